import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { EmptyState } from '@work/shared-ui';
import { useText } from '../../text';
import { ACADEMY_PATHS } from './AcademyNav';
import { AssessmentFormDrawer } from './AssessmentFormDrawer';
import { ReorderAssessments, type AssessmentDetails } from './authoring.graphql';
import { AssessmentStatusTag } from './display';
import { useToasts } from './feedback';
import { SortableList } from './SortableList';
import { useAssessmentActions } from './useAssessmentActions';

/** "5 questions · time limit: 30 min · pass score 80 % · retakes: 1". */
export function useAssessmentSummary() {
  const t = useText();
  return (a: Pick<AssessmentDetails, 'questions' | 'timeLimitMinutes' | 'passScore' | 'retakesAllowed'>) =>
    t('academy.admin.assessment.summary', {
      questions:
        a.questions.length === 1
          ? t('academy.admin.assessment.questionCountOne')
          : t('academy.admin.assessment.questionCount', { count: a.questions.length }),
      timeLimit: a.timeLimitMinutes
        ? t('academy.admin.assessment.minutes', { count: a.timeLimitMinutes })
        : t('academy.admin.assessment.noTimeLimit'),
      passScore: a.passScore,
      retakes: a.retakesAllowed,
    });
}

/**
 * A course's assessments in order: add (a draft, then its questions on its own page), edit, publish or unpublish,
 * delete, and reorder like the modules.
 */
export function AssessmentsSection({
  courseId,
  assessments,
  onChanged,
}: {
  courseId: string;
  assessments: readonly AssessmentDetails[];
  onChanged: () => void;
}) {
  const t = useText();
  const navigate = useNavigate();
  const toasts = useToasts();
  const summary = useAssessmentSummary();
  const [editing, setEditing] = useState<{ assessment: AssessmentDetails | null } | null>(null);
  const [, reorder] = useMutation(ReorderAssessments);
  const actions = useAssessmentActions({ onChanged, onDeleted: onChanged });

  const saveOrder = async (ids: string[]) => {
    const outcome = await reorder({ courseId, ids });
    if (outcome.error) toasts.failed('academy.admin.assessments.reorderFailed', outcome.error);
    onChanged();
    return !outcome.error;
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {t('academy.admin.assessments.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ assessment: null })}>
          {t('academy.admin.assessments.add')}
        </Button>
      </Flex>
      {assessments.length === 0 ? (
        <EmptyState title={t('academy.admin.assessments.empty')} description={t('academy.admin.assessments.emptyHint')} />
      ) : (
        <SortableList
          label={t('academy.admin.assessments.title')}
          items={assessments}
          itemKey={(a) => a.id}
          itemName={(a) => a.name}
          onReorder={saveOrder}
        >
          {(assessment) => (
            <Flex align="center" gap="small" wrap>
              <Flex vertical style={{ flex: 1, minWidth: 200 }}>
                <Link to={ACADEMY_PATHS.assessment(courseId, assessment.id)}>
                  <Typography.Text strong>{assessment.name}</Typography.Text>
                </Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {summary(assessment)}
                </Typography.Text>
              </Flex>
              <Tag>{t(`academy.admin.assessmentType.${assessment.type}`)}</Tag>
              <AssessmentStatusTag status={assessment.status} />
              <Link
                to={ACADEMY_PATHS.assessment(courseId, assessment.id)}
                aria-label={t('academy.admin.assessment.questionsLabel', { name: assessment.name })}
              >
                {t('academy.admin.assessment.questions')}
              </Link>
              <Button
                size="small"
                aria-label={t('academy.admin.assessment.editLabel', { name: assessment.name })}
                onClick={() => setEditing({ assessment })}
              >
                {t('academy.admin.edit')}
              </Button>
              <Button
                size="small"
                loading={actions.busy === assessment.id}
                aria-label={t(
                  assessment.status === 'LIVE' ? 'academy.admin.assessment.unpublishLabel' : 'academy.admin.assessment.publishLabel',
                  { name: assessment.name },
                )}
                onClick={() => void actions.toggle(assessment)}
              >
                {t(assessment.status === 'LIVE' ? 'academy.admin.action.unpublish' : 'academy.admin.action.publish')}
              </Button>
              <Button
                size="small"
                danger
                disabled={actions.busy === assessment.id}
                aria-label={t('academy.admin.assessment.deleteLabel', { name: assessment.name })}
                onClick={() => void actions.del(assessment)}
              >
                {t('academy.admin.delete')}
              </Button>
            </Flex>
          )}
        </SortableList>
      )}
      {editing ? (
        <AssessmentFormDrawer
          courseId={courseId}
          assessment={editing.assessment}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            const created = !editing.assessment;
            setEditing(null);
            onChanged();
            // a new assessment has no questions yet: go and write them
            if (created) navigate(ACADEMY_PATHS.assessment(courseId, id));
          }}
        />
      ) : null}
    </Flex>
  );
}
