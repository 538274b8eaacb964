import { useId } from 'react';
import { Empty, Flex, Typography } from 'antd';
import { DateTime } from 'luxon';
import { useText } from '../../text';

export interface ChartDay {
  /** a UTC day, YYYY-MM-DD */
  date: string;
  reads: number;
  responses: number;
}

const READS = '#1677ff';
const RESPONSES = '#52c41a';
const HEIGHT = 180;
const TOP = 12;
const BOTTOM = 28;
const LEFT = 36;
const BAR = 10;
const GAP = 2;
const DAY_WIDTH = 2 * BAR + GAP + 12;

const dayLabel = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).toFormat('d LLL', { locale: 'en-GB' });

/** Whole numbers for the axis: 0, the top, and the middle when it is whole. */
function ticksOf(max: number): number[] {
  const top = Math.max(1, max);
  return top % 2 === 0 && top > 1 ? [0, top / 2, top] : [0, top];
}

/**
 * Reads and responses per UTC day as paired bars (§3 the report; no chart library). An image to assistive technology,
 * named by its heading and described by its totals; the figures are in a table under it for anyone who wants them.
 */
export function DailyChart({ days }: { days: readonly ChartDay[] }) {
  const t = useText();
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  if (!days.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.announcements.report.dailyEmpty')} />;
  const max = Math.max(...days.map((d) => Math.max(d.reads, d.responses)));
  const ticks = ticksOf(max);
  const top = ticks.at(-1)!;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const width = LEFT + days.length * DAY_WIDTH + 8;
  // a label every few days when there are many
  const every = Math.ceil(days.length / 14);
  const totals = days.reduce((sum, d) => ({ reads: sum.reads + d.reads, responses: sum.responses + d.responses }), {
    reads: 0,
    responses: 0,
  });
  const summary = t('settings.announcements.report.dailySummary', {
    from: dayLabel(days[0]!.date),
    to: dayLabel(days.at(-1)!.date),
    reads: totals.reads,
    responses: totals.responses,
  });
  return (
    <Flex vertical gap="small">
      <Flex gap="middle" aria-hidden="true">
        <Legend colour={READS} label={t('settings.announcements.report.reads')} />
        <Legend colour={RESPONSES} label={t('settings.announcements.report.responses')} />
      </Flex>
      <div style={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          data-testid="daily-chart"
        >
          <title id={titleId}>{t('settings.announcements.report.daily')}</title>
          <desc id={descId}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={width - 4} y1={y(tick)} y2={y(tick)} stroke="#f0f0f0" />
              <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#8c8c8c">
                {tick}
              </text>
            </g>
          ))}
          {days.map((day, i) => {
            const x = LEFT + i * DAY_WIDTH + 6;
            return (
              <g key={day.date}>
                <rect x={x} y={y(day.reads)} width={BAR} height={TOP + plot - y(day.reads)} fill={READS}>
                  <title>{`${dayLabel(day.date)}: ${day.reads} ${t('settings.announcements.report.reads').toLowerCase()}`}</title>
                </rect>
                <rect x={x + BAR + GAP} y={y(day.responses)} width={BAR} height={TOP + plot - y(day.responses)} fill={RESPONSES}>
                  <title>{`${dayLabel(day.date)}: ${day.responses} ${t('settings.announcements.report.responses').toLowerCase()}`}</title>
                </rect>
                {i % every === 0 ? (
                  <text x={x + BAR} y={HEIGHT - 10} textAnchor="middle" fontSize={11} fill="#595959">
                    {dayLabel(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary>{t('settings.announcements.report.figures')}</summary>
        <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
          <caption style={{ textAlign: 'start', captionSide: 'top' }}>{t('settings.announcements.report.daily')}</caption>
          <thead>
            <tr>
              <th scope="col" style={CELL}>
                {t('settings.announcements.report.date')}
              </th>
              <th scope="col" style={CELL}>
                {t('settings.announcements.report.reads')}
              </th>
              <th scope="col" style={CELL}>
                {t('settings.announcements.report.responses')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" style={CELL}>
                  {dayLabel(day.date)}
                </th>
                <td style={CELL}>{day.reads}</td>
                <td style={CELL}>{day.responses}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Flex>
  );
}

const CELL = { padding: '2px 12px', textAlign: 'start', borderBottom: '1px solid #f0f0f0' } as const;

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Flex gap={6} align="center">
      <span style={{ width: 12, height: 12, background: colour, display: 'inline-block', borderRadius: 2 }} />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
