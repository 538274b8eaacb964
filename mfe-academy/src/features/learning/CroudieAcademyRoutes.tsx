import { Route, Routes } from 'react-router-dom';
import { NotFoundResult } from '@work/shared-ui';
import { AssessmentIntroPage, AssessmentResultsPage } from './AssessmentPages';
import { CourseListsPage } from './CourseListsPage';
import { CoursePage } from './CoursePage';
import { ModulePage } from './ModulePage';
import { TakeAssessmentPage } from './TakeAssessmentPage';

/** /academy on the network (shell-and-freelancer.md §2 routes): the course lists, a course, its modules and assessments. */
export function CroudieAcademyRoutes() {
  return (
    <Routes>
      <Route index element={<CourseListsPage scope="AVAILABLE" />} />
      <Route path="croudie/courses" element={<CourseListsPage scope="AVAILABLE" />} />
      <Route path="mycourses" element={<CourseListsPage scope="MINE" />} />
      <Route path="qualifications" element={<CourseListsPage scope="QUALIFIED" />} />
      <Route path="mycourse/:courseId" element={<CoursePage />} />
      <Route path="usercourse/:userCourseId/module/:moduleId" element={<ModulePage />} />
      <Route path="usercourse/:userCourseId/assessment/:assessmentId" element={<AssessmentIntroPage />} />
      <Route path="usercourse/:userCourseId/assessment/:assessmentId/take" element={<TakeAssessmentPage />} />
      <Route path="usercourse/:userCourseId/assessment/:assessmentId/completed" element={<AssessmentResultsPage completed />} />
      <Route path="usercourse/:userCourseId/assessment/:assessmentId/results" element={<AssessmentResultsPage />} />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}
