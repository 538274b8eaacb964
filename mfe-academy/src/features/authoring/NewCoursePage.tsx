import { Card, Flex } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { ACADEMY_PATHS } from './AcademyNav';
import { CourseForm } from './CourseForm';

/** /academy/courses/new: the course form; a created course (a draft) opens in its editor for modules and assessments. */
export function NewCoursePage() {
  const t = useText();
  const navigate = useNavigate();
  return (
    <RemotePage title={t('academy.admin.course.newTitle')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
        <Link to={ACADEMY_PATHS.courses}>{t('academy.admin.backToCourses')}</Link>
        <Card>
          <CourseForm
            course={null}
            onSaved={(id) => navigate(ACADEMY_PATHS.course(id), { replace: true })}
            onCancel={() => navigate(ACADEMY_PATHS.courses)}
          />
        </Card>
      </Flex>
    </RemotePage>
  );
}
