import { Tag } from 'antd';
import { formatterIn, partsOf } from '@work/shared-ui/dates';
import { useText } from '../../text';

// How the staff pages show the academy's states (§4) and instants (§9).

const COURSE_COLOURS = { DRAFT: 'default', LIVE: 'green', PAUSED: 'orange', EXPIRED: 'red' } as const;
export type CourseStatusName = keyof typeof COURSE_COLOURS;

export function CourseStatusTag({ status }: { status: CourseStatusName }) {
  const t = useText();
  return <Tag color={COURSE_COLOURS[status]}>{t(`academy.admin.courseStatus.${status}`)}</Tag>;
}

export function AssessmentStatusTag({ status }: { status: 'DRAFT' | 'LIVE' }) {
  const t = useText();
  return <Tag color={status === 'LIVE' ? 'green' : 'default'}>{t(`academy.admin.assessmentStatus.${status}`)}</Tag>;
}

const INSTANT = { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
// §9's MMM; en-GB's own short months say "Sept"
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as §9's 'MMM D, YYYY HH:mm' in the platform's zone (Europe/London), e.g. "Nov 20, 2026 10:30". */
export function instantText(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = partsOf(formatterIn(null, INSTANT), date);
  return `${MONTHS[Number(p.month) - 1]} ${Number(p.day)}, ${p.year} ${p.hour}:${p.minute}`;
}
