import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { useText } from '../../../text';
import { longDay, monthKey, weekdayOf } from '../days';
import { useLeaveDescription } from '../LeaveTag';
import { leaveCategoryColour, leaveCategoryKey } from '../leaveCategories';
import { WEEKDAYS, weekdayKey } from '../weekdays';
import { calendarWeeks, leaveOn } from './leaveMonth';
import type { HrLeaveEvent } from './leave.graphql';

/**
 * A month of leave, Monday first (§9), each day listing the leave that covers it. Not antd's Calendar: it works on
 * dayjs values, and no remote may bundle dayjs (ADR 0102); the month is a table of ISO days instead. With `onAdd`
 * (hr_user) a day's number adds leave on that day and each event opens for editing.
 */
export function LeaveCalendar({
  month,
  startDate,
  endDate,
  today,
  events,
  onAdd,
  onOpen,
}: {
  month: string;
  startDate: string;
  endDate: string;
  today: string;
  events: readonly HrLeaveEvent[];
  onAdd?: (date: string) => void;
  onOpen?: (event: HrLeaveEvent) => void;
}) {
  const t = useText();
  const { token } = theme.useToken();
  const describe = useLeaveDescription();
  const shown = monthKey(month);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        aria-label={t('hr.hrView.leave.calendar')}
        style={{ width: '100%', minWidth: 720, borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" style={{ padding: 6, textAlign: 'left', fontWeight: 500, color: token.colorTextSecondary }}>
                {t(weekdayKey(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(startDate, endDate).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inMonth = monthKey(date) === shown;
                const leave = leaveOn(events, date);
                return (
                  <td
                    key={date}
                    data-testid={`leave-day-${date}`}
                    style={{
                      verticalAlign: 'top',
                      height: 96,
                      padding: 6,
                      border: `1px solid ${token.colorBorderSecondary}`,
                      background: !inMonth || weekdayOf(date) >= 6 ? token.colorFillQuaternary : undefined,
                    }}
                  >
                    <Flex vertical gap={4}>
                      <DayNumber date={date} today={today} inMonth={inMonth} onAdd={onAdd} />
                      {leave.map((event) => {
                        const label = t('hr.hrView.leave.eventLabel', {
                          name: event.user.fullName,
                          title: describe(event),
                          category: t(leaveCategoryKey(event.category)),
                        });
                        const chip = (
                          <span
                            style={{
                              display: 'block',
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                              borderInlineStart: `3px solid ${categoryColour(token, event.category)}`,
                              paddingInlineStart: 4,
                            }}
                          >
                            {event.user.fullName}: {event.title}
                          </span>
                        );
                        return (
                          <Tooltip key={event.id} title={label}>
                            {onOpen ? (
                              <Button
                                type="text"
                                size="small"
                                aria-label={t('hr.hrView.leave.editNamed', { label })}
                                onClick={() => onOpen(event)}
                                style={{
                                  height: 'auto',
                                  padding: '0 2px',
                                  textAlign: 'left',
                                  justifyContent: 'flex-start',
                                  maxWidth: '100%',
                                }}
                              >
                                {chip}
                              </Button>
                            ) : (
                              <Typography.Text aria-label={label}>{chip}</Typography.Text>
                            )}
                          </Tooltip>
                        );
                      })}
                    </Flex>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayNumber({ date, today, inMonth, onAdd }: { date: string; today: string; inMonth: boolean; onAdd?: (date: string) => void }) {
  const t = useText();
  const day = String(Number(date.slice(8)));
  const strong = date === today;
  if (!onAdd)
    return (
      <Typography.Text type={inMonth ? undefined : 'secondary'} strong={strong}>
        {day}
      </Typography.Text>
    );
  return (
    <Button
      type="text"
      size="small"
      aria-label={t('hr.hrView.leave.addOn', { date: longDay(date) })}
      onClick={() => onAdd(date)}
      style={{ alignSelf: 'flex-start', padding: '0 4px', fontWeight: strong ? 600 : undefined }}
    >
      <Typography.Text type={inMonth ? undefined : 'secondary'} strong={strong}>
        {day}
      </Typography.Text>
    </Button>
  );
}

/** antd's preset colour of the category, as the tags show it. */
function categoryColour(token: ReturnType<typeof theme.useToken>['token'], category: string): string {
  const preset = leaveCategoryColour(category);
  const tokens = token as unknown as Record<string, string | undefined>;
  return (preset === 'default' ? token.colorTextQuaternary : tokens[`${preset}6`]) ?? token.colorPrimary;
}
