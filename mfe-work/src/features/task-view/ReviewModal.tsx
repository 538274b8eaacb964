import { useState } from 'react';
import { Alert, Flex, Input, Modal, Radio, Rate, Typography } from 'antd';
import { useMutation } from 'urql';
import { useText } from '../../text';
import { PassMutation, RequestRevisionsMutation, SubmitReviewMutation } from './task.query';
import { actionLabel, errorText, passFeedbackError, RATING_FIELDS, ratingsInput, type ActionName, type Ratings } from './taskView';

export type ReviewMode = 'PASS' | 'REQUEST_REVISIONS' | 'SUBMIT_REVIEW';

/** The reviewer's and job owner's form: timeline feedback, and private ratings when the work passes. */
export function ReviewModal({
  mode,
  taskId,
  recurring,
  onClose,
  onDone,
}: {
  mode: ReviewMode;
  taskId: string;
  recurring: boolean;
  onClose: () => void;
  onDone: (action: ActionName) => void;
}) {
  const t = useText();
  const [outcome, setOutcome] = useState<'PASS' | 'REVISIONS'>('PASS');
  const [feedback, setFeedback] = useState('');
  const [ratings, setRatings] = useState<Ratings>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pass, doPass] = useMutation(PassMutation);
  const [revise, doRevise] = useMutation(RequestRevisionsMutation);
  const [reviewed, doReview] = useMutation(SubmitReviewMutation);
  const passing = mode === 'PASS' || (mode === 'SUBMIT_REVIEW' && outcome === 'PASS');

  const confirm = async () => {
    const fieldProblem = passing ? passFeedbackError(feedback, recurring) : feedback.trim() ? null : t('work.task.feedback.required');
    setProblem(fieldProblem);
    if (fieldProblem) return;
    setFailure(null);
    const given = passing ? ratingsInput(ratings) : null;
    const result =
      mode === 'PASS'
        ? await doPass({ taskId, feedback, ratings: given })
        : mode === 'REQUEST_REVISIONS'
          ? await doRevise({ taskId, feedback })
          : await doReview({ taskId, outcome, feedback, ratings: given });
    if (result.error) setFailure(errorText(result.error));
    else onDone(mode);
  };

  return (
    <Modal
      open
      title={actionLabel(mode)}
      okText={actionLabel(mode)}
      cancelText={t('work.task.action.cancel')}
      confirmLoading={pass.fetching || revise.fetching || reviewed.fetching}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Flex vertical gap="middle">
        {failure && <Alert type="error" showIcon title={failure} />}
        {mode === 'SUBMIT_REVIEW' && (
          <Radio.Group
            aria-label={t('work.task.review.outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as 'PASS' | 'REVISIONS')}
          >
            <Radio value="PASS">{t('work.task.review.pass')}</Radio>
            <Radio value="REVISIONS">{t('work.task.review.revisions')}</Radio>
          </Radio.Group>
        )}
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('work.task.feedback')}</Typography.Text>
          <Input.TextArea
            aria-label={t('work.task.feedback')}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            rows={4}
            maxLength={5000}
            showCount
            status={problem ? 'error' : undefined}
          />
          {passing && (
            <Typography.Text type="secondary">
              {recurring ? t('work.task.feedback.hintRecurring') : t('work.task.feedback.hint')}
            </Typography.Text>
          )}
          {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
        </Flex>
        {passing && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('work.task.ratings')}</Typography.Text>
            {RATING_FIELDS.map((f) => (
              <Flex key={f} justify="space-between" align="center">
                <Typography.Text>{t(`work.task.rating.${f}`)}</Typography.Text>
                <div role="radiogroup" aria-label={t(`work.task.rating.${f}`)}>
                  <Rate count={3} value={ratings[f] ?? 0} onChange={(value) => setRatings((r) => ({ ...r, [f]: value }))} />
                </div>
              </Flex>
            ))}
            <Input.TextArea
              aria-label={t('work.task.rating.otherComments')}
              placeholder={t('work.task.rating.otherComments')}
              value={ratings.otherComments ?? ''}
              onChange={(e) => setRatings((r) => ({ ...r, otherComments: e.target.value }))}
              rows={2}
              maxLength={2000}
            />
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
