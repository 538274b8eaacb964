import { Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { useText } from '../../../text';
import { LeaveTag, VISUALLY_HIDDEN } from '../LeaveTag';
import { formatMinutes } from '../minutes';
import { matrixCell, type MatrixDay } from './matrix';

/**
 * One person's day in the matrix: the target as hours ("7h 30m", with the available and leave minutes in its tooltip),
 * the leave that reduces it as a tag per category (its title in the tooltip), a public holiday marked, and the cell
 * greyed when nothing is due that day.
 */
export function MatrixCellView({ day }: { day: MatrixDay }) {
  const t = useText();
  const { token } = theme.useToken();
  const cell = matrixCell(day);
  return (
    <Flex
      vertical
      gap={2}
      align="flex-start"
      data-testid={`matrix-cell-${day.date}`}
      data-greyed={cell.greyed ? 'true' : 'false'}
      style={{
        minWidth: 72,
        padding: 4,
        borderRadius: token.borderRadiusSM,
        background: cell.greyed ? token.colorFillTertiary : undefined,
      }}
    >
      <Tooltip
        title={t('hr.hrView.matrix.dayFigures', {
          available: formatMinutes(day.available),
          leave: formatMinutes(day.leaveMinutes),
          target: formatMinutes(day.target),
        })}
      >
        <Typography.Text type={cell.greyed ? 'secondary' : undefined}>
          <span style={VISUALLY_HIDDEN}>{t('hr.hrView.matrix.target')} </span>
          {formatMinutes(cell.target)}
        </Typography.Text>
      </Tooltip>
      {cell.publicHoliday ? (
        <Tooltip title={cell.publicHoliday}>
          <Tag color="gold" style={{ marginInlineEnd: 0 }}>
            {t('hr.hrView.matrix.holiday')}
            <span style={VISUALLY_HIDDEN}>: {cell.publicHoliday}</span>
          </Tag>
        </Tooltip>
      ) : null}
      {cell.leave.map((leave) => (
        <LeaveTag key={leave.id} leave={leave} />
      ))}
    </Flex>
  );
}
