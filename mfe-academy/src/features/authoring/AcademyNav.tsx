import { Flex, theme } from 'antd';
import { NavLink } from 'react-router-dom';
import { useText } from '../../text';

export const ACADEMY_PATHS = {
  courses: '/academy',
  newCourse: '/academy/courses/new',
  review: '/academy/review',
  course: (id: string) => `/academy/courses/${id}`,
  assessment: (courseId: string, assessmentId: string) => `/academy/courses/${courseId}/assessments/${assessmentId}`,
} as const;

/** The staff academy's two areas: the courses and the essay review queue (the current one marked for assistive tech). */
export function AcademyNav() {
  const t = useText();
  const { token } = theme.useToken();
  const style = ({ isActive }: { isActive: boolean }) => ({
    padding: '6px 12px',
    borderBottom: `2px solid ${isActive ? token.colorPrimary : 'transparent'}`,
    color: isActive ? token.colorPrimary : token.colorText,
    fontWeight: isActive ? 600 : undefined,
  });
  return (
    <nav aria-label={t('academy.admin.nav')} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex gap="small">
        <NavLink to={ACADEMY_PATHS.courses} end style={style}>
          {t('academy.admin.nav.courses')}
        </NavLink>
        <NavLink to={ACADEMY_PATHS.review} style={style}>
          {t('academy.admin.nav.review')}
        </NavLink>
      </Flex>
    </nav>
  );
}
