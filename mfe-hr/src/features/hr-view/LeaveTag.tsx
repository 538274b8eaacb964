import { Tag, Tooltip } from 'antd';
import { useText } from '../../text';
import { leaveCategoryColour, leaveCategoryKey } from './leaveCategories';

export interface LeaveLike {
  title: string;
  category: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** What leave says in a tooltip: its title, and its hours when it is part of a day. */
export function useLeaveDescription(): (leave: LeaveLike) => string {
  const t = useText();
  return (leave) =>
    leave.allDay || !leave.startTime || !leave.endTime
      ? leave.title
      : t('hr.hrView.leave.partDayTitle', { title: leave.title, start: leave.startTime, end: leave.endTime });
}

/** Leave as a tag in its category's colour, its title in the tooltip (and in the text a screen reader reads). */
export function LeaveTag({ leave }: { leave: LeaveLike }) {
  const t = useText();
  const describe = useLeaveDescription();
  const category = t(leaveCategoryKey(leave.category));
  return (
    <Tooltip title={describe(leave)}>
      <Tag color={leaveCategoryColour(leave.category)} style={{ marginInlineEnd: 0 }}>
        {category}
        <span style={VISUALLY_HIDDEN}>: {describe(leave)}</span>
      </Tag>
    </Tooltip>
  );
}

export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
