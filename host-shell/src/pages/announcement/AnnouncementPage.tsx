import { Button, Flex, Result, Spin, Typography } from 'antd';
import { DateTime } from 'luxon';
import { useClient, useQuery, type CombinedError } from 'urql';
import { graphql } from '../../graphql/graphql';
import { shellNavigate, useLocationKey } from '../../app/location';
import { AnnouncementCard } from '../../toolbar/announcements/AnnouncementCard';
import { announceAnswered } from '../../toolbar/announcements/answered';
import { t } from './text';

export const MY_ANNOUNCEMENT = graphql(`
  query ShellMyAnnouncement($id: ID!) {
    myAnnouncement(id: $id) {
      id
      state
      respondedAt
      response
      announcement {
        id
        name
        content
        type
        activatedAt
        actions {
          id
          name
          targetState
        }
      }
    }
  }
`);

/** The assignment id of /announcement/{id}. */
export function announcementIdOf(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const when = (iso: string) => DateTime.fromISO(iso).toFormat('LLL d, yyyy HH:mm');

/** What the page says instead of the announcement: complete (CONFLICT), not the croudie's or gone, or a failed load. */
function problemOf(error: CombinedError): 'complete' | 'notFound' | 'failed' {
  const code = error.graphQLErrors[0]?.extensions?.['code'];
  if (code === 'CONFLICT') return 'complete';
  if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT') return 'notFound';
  return 'failed';
}

/**
 * /announcement/{id} (shell-and-freelancer.md §2): one of the croudie's announcements, by the assignment id the
 * notification panel links with. Unread, it offers the panel's buttons (Mark as Read, Dismiss, Reply, its own
 * actions); answered, it says how. A complete or unknown one gets a clear message instead (ADR 0287: the API refuses a
 * complete one).
 */
export function AnnouncementPage() {
  const id = announcementIdOf(useLocationKey().split('?')[0] ?? '');
  const client = useClient();
  const [{ data, error, fetching }, reload] = useQuery({ query: MY_ANNOUNCEMENT, variables: { id }, requestPolicy: 'network-only' });
  const assignment = data?.myAnnouncement;

  const heading = (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {t('shell.announcementPage.title')}
    </Typography.Title>
  );
  if (!assignment && (fetching || !error)) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (!assignment) {
    const problem = problemOf(error!);
    return (
      <Flex vertical style={{ padding: 24 }}>
        {heading}
        <Result
          status={problem === 'failed' ? 'warning' : 'info'}
          title={t(`shell.announcementPage.${problem}.title`)}
          subTitle={t(`shell.announcementPage.${problem}.text`)}
          extra={
            problem === 'failed' ? (
              <Button type="primary" onClick={() => reload({ requestPolicy: 'network-only' })}>
                {t('shell.announcementPage.retry')}
              </Button>
            ) : (
              <Button onClick={() => shellNavigate('/')}>{t('shell.announcementPage.home')}</Button>
            )
          }
        />
      </Flex>
    );
  }

  const answered = assignment.state !== 'unread';
  const { activatedAt } = assignment.announcement;
  return (
    <Flex vertical gap="middle" style={{ padding: 24, maxWidth: 760 }}>
      {heading}
      {activatedAt ? (
        <Typography.Text type="secondary">{t('shell.announcementPage.sentOn', { date: when(activatedAt) })}</Typography.Text>
      ) : null}
      <AnnouncementCard
        assignment={assignment}
        client={client}
        answered={answered}
        headingLevel={2}
        footer={answered ? <AnswerSummary assignment={assignment} /> : null}
        // answered: read again, so the page shows how; the bell's count drops at once
        onAnswered={() => {
          announceAnswered();
          reload({ requestPolicy: 'network-only' });
        }}
      />
    </Flex>
  );
}

function AnswerSummary({ assignment }: { assignment: { state: string; respondedAt: string | null; response: string | null } }) {
  return (
    <Flex vertical gap={4} role="status" style={{ marginTop: 12 }}>
      <Typography.Text strong>
        {assignment.respondedAt
          ? t('shell.announcementPage.respondedOn', { date: when(assignment.respondedAt) })
          : t(assignment.state === 'declined' ? 'shell.announcementPage.declined' : 'shell.announcementPage.read')}
      </Typography.Text>
      {assignment.response ? (
        <Typography.Text>{t('shell.announcementPage.yourReply', { response: assignment.response })}</Typography.Text>
      ) : null}
    </Flex>
  );
}
