import { Flex, Typography, theme } from 'antd';
import { EmptyState } from '@work/shared-ui';
import { useText } from '../../../text';
import { formatMinutes, formatRate } from '../minutes';
import { periodName, utilisationBars, type UtilisationFigure, type UtilisationPeriod } from './utilisation';

const HEIGHT = 160;
const LABEL_SPACE = 20;
const BAR_WIDTH = 14;
const PAIR_GAP = 14;
const PAIR_WIDTH = BAR_WIDTH * 2 + 2 + PAIR_GAP;

/**
 * Logged against target per period as plain SVG bars (no chart library, as the work dashboard's workload: ADR 0218):
 * a pair per period, the target pale and the logged minutes strong; each bar names its period and figures in its
 * tooltip, and the legend says which is which.
 */
export function UtilisationChart({ figures, period }: { figures: readonly UtilisationFigure[]; period: UtilisationPeriod }) {
  const t = useText();
  const { token } = theme.useToken();
  const bars = utilisationBars(figures);
  if (!bars.some((bar) => bar.logged > 0 || bar.target > 0)) return <EmptyState title={t('hr.hrView.utilisation.chartEmpty')} />;
  const width = bars.length * PAIR_WIDTH;
  const height = (share: number, minutes: number) => Math.max(minutes > 0 ? 2 : 0, Math.round(share * HEIGHT));
  return (
    <Flex vertical gap="small">
      <div style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={t('hr.hrView.utilisation.chart')}
          width={width}
          height={HEIGHT + LABEL_SPACE}
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        >
          {bars.map((bar, i) => {
            const x = i * PAIR_WIDTH;
            const name = periodName(period, bar.periodStart);
            const targetHeight = height(bar.targetShare, bar.target);
            const loggedHeight = height(bar.loggedShare, bar.logged);
            return (
              <g key={bar.periodStart}>
                <rect x={x} y={HEIGHT - targetHeight} width={BAR_WIDTH} height={targetHeight} rx={2} fill={token.colorPrimaryBorder}>
                  <title>{t('hr.hrView.utilisation.targetBar', { period: name, target: formatMinutes(bar.target) })}</title>
                </rect>
                <rect
                  x={x + BAR_WIDTH + 2}
                  y={HEIGHT - loggedHeight}
                  width={BAR_WIDTH}
                  height={loggedHeight}
                  rx={2}
                  fill={token.colorPrimary}
                >
                  <title>
                    {t('hr.hrView.utilisation.loggedBar', { period: name, logged: formatMinutes(bar.logged), rate: formatRate(bar.rate) })}
                  </title>
                </rect>
                {bars.length <= 8 || i % 2 === 0 ? (
                  <text x={x} y={HEIGHT + 14} fontSize={10} fill={token.colorTextSecondary}>
                    {period === 'week' ? name.replace(/ \d{4}$/, '') : name}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <Flex gap="middle" wrap>
        <Legend colour={token.colorPrimaryBorder} label={t('hr.hrView.utilisation.target')} />
        <Legend colour={token.colorPrimary} label={t('hr.hrView.utilisation.logged')} />
      </Flex>
    </Flex>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Flex align="center" gap={6}>
      <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: colour }} />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
