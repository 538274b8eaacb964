import { Button, Card, Flex, List, Tag, Typography } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { EmptyState, NotFoundResult, useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { formatterIn } from '@work/shared-ui/dates';
import { refusalCode, refusalReason } from '@work/shared-ui/refusal';
import { useText } from '../../text';
import type { ResultOf } from '../../graphql';
import { CourseQuery, EnrolMutation, WithdrawMutation } from './learning.graphql';
import { LearningPage, unableText } from './LearningPage';
import { ENROLMENT_TEXT, STANDING_COLOUR, STANDING_TEXT, type EnrolmentStatus, type Standing } from './standing';

type UserCourse = NonNullable<ResultOf<typeof CourseQuery>['myUserCourse']>;

/** /academy/mycourse/{id}: a course, enrol or withdraw, its modules and where the croudie stands with each assessment. */
export function CoursePage() {
  const t = useText();
  const { courseId = '' } = useParams();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CourseQuery, variables: { id: courseId } });
  const [enrolling, enrol] = useMutation(EnrolMutation);
  const [withdrawing, withdraw] = useMutation(WithdrawMutation);
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });
  const reload = () => refetch({ requestPolicy: 'network-only' });

  if (refusalCode(error) === 'NOT_FOUND') return <NotFoundResult />;
  const course = data?.academyCourse;
  const mine = data?.myUserCourse ?? null;
  const onCourse = mine !== null && mine.status !== 'INACTIVE';

  const onEnrol = async () => {
    const result = await enrol({ courseId });
    if (result.error) return toast(unableText(t('academy.course.enrolFailed'), refusalReason(result.error)), 'error');
    toast(t('academy.course.enrolled'), 'success');
    reload();
  };
  const onWithdraw = async () => {
    if (!mine || !course) return;
    const ok = await confirm({
      title: t('academy.course.withdrawConfirm', { name: course.name }),
      content: t('academy.course.withdrawDetail'),
      okText: t('academy.course.withdraw'),
      danger: true,
    });
    if (!ok) return;
    const result = await withdraw({ userCourseId: mine.id });
    if (result.error) return toast(unableText(t('academy.course.withdrawFailed'), refusalReason(result.error)), 'error');
    toast(t('academy.course.withdrawn'), 'success');
    reload();
  };

  const actions = course ? (
    onCourse ? (
      mine.status !== 'PASSED' ? (
        <Button onClick={onWithdraw} loading={withdrawing.fetching}>
          {t('academy.course.withdraw')}
        </Button>
      ) : null
    ) : (
      <Button type="primary" onClick={onEnrol} loading={enrolling.fetching}>
        {t('academy.course.enrol')}
      </Button>
    )
  ) : null;

  return (
    <LearningPage
      title={course?.name ?? t('academy.title')}
      extra={actions}
      loading={fetching && !data}
      failed={error && !data ? t('academy.course.loadFailed') : null}
      onRetry={reload}
    >
      {course ? (
        <Flex vertical gap="large">
          <Link to="/academy/mycourses">{t('academy.course.backToList')}</Link>
          {course.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{course.description}</Typography.Paragraph> : null}
          {course.qualification ? (
            <Typography.Text>{t('academy.learn.grants', { qualification: course.qualification.name })}</Typography.Text>
          ) : null}
          {onCourse ? (
            <Tag style={{ alignSelf: 'flex-start' }}>
              {t('academy.course.status', { status: t(ENROLMENT_TEXT[mine.status as EnrolmentStatus]) })}
            </Tag>
          ) : (
            <Typography.Text type="secondary">{t('academy.course.enrolToStart')}</Typography.Text>
          )}
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('academy.course.modules')}</h2>} size="small">
            <List
              dataSource={course.modules}
              locale={{ emptyText: <EmptyState title={t('academy.course.noModules')} /> }}
              renderItem={(module) => {
                const read = mine?.readModuleIds.includes(module.id) ?? false;
                return (
                  <List.Item
                    extra={
                      read ? (
                        <Tag icon={<CheckCircleOutlined />} color="success">
                          {t('academy.course.read')}
                        </Tag>
                      ) : null
                    }
                  >
                    {onCourse ? <Link to={`/academy/usercourse/${mine.id}/module/${module.id}`}>{module.title}</Link> : module.title}
                  </List.Item>
                );
              }}
            />
          </Card>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('academy.course.assessments')}</h2>} size="small">
            {onCourse ? (
              <AssessmentStandings userCourse={mine} />
            ) : (
              <List
                dataSource={course.assessments}
                locale={{ emptyText: <EmptyState title={t('academy.course.noAssessments')} /> }}
                renderItem={(assessment) => <List.Item>{assessment.name}</List.Item>}
              />
            )}
          </Card>
        </Flex>
      ) : null}
    </LearningPage>
  );
}

function AssessmentStandings({ userCourse }: { userCourse: UserCourse }) {
  const t = useText();
  const session = useSession();
  const when = (iso: string) => formatterIn(session.me.timezone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <List
      dataSource={userCourse.assessments}
      locale={{ emptyText: <EmptyState title={t('academy.course.noAssessments')} /> }}
      renderItem={({ assessment, standing, retakeAvailableAt }) => (
        <List.Item
          extra={
            <Tag color={STANDING_COLOUR[standing as Standing]}>
              {t(STANDING_TEXT[standing as Standing], { date: retakeAvailableAt ? when(retakeAvailableAt) : '' })}
            </Tag>
          }
        >
          <Link to={`/academy/usercourse/${userCourse.id}/assessment/${assessment.id}`}>{assessment.name}</Link>
        </List.Item>
      )}
    />
  );
}
