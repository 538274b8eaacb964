import { useState } from 'react';
import { Button } from 'antd';
import { useMutation } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { useText } from '../../../text';
import { jobDays } from '../extendPhase';
import { useExtendPhase } from '../useExtendPhase';
import { useToast } from '../../../common/useToast';
import { DeleteJobModal } from './DeleteJobModal';
import {
  CopyJobMutation,
  DeleteJobMutation,
  PublishJobMutation,
  StartJobMutation,
  TakeJobOwnershipMutation,
  type PlanFormsJob,
} from './job.graphql';
import { needsPayments } from './jobStatus';
import { ScheduleJobModal } from './ScheduleJobModal';

/**
 * A job's lifecycle actions (§4), each only when the API's `availableActions` allow it: Publish, Start, Schedule,
 * Copy, Take ownership, Delete (behind a confirmation; a started job's asks what to pay each active task). `onChanged`
 * after a change to this job (it reloads, and so does the plan); `onGone` once it is deleted.
 */
export function JobActions({
  job,
  clock,
  onChanged,
  onCopied,
  onGone,
}: {
  job: PlanFormsJob;
  clock: { now: Date; today: string };
  onChanged: () => void;
  onCopied: () => void;
  onGone: () => void;
}) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const extendPhase = useExtendPhase();
  const [publishing, publish] = useMutation(PublishJobMutation);
  const [starting, start] = useMutation(StartJobMutation);
  const [copying, copy] = useMutation(CopyJobMutation);
  const [taking, take] = useMutation(TakeJobOwnershipMutation);
  const [deleting, remove] = useMutation(DeleteJobMutation);
  const [dialog, setDialog] = useState<'schedule' | 'delete' | null>(null);
  const may = (action: PlanFormsJob['availableActions'][number]) => job.availableActions.includes(action);

  const changed = (ok: boolean, failed: string, success = t('plan.forms.updated')) => {
    if (!ok) {
      toast(failed, 'error');
      return;
    }
    toast(success, 'success');
    onChanged();
  };

  const startJob = async () => {
    // started now: the plan shows it from today unless it has a planned start
    const days = jobDays({ startsAt: job.startsAt ?? null, dueAt: job.dueAt ?? null, startsToday: true, today: clock.today });
    if (!(await extendPhase(job.phase?.id ?? null, days))) return;
    const result = await start({ id: job.id });
    changed(!result.error && Boolean(result.data?.startJob), t('plan.forms.job.updateFailed'));
  };

  const copyJob = async () => {
    const result = await copy({ id: job.id });
    if (result.error || !result.data?.copyJob) {
      toast(t('plan.forms.job.copyFailed'), 'error');
      return;
    }
    toast(t('plan.forms.created'), 'success');
    onCopied();
  };

  const deleteJob = async () => {
    if (needsPayments(job)) {
      setDialog('delete');
      return;
    }
    const sure = await confirm({
      title: t('plan.forms.job.deleteConfirm', { name: job.name }),
      okText: t('plan.forms.delete'),
      danger: true,
    });
    if (!sure) return;
    const result = await remove({ id: job.id });
    if (result.error || !result.data?.deleteJob) {
      toast(t('plan.forms.job.deleteFailed'), 'error');
      return;
    }
    toast(t('plan.forms.deleted'), 'success');
    onGone();
  };

  return (
    <>
      {may('PUBLISH') ? (
        <Button
          loading={publishing.fetching}
          onClick={() =>
            void publish({ id: job.id }).then((r) => changed(!r.error && Boolean(r.data?.publishJob), t('plan.forms.job.updateFailed')))
          }
        >
          {t('plan.forms.job.publish')}
        </Button>
      ) : null}
      {may('START') ? (
        <Button loading={starting.fetching} onClick={() => void startJob()}>
          {t('plan.forms.job.start')}
        </Button>
      ) : null}
      {may('SCHEDULE') ? <Button onClick={() => setDialog('schedule')}>{t('plan.forms.job.schedule')}</Button> : null}
      {may('COPY') ? (
        <Button loading={copying.fetching} onClick={() => void copyJob()}>
          {t('plan.forms.job.copy')}
        </Button>
      ) : null}
      {may('TAKE_OWNERSHIP') ? (
        <Button
          loading={taking.fetching}
          onClick={() =>
            void take({ id: job.id }).then((r) =>
              changed(!r.error && Boolean(r.data?.takeJobOwnership), t('plan.forms.job.ownershipFailed')),
            )
          }
        >
          {t('plan.forms.job.takeOwnership')}
        </Button>
      ) : null}
      {may('DELETE') ? (
        <Button danger loading={deleting.fetching} onClick={() => void deleteJob()}>
          {t('plan.forms.delete')}
        </Button>
      ) : null}
      {dialog === 'schedule' ? (
        <ScheduleJobModal job={job} now={clock.now} onClose={() => setDialog(null)} onScheduled={onChanged} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteJobModal
          job={job}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            onGone();
          }}
        />
      ) : null}
    </>
  );
}
