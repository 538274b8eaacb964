import { Alert, Button, Card, Flex, Tabs, Typography } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PageLoading, PageResult, RemotePage } from '@work/shared-ui';
import { refusalCode } from '@work/shared-ui/refusal';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { ACADEMY_PATHS } from './AcademyNav';
import { AssessmentsSection } from './AssessmentsSection';
import { CourseQuery } from './authoring.graphql';
import { CourseCroudies } from './CourseCroudies';
import { CourseForm } from './CourseForm';
import { CourseStatusActions } from './CourseStatusActions';
import { CourseStatusTag, instantText } from './display';
import { ModulesSection } from './ModulesSection';

const TABS = ['details', 'modules', 'assessments', 'croudies'] as const;
type Tab = (typeof TABS)[number];
/** The URL key of the open tab, so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';

/**
 * /academy/courses/:courseId: a course's form, its status actions, its modules and assessments, and the croudies on it,
 * each a tab. Everything reloads from the server after a change (the lists' order is the server's).
 */
export function CourseEditorPage() {
  const t = useText();
  const navigate = useNavigate();
  const { courseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get(TAB_PARAM) ?? '') ? (params.get(TAB_PARAM) as Tab) : 'details';
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CourseQuery,
    variables: { id: courseId },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const course = data?.academyCourse;

  if (!course) {
    if (fetching || !error) return <PageLoading />;
    return (
      <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
        {refusalCode(error) === 'NOT_FOUND' ? (
          <PageResult
            status="404"
            title={t('academy.admin.courseNotFound')}
            extra={<Link to={ACADEMY_PATHS.courses}>{t('academy.admin.backToCourses')}</Link>}
          />
        ) : (
          <PageResult
            status="warning"
            title={t('academy.admin.loadFailed')}
            extra={<Button onClick={reload}>{t('academy.admin.retry')}</Button>}
          />
        )}
      </RemotePage>
    );
  }

  return (
    <RemotePage
      title={course.name}
      remote={REMOTE_NAME}
      buildLabel={BUILD_LABEL}
      extra={
        <CourseStatusActions course={course} onChanged={reload} onDeleted={() => navigate(ACADEMY_PATHS.courses, { replace: true })} />
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="middle" align="center" wrap>
          <Link to={ACADEMY_PATHS.courses}>{t('academy.admin.backToCourses')}</Link>
          <CourseStatusTag status={course.status} />
          <Typography.Text type="secondary">
            {t('academy.admin.column.updated')}: {instantText(course.updatedAt)}
          </Typography.Text>
        </Flex>
        {error ? (
          <Alert
            type="warning"
            showIcon
            title={t('academy.admin.loadFailed')}
            action={<Button onClick={reload}>{t('academy.admin.retry')}</Button>}
          />
        ) : null}
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (key === 'details') next.delete(TAB_PARAM);
                else next.set(TAB_PARAM, key);
                return next;
              },
              { replace: true },
            )
          }
          items={[
            {
              key: 'details',
              label: t('academy.admin.tab.details'),
              children: (
                <Card style={{ maxWidth: 960 }}>
                  <CourseForm key={course.id} course={course} onSaved={reload} />
                </Card>
              ),
            },
            {
              key: 'modules',
              label: t('academy.admin.tab.modules', { count: course.modules.length }),
              children: <ModulesSection courseId={course.id} modules={course.modules} onChanged={reload} />,
            },
            {
              key: 'assessments',
              label: t('academy.admin.tab.assessments', { count: course.assessments.length }),
              children: <AssessmentsSection courseId={course.id} assessments={course.assessments} onChanged={reload} />,
            },
            { key: 'croudies', label: t('academy.admin.tab.croudies'), children: <CourseCroudies course={course} /> },
          ]}
        />
      </Flex>
    </RemotePage>
  );
}
