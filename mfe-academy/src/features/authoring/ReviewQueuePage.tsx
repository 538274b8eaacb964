import { useId, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, Pagination, Spin, Tag, Typography, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { ACADEMY_MESSAGES, FEEDBACK_MAX } from '@work/shared-contracts/academy';
import { EmptyState, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { AcademyNav } from './AcademyNav';
import { ReviewAttemptMutation, ReviewQueueQuery, type ReviewAttempt } from './authoring.graphql';
import { instantText } from './display';
import { useToasts } from './feedback';

const PAGE_SIZE = 10;

/**
 * /academy/review: essay attempts waiting for a reviewer (§4 "An essay submission is reviewed by a person who passes or
 * fails it"), oldest first: who, which course and assessment, when it was submitted, every answer as given (the choice
 * questions marked against the correct answers), and Pass or Fail with feedback the croudie reads.
 */
export function ReviewQueuePage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ReviewQueueQuery,
    variables: { pagination: { page, limit: PAGE_SIZE } },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const attempts = data?.academyReviewQueue.attempts ?? [];
  const total = data?.academyReviewQueue.pagination.total ?? 0;

  return (
    <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Flex vertical gap="middle">
        <AcademyNav />
        <Flex justify="space-between" align="baseline" wrap gap="small">
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {t('academy.admin.review.title')}
          </Typography.Title>
          {data ? <Typography.Text type="secondary">{t('academy.admin.review.waiting', { total })}</Typography.Text> : null}
        </Flex>
        <Typography.Text type="secondary">{t('academy.admin.review.intro')}</Typography.Text>
        {error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('academy.admin.loadFailed')}
            action={<Button onClick={reload}>{t('academy.admin.retry')}</Button>}
          />
        ) : null}
        {!data && fetching ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin aria-label={t('academy.admin.review.title')} />
          </Flex>
        ) : null}
        {data && attempts.length === 0 ? <EmptyState title={t('academy.admin.review.empty')} /> : null}
        {attempts.map((attempt) => (
          <AttemptReview key={attempt.id} attempt={attempt} onReviewed={reload} />
        ))}
        {total > PAGE_SIZE ? (
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(next) =>
              setParams((current) => {
                const nextParams = new URLSearchParams(current);
                if (next === 1) nextParams.delete('page');
                else nextParams.set('page', String(next));
                return nextParams;
              })
            }
          />
        ) : null}
      </Flex>
    </RemotePage>
  );
}

function AttemptReview({ attempt, onReviewed }: { attempt: ReviewAttempt; onReviewed: () => void }) {
  const t = useText();
  const toasts = useToasts();
  const feedbackId = useId();
  const [feedback, setFeedback] = useState('');
  const [deciding, setDeciding] = useState<'pass' | 'fail' | null>(null);
  const [, review] = useMutation(ReviewAttemptMutation);
  const name = attempt.croudie.fullName;
  const tooLong = feedback.trim().length > FEEDBACK_MAX;
  const correctOf = new Map(attempt.assessment.questions.map((q) => [q.id, new Set(q.answers.filter((a) => a.correct).map((a) => a.id))]));

  const decide = async (passed: boolean) => {
    if (tooLong) return;
    setDeciding(passed ? 'pass' : 'fail');
    const outcome = await review({ id: attempt.id, passed, feedback: feedback.trim() || null });
    setDeciding(null);
    if (outcome.error) return toasts.failed('academy.admin.review.reviewFailed', outcome.error);
    toasts.done(passed ? 'academy.admin.review.passed' : 'academy.admin.review.failed');
    onReviewed();
  };

  const title = t('academy.admin.review.attempt', { croudie: name, assessment: attempt.assessment.name });
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      role="article"
      aria-label={title}
    >
      <Flex vertical gap="middle">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'croudie',
              label: t('academy.admin.croudies.column.croudie'),
              children: attempt.croudie.emailAddress ? `${name} (${attempt.croudie.emailAddress})` : name,
            },
            { key: 'course', label: t('academy.admin.review.course'), children: attempt.course.name },
            { key: 'assessment', label: t('academy.admin.review.assessment'), children: attempt.assessment.name },
            { key: 'submitted', label: t('academy.admin.review.submitted'), children: instantText(attempt.finishedAt) },
            {
              key: 'score',
              label: t('academy.admin.review.score'),
              children:
                attempt.score === null || attempt.score === undefined
                  ? t('academy.admin.review.noScore')
                  : t('academy.admin.review.scoreValue', { score: attempt.score, passScore: attempt.passScore }),
            },
          ]}
        />
        <ol style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 16 }}>
          {attempt.questions.map((question, index) => (
            <li key={question.questionId} aria-label={t('academy.admin.review.question', { n: index + 1 })}>
              <AnsweredQuestion question={question} correct={correctOf.get(question.questionId)} />
            </li>
          ))}
        </ol>
        <Flex vertical gap={4}>
          <Typography.Text strong>
            <label htmlFor={feedbackId}>{t('academy.admin.review.feedback')}</label>
          </Typography.Text>
          <Input.TextArea
            id={feedbackId}
            value={feedback}
            autoSize={{ minRows: 3, maxRows: 10 }}
            count={{ show: true, max: FEEDBACK_MAX }}
            status={tooLong ? 'error' : undefined}
            aria-describedby={`${feedbackId}-help`}
            onChange={(e) => setFeedback(e.target.value)}
          />
          <Typography.Text id={`${feedbackId}-help`} type={tooLong ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {tooLong ? ACADEMY_MESSAGES.tooLong(FEEDBACK_MAX) : t('academy.admin.review.feedbackHint')}
          </Typography.Text>
        </Flex>
        <Flex gap="small">
          <Button
            type="primary"
            loading={deciding === 'pass'}
            disabled={deciding !== null || tooLong}
            aria-label={t('academy.admin.review.passLabel', { name })}
            onClick={() => void decide(true)}
          >
            {t('academy.admin.review.pass')}
          </Button>
          <Button
            danger
            loading={deciding === 'fail'}
            disabled={deciding !== null || tooLong}
            aria-label={t('academy.admin.review.failLabel', { name })}
            onClick={() => void decide(false)}
          >
            {t('academy.admin.review.fail')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function AnsweredQuestion({ question, correct }: { question: ReviewAttempt['questions'][number]; correct: Set<string> | undefined }) {
  const t = useText();
  const { token } = theme.useToken();
  const chosen = new Set(question.chosenAnswerIds);
  if (question.type === 'ESSAY') {
    return (
      <Flex vertical gap={4}>
        <Typography.Text strong>{question.text}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('academy.admin.review.essayAnswer')}
        </Typography.Text>
        {question.essay ? (
          <blockquote
            style={{
              margin: 0,
              padding: '8px 12px',
              whiteSpace: 'pre-wrap',
              background: token.colorFillQuaternary,
              borderInlineStart: `3px solid ${token.colorPrimary}`,
            }}
          >
            {question.essay}
          </blockquote>
        ) : (
          <Typography.Text type="secondary" italic>
            {t('academy.admin.review.noAnswer')}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  const right = correct ? correct.size === chosen.size && [...correct].every((id) => chosen.has(id)) : null;
  return (
    <Flex vertical gap={4}>
      <Flex gap="small" align="baseline" wrap>
        <Typography.Text strong>{question.text}</Typography.Text>
        {right === null ? null : (
          <Tag color={right ? 'green' : 'red'}>{t(right ? 'academy.admin.review.right' : 'academy.admin.review.wrong')}</Tag>
        )}
      </Flex>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {question.options.map((option) => (
          <li key={option.optionId}>
            <Flex gap="small" align="baseline" wrap>
              <span>{option.text}</span>
              {chosen.has(option.optionId) ? <Tag color="blue">{t('academy.admin.review.chosen')}</Tag> : null}
              {correct?.has(option.optionId) ? <Tag color="green">{t('academy.admin.review.correctAnswer')}</Tag> : null}
            </Flex>
          </li>
        ))}
      </ul>
      {question.chosenAnswerIds.length === 0 ? (
        <Typography.Text type="secondary" italic>
          {t('academy.admin.review.noAnswer')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
