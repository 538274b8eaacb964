import { ACADEMY_ROLES } from '@work/shared-contracts/academy';
import { NotFoundResult, PageResult, RemotePage, useHasSomeRole } from '@work/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { AssessmentPage } from './AssessmentPage';
import { CourseEditorPage } from './CourseEditorPage';
import { CourseListPage } from './CourseListPage';
import { NewCoursePage } from './NewCoursePage';
import { ReviewQueuePage } from './ReviewQueuePage';

/**
 * /academy on control: course authoring and essay review (issue 22; ADR 0289 for the paths, which the spec does not
 * name). Staff without an academy role see why rather than a page of refusals.
 */
export function StaffAcademyRoutes() {
  const t = useText();
  const allowed = useHasSomeRole(ACADEMY_ROLES);
  if (!allowed) {
    return (
      <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
        <PageResult status="403" title={t('academy.admin.noAccess.title')} subTitle={t('academy.admin.noAccess.text')} />
      </RemotePage>
    );
  }
  return (
    <Routes>
      <Route index element={<CourseListPage />} />
      <Route path="courses/new" element={<NewCoursePage />} />
      <Route path="courses/:courseId" element={<CourseEditorPage />} />
      <Route path="courses/:courseId/assessments/:assessmentId" element={<AssessmentPage />} />
      <Route path="review" element={<ReviewQueuePage />} />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}
