import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { stringifyDocument, useClient, useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import { refusalReason } from '@work/shared-ui/refusal';
import { ATTEMPT_HEARTBEAT_MS } from '@work/shared-contracts/academy';
import { useText } from '../../text';
import type { ResultOf } from '../../graphql';
import { AnswerMutation, AttemptQuery, KeepMutation, LeaveMutation, SubmitMutation } from './learning.graphql';
import { LearningPage } from './LearningPage';
import { clockText, remainingMs } from './standing';

type Attempt = NonNullable<ResultOf<typeof AttemptQuery>['assessmentAttempt']>;
type Question = Attempt['questions'][number];
interface Given {
  answerIds: string[];
  essay: string;
}

/** The server fails an attempt this long after its deadline (a request on its way still counts): ask again after it. */
const DEADLINE_GRACE_MS = 6_000;
const ESSAY_SAVE_DELAY_MS = 800;

/**
 * …/assessment/{id}/take?attempt={attemptId}: the attempt the server holds, with a visible timer. Each answer is stored
 * as it is given; leaving the page (closing it, reloading, going elsewhere) fails the attempt (§4, ADR 0288).
 */
export function TakeAssessmentPage() {
  const t = useText();
  const navigate = useNavigate();
  const { userCourseId = '', assessmentId = '' } = useParams();
  const [params] = useSearchParams();
  const attemptId = params.get('attempt') ?? '';
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AttemptQuery,
    variables: { id: attemptId },
    requestPolicy: 'network-only',
    pause: !attemptId,
  });
  const attempt = data?.assessmentAttempt;
  const base = `/academy/usercourse/${userCourseId}/assessment/${assessmentId}`;
  const underWay = attempt?.status === 'IN_PROGRESS';

  // set as the answers are handed in: the attempt is over then, but by this page's doing
  const handedIn = useRef(false);
  const wasHandedIn = useCallback(() => handedIn.current, []);
  // an attempt that is over otherwise (timed out, left in another window) shows its results instead
  useEffect(() => {
    if (attempt && attempt.status !== 'IN_PROGRESS' && !handedIn.current) navigate(`${base}/results`, { replace: true });
  }, [attempt, base, navigate]);
  useLeaveFailsAttempt(underWay ? attemptId : null, wasHandedIn);

  if (!attemptId || (error && !data)) {
    return (
      <LearningPage title={t('academy.title')} failed={attemptId ? t('academy.take.loadFailed') : null}>
        {!attemptId ? (
          <Flex vertical gap="middle">
            <Alert type="info" showIcon title={t('academy.take.noAttempt')} />
            <Link to={base}>{t('academy.module.backToCourse')}</Link>
          </Flex>
        ) : null}
      </LearningPage>
    );
  }
  return (
    <LearningPage title={attempt?.assessment.name ?? t('academy.title')} loading={fetching && !data}>
      {attempt && data && underWay ? (
        <AttemptForm
          attempt={attempt}
          platformNow={data.platformNow}
          onOver={() => refetch({ requestPolicy: 'network-only' })}
          onHandIn={(handing) => {
            handedIn.current = handing;
          }}
          onSubmitted={() => navigate(`${base}/completed`, { replace: true })}
        />
      ) : null}
    </LearningPage>
  );
}

/**
 * While `attemptId` is under way, leaving fails it. The page going away (pagehide: closing, reloading, typing another
 * address) sends leaveAssessmentAttempt as a keep-alive request started within the event, so it outlives the page; this
 * page unmounting (another route of the platform) sends it through the client. React's development double mount must
 * not count as leaving, so an unmount leaves only if no mount follows at once.
 */
function useLeaveFailsAttempt(attemptId: string | null, wasHandedIn: () => boolean) {
  const client = useClient();
  const { apiFetch } = useMountProps();
  const t = useText();
  useEffect(() => {
    if (!attemptId) return;
    const leaveWithPage = () =>
      void apiFetch('/api/graphql', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: stringifyDocument(LeaveMutation), operationName: 'AcademyLeave', variables: { attemptId } }),
      }).catch(() => undefined);
    const leave = () => void client.mutation(LeaveMutation, { attemptId }).toPromise();
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('academy.take.leaveWarning');
    };
    window.addEventListener('pagehide', leaveWithPage);
    window.addEventListener('beforeunload', warn);
    const remount = pendingLeave.get(attemptId);
    if (remount) clearTimeout(remount);
    pendingLeave.delete(attemptId);
    return () => {
      window.removeEventListener('pagehide', leaveWithPage);
      window.removeEventListener('beforeunload', warn);
      // handed in: the page going away now is no leaving
      if (wasHandedIn()) return;
      pendingLeave.set(
        attemptId,
        setTimeout(() => {
          pendingLeave.delete(attemptId);
          leave();
        }, 0),
      );
    };
  }, [attemptId, apiFetch, client, t, wasHandedIn]);
}
const pendingLeave = new Map<string, ReturnType<typeof setTimeout>>();

function AttemptForm({
  attempt,
  platformNow,
  onOver,
  onHandIn,
  onSubmitted,
}: {
  attempt: Attempt;
  platformNow: string;
  onOver: () => void;
  /** Called with true as the answers are handed in, false when that failed. */
  onHandIn: (handing: boolean) => void;
  onSubmitted: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [, save] = useMutation(AnswerMutation);
  const [, keep] = useMutation(KeepMutation);
  const [submitting, submit] = useMutation(SubmitMutation);
  const [given, setGiven] = useState<Record<string, Given>>(() =>
    Object.fromEntries(attempt.questions.map((q) => [q.questionId, { answerIds: q.chosenAnswerIds, essay: q.essay ?? '' }])),
  );
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const remaining = useRemaining(attempt.deadline, platformNow);
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });

  useEffect(() => {
    if (remaining !== 0 || timedOut) return;
    setTimedOut(true);
    const timer = setTimeout(onOver, DEADLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [remaining, timedOut, onOver]);

  // the page says it is open; a page that falls silent (closed, crashed, offline) counts as left on the server
  useEffect(() => {
    const timer = setInterval(async () => {
      const result = await keep({ attemptId: attempt.id });
      if (result.data && result.data.keepAssessmentAttempt.status !== 'IN_PROGRESS') onOver();
    }, ATTEMPT_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [attempt.id, keep, onOver]);

  const store = useCallback(
    async (questionId: string, next: Given) => {
      const result = await save({ attemptId: attempt.id, questionId, answerIds: next.answerIds, essay: next.essay || null });
      if (!result.error) return setSaveFailed(null);
      const reason = refusalReason(result.error);
      if (reason === t('academy.take.timeRanOut')) setTimedOut(true);
      setSaveFailed(reason ?? t('academy.take.saveFailed'));
    },
    [attempt.id, save, t],
  );
  const essayTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const answer = (question: Question, next: Given, delay = 0) => {
    setGiven((all) => ({ ...all, [question.questionId]: next }));
    const pending = essayTimers.current.get(question.questionId);
    if (pending) clearTimeout(pending);
    if (delay === 0) return void store(question.questionId, next);
    essayTimers.current.set(
      question.questionId,
      setTimeout(() => void store(question.questionId, next), delay),
    );
  };

  const onSubmit = async () => {
    const unanswered = attempt.questions.filter((q) => {
      const g = given[q.questionId];
      return q.type === 'ESSAY' ? !g?.essay.trim() : !g?.answerIds.length;
    }).length;
    const ok = await confirm({
      title: t('academy.take.submitConfirm'),
      content: unanswered ? t('academy.take.submitUnanswered', { count: unanswered }) : t('academy.take.submitDetail'),
      okText: t('academy.take.submit'),
    });
    if (!ok) return;
    // essays still waiting for their delayed save go first
    for (const [questionId, timer] of essayTimers.current) {
      clearTimeout(timer);
      await store(questionId, given[questionId]!);
    }
    essayTimers.current.clear();
    onHandIn(true);
    const result = await submit({ attemptId: attempt.id });
    if (result.error) {
      onHandIn(false);
      const reason = refusalReason(result.error);
      if (reason === t('academy.take.timeRanOut')) setTimedOut(true);
      return toast(reason ?? t('academy.take.submitFailed'), 'error');
    }
    onSubmitted();
  };

  const locked = timedOut || submitting.fetching;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 860 }}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ position: 'sticky', top: 0, zIndex: 1 }}>
        <Alert type="warning" showIcon title={t('academy.take.leaveWarning')} />
        {remaining !== null ? (
          <Card size="small">
            <Typography.Text strong role="timer" aria-label={t('academy.take.timeLeft')}>
              {t('academy.take.timeLeft')}: {clockText(remaining)}
            </Typography.Text>
          </Card>
        ) : null}
      </Flex>
      {timedOut ? <Alert type="error" showIcon role="alert" title={t('academy.take.timeRanOut')} /> : null}
      {saveFailed && !timedOut ? <Alert type="error" showIcon role="alert" title={saveFailed} /> : null}
      {attempt.questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={index + 1}
          total={attempt.questions.length}
          given={given[question.questionId]!}
          disabled={locked}
          onAnswer={(next, delay) => answer(question, next, delay)}
        />
      ))}
      <Button
        type="primary"
        size="large"
        style={{ alignSelf: 'flex-start' }}
        onClick={onSubmit}
        loading={submitting.fetching}
        disabled={timedOut}
      >
        {t('academy.take.submit')}
      </Button>
    </Flex>
  );
}

function QuestionCard({
  question,
  number,
  total,
  given,
  disabled,
  onAnswer,
}: {
  question: Question;
  number: number;
  total: number;
  given: Given;
  disabled: boolean;
  onAnswer: (next: Given, delay?: number) => void;
}) {
  const t = useText();
  const heading = `question-${question.id.replace(/\W/g, '-')}`;
  return (
    <Card size="small" role="group" aria-labelledby={heading}>
      <Typography.Text type="secondary">{t('academy.take.question', { number, total })}</Typography.Text>
      <Typography.Paragraph id={heading} strong style={{ whiteSpace: 'pre-line' }}>
        {question.text}
      </Typography.Paragraph>
      {question.type === 'SINGLE' ? (
        <Radio.Group
          aria-labelledby={heading}
          disabled={disabled}
          value={given.answerIds[0]}
          onChange={(event) => onAnswer({ ...given, answerIds: [String(event.target.value)] })}
        >
          <Flex vertical gap="small">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id}>
                {option.text}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      ) : question.type === 'MULTI' ? (
        <Checkbox.Group
          aria-labelledby={heading}
          disabled={disabled}
          value={given.answerIds}
          onChange={(values) => onAnswer({ ...given, answerIds: (values as string[]).map(String) })}
        >
          <Flex vertical gap="small">
            {question.options.map((option) => (
              <Checkbox key={option.id} value={option.id}>
                {option.text}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      ) : (
        <Input.TextArea
          aria-label={t('academy.take.essayLabel', { number })}
          disabled={disabled}
          autoSize={{ minRows: 5 }}
          maxLength={10_000}
          showCount
          value={given.essay}
          onChange={(event) => onAnswer({ ...given, essay: event.target.value }, ESSAY_SAVE_DELAY_MS)}
          onBlur={() => onAnswer(given)}
        />
      )}
    </Card>
  );
}

/** Milliseconds left by the platform clock, ticking every second; null without a time limit. */
function useRemaining(deadline: string | null, platformNow: string): number | null {
  const [offset] = useState(() => Date.parse(platformNow) - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return remainingMs(deadline, offset, now);
}
