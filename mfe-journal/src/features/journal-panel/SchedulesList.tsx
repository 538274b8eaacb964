import { Alert, Button, List, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { formatDisplayDate } from '@work/shared-ui/inputs';
import { useText, type TextKey } from '../../text';
import { MyJournalSchedulesQuery, PauseJournalScheduleMutation, ResumeJournalScheduleMutation } from './journal.documents';

const STATUS_COLOUR: Record<string, string> = { active: 'green', paused: 'orange', expired: 'default' };

/** The caller's recurring journals: status, range, pause and resume (a paused schedule is read-only). */
export function SchedulesList() {
  const t = useText();
  const [{ data, error }, refetch] = useQuery({ query: MyJournalSchedulesQuery, requestPolicy: 'cache-and-network' });
  const [pauseState, pause] = useMutation(PauseJournalScheduleMutation);
  const [resumeState, resume] = useMutation(ResumeJournalScheduleMutation);
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('journal.loadFailed')}
        action={
          <Button size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('journal.retry')}
          </Button>
        }
      />
    );
  const schedules = data?.myJournalSchedules ?? [];
  if (schedules.length === 0) return null;
  return (
    <section aria-label={t('journal.schedules')}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('journal.schedules')}
      </Typography.Title>
      {pauseState.error || resumeState.error ? <Alert type="error" showIcon title={t('journal.schedule.actionFailed')} /> : null}
      <List
        size="small"
        dataSource={schedules}
        renderItem={(s) => (
          <List.Item
            actions={
              s.isExpired
                ? []
                : [
                    s.isPaused ? (
                      <Button
                        key="resume"
                        size="small"
                        aria-label={`${t('journal.schedule.resume')}: ${s.summary}`}
                        onClick={() => void resume({ id: s.id })}
                      >
                        {t('journal.schedule.resume')}
                      </Button>
                    ) : (
                      <Button
                        key="pause"
                        size="small"
                        aria-label={`${t('journal.schedule.pause')}: ${s.summary}`}
                        onClick={() => void pause({ id: s.id })}
                      >
                        {t('journal.schedule.pause')}
                      </Button>
                    ),
                  ]
            }
          >
            <List.Item.Meta
              title={
                <>
                  {s.summary} <Tag color={STATUS_COLOUR[s.status]}>{t(`journal.schedule.status.${s.status}` as TextKey)}</Tag>
                </>
              }
              description={`${s.client.name} · ${t(`journal.schedule.${s.occurrence}` as TextKey)} ${s.timeOfDay} · ${formatDisplayDate(s.range.start)} – ${formatDisplayDate(s.range.end)}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
