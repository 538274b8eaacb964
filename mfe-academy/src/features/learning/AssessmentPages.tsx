import { Alert, Button, Flex, Result, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { NotFoundResult, useMountProps, useSession } from '@work/shared-ui';
import { formatterIn } from '@work/shared-ui/dates';
import { refusalCode, refusalReason } from '@work/shared-ui/refusal';
import { useText } from '../../text';
import type { ResultOf } from '../../graphql';
import { StartAttemptMutation, UserCourseQuery } from './learning.graphql';
import { LearningPage, unableText } from './LearningPage';
import { FAIL_REASON_TEXT, STANDING_COLOUR, STANDING_TEXT, takeOffered, type FailReason, type Standing } from './standing';

type UserAssessment = NonNullable<ResultOf<typeof UserCourseQuery>['userCourse']>['assessments'][number];

/** The croudie's user course and one of its live assessments, from the route's ids. */
function useUserAssessment() {
  const { userCourseId = '', assessmentId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: UserCourseQuery,
    variables: { id: userCourseId },
    requestPolicy: 'cache-and-network',
  });
  const userCourse = data?.userCourse;
  const mine = userCourse?.assessments.find((a) => a.assessment.id === assessmentId);
  return { userCourseId, assessmentId, data, fetching, error, userCourse, mine, reload: () => refetch({ requestPolicy: 'network-only' }) };
}

function useWhen() {
  const session = useSession();
  return (iso: string) => formatterIn(session.me.timezone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function StandingTag({ mine }: { mine: UserAssessment }) {
  const t = useText();
  const when = useWhen();
  const standing = mine.standing as Standing;
  return (
    <Tag color={STANDING_COLOUR[standing]} style={{ alignSelf: 'flex-start' }}>
      {t(STANDING_TEXT[standing], { date: mine.retakeAvailableAt ? when(mine.retakeAvailableAt) : '' })}
    </Tag>
  );
}

/** Starts an attempt and opens it; the server says why not when it cannot ("Unable to take assessment: …"). */
function useTake(userCourseId: string, assessmentId: string) {
  const t = useText();
  const navigate = useNavigate();
  const { bus } = useMountProps();
  const [starting, start] = useMutation(StartAttemptMutation);
  const take = async () => {
    const result = await start({ userCourseId, assessmentId });
    const attempt = result.data?.startAssessmentAttempt;
    if (result.error || !attempt) {
      bus.publish('toast:show', { text: unableText(t('academy.assessment.unable'), refusalReason(result.error)), color: 'error' });
      return;
    }
    navigate(`/academy/usercourse/${userCourseId}/assessment/${assessmentId}/take?attempt=${attempt.id}`);
  };
  return { take, starting: starting.fetching };
}

/** /academy/usercourse/{id}/assessment/{assessmentId}: what the assessment asks, where the croudie stands, Take. */
export function AssessmentIntroPage() {
  const t = useText();
  const { userCourseId, assessmentId, data, fetching, error, userCourse, mine, reload } = useUserAssessment();
  const { take, starting } = useTake(userCourseId, assessmentId);
  if (refusalCode(error) === 'NOT_FOUND' || (userCourse && !mine)) return <NotFoundResult />;
  const a = mine?.assessment;
  const standing = mine?.standing as Standing | undefined;
  const onCourse = userCourse?.status !== 'INACTIVE';
  return (
    <LearningPage
      title={a?.name ?? t('academy.title')}
      loading={fetching && !data}
      failed={error && !data ? t('academy.course.loadFailed') : null}
      onRetry={reload}
    >
      {mine && a && userCourse ? (
        <Flex vertical gap="large" style={{ maxWidth: 760 }}>
          <Link to={`/academy/mycourse/${userCourse.course.id}`}>{t('academy.module.backToCourse')}</Link>
          <StandingTag mine={mine} />
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>
              {a.timeLimitMinutes
                ? t('academy.assessment.timeLimit', { minutes: a.timeLimitMinutes })
                : t('academy.assessment.noTimeLimit')}
            </li>
            <li>
              {a.questionCount ? t('academy.assessment.questions', { count: a.questionCount }) : t('academy.assessment.allQuestions')}
            </li>
            <li>{t('academy.assessment.passScore', { score: a.passScore })}</li>
            <li>{t('academy.assessment.retakes', { count: a.retakesAllowed, days: a.retakeWaitDays })}</li>
          </ul>
          {standing && takeOffered(standing) && onCourse ? (
            <>
              <Alert type="warning" showIcon title={t('academy.assessment.rules')} />
              <Button type="primary" size="large" style={{ alignSelf: 'flex-start' }} loading={starting} onClick={take}>
                {t(standing === 'AVAILABLE' ? 'academy.assessment.take' : 'academy.assessment.retake')}
              </Button>
            </>
          ) : standing === 'IN_PROGRESS' ? (
            <Alert type="info" showIcon title={t('academy.assessment.underWay')} />
          ) : mine.lastAttempt ? (
            <Link to={`/academy/usercourse/${userCourse.id}/assessment/${a.id}/results`}>{t('academy.assessment.results')}</Link>
          ) : null}
        </Flex>
      ) : null}
    </LearningPage>
  );
}

/** …/completed (just submitted) and …/results: the outcome of the croudie's latest attempt, and whether a retake is open. */
export function AssessmentResultsPage({ completed = false }: { completed?: boolean }) {
  const t = useText();
  const { userCourseId, assessmentId, data, fetching, error, userCourse, mine, reload } = useUserAssessment();
  const { take, starting } = useTake(userCourseId, assessmentId);
  if (refusalCode(error) === 'NOT_FOUND' || (userCourse && !mine)) return <NotFoundResult />;
  const attempt = mine?.lastAttempt;
  const name = mine?.assessment.name ?? '';
  const standing = mine?.standing as Standing | undefined;
  const outcome =
    attempt?.status === 'PASSED'
      ? { status: 'success' as const, title: t('academy.results.passed') }
      : attempt?.status === 'FAILED'
        ? { status: 'error' as const, title: t('academy.results.failed') }
        : attempt?.status === 'PENDING_REVIEW'
          ? { status: 'info' as const, title: t('academy.results.pending') }
          : { status: 'info' as const, title: t(attempt ? 'academy.results.inProgress' : 'academy.results.none') };
  return (
    <LearningPage
      title={completed ? t('academy.completed.title') : t('academy.results.title', { name })}
      loading={fetching && !data}
      failed={error && !data ? t('academy.course.loadFailed') : null}
      onRetry={reload}
    >
      {mine && userCourse ? (
        <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
          <Result
            status={outcome.status}
            title={<h2 style={{ margin: 0, fontSize: 24 }}>{outcome.title}</h2>}
            subTitle={
              <Flex vertical gap={4}>
                {completed ? <span>{name}</span> : null}
                {attempt?.score != null ? (
                  <span>{t('academy.results.score', { score: attempt.score, pass: attempt.passScore })}</span>
                ) : null}
                {attempt?.failReason ? <span>{t(FAIL_REASON_TEXT[attempt.failReason as FailReason])}</span> : null}
              </Flex>
            }
            extra={
              <Flex gap="small" justify="center" wrap>
                {standing && takeOffered(standing) && userCourse.status !== 'INACTIVE' ? (
                  <Button type="primary" loading={starting} onClick={take}>
                    {t('academy.assessment.retake')}
                  </Button>
                ) : null}
                <Link to={`/academy/mycourse/${userCourse.course.id}`}>{t('academy.results.backToCourse')}</Link>
              </Flex>
            }
          />
          {standing && attempt?.status === 'FAILED' ? <StandingTag mine={mine} /> : null}
          {attempt?.feedback ? (
            <Alert
              type={attempt.status === 'PASSED' ? 'success' : 'info'}
              title={t('academy.results.feedback')}
              description={attempt.feedback}
            />
          ) : null}
        </Flex>
      ) : null}
    </LearningPage>
  );
}
