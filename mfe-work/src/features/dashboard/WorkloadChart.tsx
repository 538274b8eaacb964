import { Flex, Typography, theme } from 'antd';
import { EmptyState } from '@work/shared-ui';
import { useText } from '../../text';
import { dayName, totalMinutes, workloadBars, type WorkloadDay } from './workload';

const HEIGHT = 140;
const LABEL_SPACE = 18;
const BAR_WIDTH = 14;
const GAP = 4;

/**
 * Upcoming workload as plain SVG bars (no chart library: one small chart does not justify a shared dependency in every
 * remote, ADR 0218). Each bar names its day and minutes in its tooltip; the total is written out below.
 */
export function WorkloadChart({ days, weeks }: { days: readonly WorkloadDay[]; weeks: number }) {
  const t = useText();
  const { token } = theme.useToken();
  const total = totalMinutes(days);
  if (total === 0) return <EmptyState title={t('work.workDashboard.workload.empty', { weeks })} />;
  const bars = workloadBars(days);
  const width = bars.length * (BAR_WIDTH + GAP);
  return (
    <Flex vertical gap="small">
      <div style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={t('work.workDashboard.workload.chart', { weeks })}
          width={width}
          height={HEIGHT + LABEL_SPACE}
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        >
          {bars.map((bar, i) => {
            const h = Math.max(bar.minutes > 0 ? 2 : 0, Math.round(bar.share * HEIGHT));
            const x = i * (BAR_WIDTH + GAP);
            const name = t('work.workDashboard.workload.day', { date: dayName(bar.date), minutes: bar.minutes });
            return (
              <g key={bar.date}>
                <title>{name}</title>
                <rect
                  x={x}
                  y={HEIGHT - h}
                  width={BAR_WIDTH}
                  height={h}
                  rx={2}
                  fill={bar.weekend ? token.colorPrimaryBorder : token.colorPrimary}
                />
                {i % 7 === 0 || bar.label.includes(' ') ? (
                  <text x={x} y={HEIGHT + 13} fontSize={10} fill={token.colorTextSecondary}>
                    {bar.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <Typography.Text type="secondary">{t('work.workDashboard.workload.total', { minutes: total })}</Typography.Text>
    </Flex>
  );
}
