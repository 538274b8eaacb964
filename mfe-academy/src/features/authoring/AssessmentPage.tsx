import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { EmptyState, PageLoading, PageResult, RemotePage, useConfirm } from '@work/shared-ui';
import { refusalCode } from '@work/shared-ui/refusal';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { ACADEMY_PATHS } from './AcademyNav';
import { AssessmentFormDrawer } from './AssessmentFormDrawer';
import { CourseQuery, DeleteQuestion, ReorderQuestions, type QuestionRow } from './authoring.graphql';
import { AssessmentStatusTag } from './display';
import { useToasts } from './feedback';
import { QuestionFormDrawer } from './QuestionFormDrawer';
import { SortableList } from './SortableList';
import { useAssessmentActions } from './useAssessmentActions';

/** A question's text short enough for a button's name and an announcement. */
const shortText = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/**
 * /academy/courses/:courseId/assessments/:assessmentId: the question editor. The assessment's settings and status
 * actions, and its questions in order: add, edit, delete, reorder. (The API reads an assessment with its course.)
 */
export function AssessmentPage() {
  const t = useText();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toasts = useToasts();
  const { courseId = '', assessmentId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CourseQuery,
    variables: { id: courseId },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const [editingSettings, setEditingSettings] = useState(false);
  const [editing, setEditing] = useState<{ question: QuestionRow | null; number: number } | null>(null);
  const [, reorder] = useMutation(ReorderQuestions);
  const [, remove] = useMutation(DeleteQuestion);
  const actions = useAssessmentActions({
    onChanged: reload,
    onDeleted: () => navigate(`${ACADEMY_PATHS.course(courseId)}?tab=assessments`, { replace: true }),
  });

  const course = data?.academyCourse;
  const assessment = course?.assessments.find((a) => a.id === assessmentId);
  if (!assessment) {
    if (!course && (fetching || !error)) return <PageLoading />;
    const notFound = Boolean(course) || refusalCode(error) === 'NOT_FOUND';
    return (
      <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
        {notFound ? (
          <PageResult
            status="404"
            title={t('academy.admin.assessmentNotFound')}
            extra={<Link to={course ? ACADEMY_PATHS.course(course.id) : ACADEMY_PATHS.courses}>{t('academy.admin.backToCourses')}</Link>}
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

  const numberOf = (question: QuestionRow) => assessment.questions.findIndex((q) => q.id === question.id) + 1;
  const saveOrder = async (ids: string[]) => {
    const outcome = await reorder({ assessmentId: assessment.id, ids });
    if (outcome.error) toasts.failed('academy.admin.questions.reorderFailed', outcome.error);
    reload();
    return !outcome.error;
  };
  const deleteQuestion = async (question: QuestionRow) => {
    const n = numberOf(question);
    const sure = await confirm({
      title: t('academy.admin.question.deleteConfirm', { n }),
      content: t('academy.admin.question.deleteConfirmText'),
      okText: t('academy.admin.delete'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ id: question.id });
    if (outcome.error) return toasts.failed('academy.admin.question.deleteFailed', outcome.error);
    toasts.done('academy.admin.deleted');
    reload();
  };
  const live = assessment.status === 'LIVE';

  return (
    <RemotePage
      title={assessment.name}
      remote={REMOTE_NAME}
      buildLabel={BUILD_LABEL}
      extra={
        <Flex gap="small" wrap role="group" aria-label={t('academy.admin.assessment.actions')}>
          <Button onClick={() => setEditingSettings(true)}>{t('academy.admin.assessment.edit')}</Button>
          <Button
            type={live ? 'default' : 'primary'}
            loading={actions.busy === assessment.id}
            onClick={() => void actions.toggle(assessment)}
          >
            {t(live ? 'academy.admin.action.unpublish' : 'academy.admin.action.publish')}
          </Button>
          <Button danger disabled={actions.busy === assessment.id} onClick={() => void actions.del(assessment)}>
            {t('academy.admin.delete')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Link to={`${ACADEMY_PATHS.course(course!.id)}?tab=assessments`}>{t('academy.admin.backToCourse', { name: course!.name })}</Link>
        <Card size="small">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              { key: 'status', label: t('academy.admin.column.status'), children: <AssessmentStatusTag status={assessment.status} /> },
              { key: 'type', label: t('academy.admin.assessment.type'), children: t(`academy.admin.assessmentType.${assessment.type}`) },
              {
                key: 'timeLimit',
                label: t('academy.admin.assessment.timeLimit'),
                children: assessment.timeLimitMinutes ?? t('academy.admin.assessment.noTimeLimit'),
              },
              {
                key: 'questionCount',
                label: t('academy.admin.assessment.questionCountField'),
                children: assessment.questionCount ?? assessment.questions.length,
              },
              { key: 'retakes', label: t('academy.admin.assessment.retakesAllowed'), children: assessment.retakesAllowed },
              { key: 'wait', label: t('academy.admin.assessment.retakeWaitDays'), children: assessment.retakeWaitDays },
              { key: 'pass', label: t('academy.admin.assessment.passScore'), children: assessment.passScore },
              {
                key: 'random',
                label: t('academy.admin.assessment.randomOrder'),
                children: t(assessment.randomOrder ? 'academy.admin.yes' : 'academy.admin.no'),
              },
            ]}
          />
          {live ? null : (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {t('academy.admin.assessment.publishHint')}
            </Typography.Text>
          )}
        </Card>
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {t('academy.admin.questions.title')}
          </Typography.Title>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ question: null, number: assessment.questions.length + 1 })}
          >
            {t('academy.admin.questions.add')}
          </Button>
        </Flex>
        {assessment.questions.length === 0 ? (
          <EmptyState title={t('academy.admin.questions.empty')} description={t('academy.admin.questions.emptyHint')} />
        ) : (
          <SortableList
            label={t('academy.admin.questions.title')}
            items={assessment.questions}
            itemKey={(q) => q.id}
            itemName={(q) => shortText(q.text)}
            onReorder={saveOrder}
          >
            {(question, index) => (
              <Flex align="center" gap="small" wrap>
                <Flex vertical style={{ flex: 1, minWidth: 220 }}>
                  <Typography.Text strong>
                    {index + 1}. {question.text}
                  </Typography.Text>
                  {question.type === 'ESSAY' ? null : (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('academy.admin.question.answerCount', {
                        count: question.answers.length,
                        correct: question.answers.filter((a) => a.correct).length,
                      })}
                    </Typography.Text>
                  )}
                </Flex>
                <Tag>{t(`academy.admin.questionType.${question.type}`)}</Tag>
                <Button
                  size="small"
                  aria-label={t('academy.admin.question.editLabel', { n: index + 1 })}
                  onClick={() => setEditing({ question, number: index + 1 })}
                >
                  {t('academy.admin.edit')}
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={t('academy.admin.question.deleteLabel', { n: index + 1 })}
                  onClick={() => void deleteQuestion(question)}
                >
                  {t('academy.admin.delete')}
                </Button>
              </Flex>
            )}
          </SortableList>
        )}
      </Flex>
      {editingSettings ? (
        <AssessmentFormDrawer
          courseId={course!.id}
          assessment={assessment}
          onClose={() => setEditingSettings(false)}
          onSaved={() => {
            setEditingSettings(false);
            reload();
          }}
        />
      ) : null}
      {editing ? (
        <QuestionFormDrawer
          assessmentId={assessment.id}
          essayAllowed={assessment.type === 'ESSAY'}
          question={editing.question}
          number={editing.number}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </RemotePage>
  );
}
