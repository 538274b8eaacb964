import { useState } from 'react';
import { Alert, Col, Form as AntForm, Modal, Row } from 'antd';
import { DateTime } from 'luxon';
import { useMutation } from 'urql';
import { DateInput, TimeOfDayInput } from '@work/shared-ui/inputs';
import { useText } from '../../../text';
import { EARLIEST_DAY, LATEST_DAY } from '../fields';
import { refusalOf } from '@work/shared-ui/refusal';
import { useToast } from '../../../common/useToast';
import { ScheduleJobMutation, type PlanFormsJob } from './job.graphql';
import { DEFAULT_TIMEZONE, instantOf } from './jobForm';

/** The first quarter hour after `now` in `zone`: a day and a time the time-of-day input offers. */
export function nextQuarterHour(now: Date, zone: string): { day: string; time: string } {
  const local = DateTime.fromJSDate(now).setZone(zone || DEFAULT_TIMEZONE);
  const next = local.startOf('hour').plus({ minutes: (Math.floor(local.minute / 15) + 1) * 15 });
  return { day: next.toISODate()!, time: next.toFormat('HH:mm') };
}

/**
 * Schedule a job (§4): a day and time in the job's time zone; the server starts it then (platform clock). A time in
 * the past is the API's to refuse ("Choose a time in the future"), shown here.
 */
export function ScheduleJobModal({
  job,
  now,
  onClose,
  onScheduled,
}: {
  job: PlanFormsJob;
  now: Date;
  onClose: () => void;
  onScheduled: () => void;
}) {
  const t = useText();
  const toast = useToast();
  const zone = job.timezone || DEFAULT_TIMEZONE;
  const first = nextQuarterHour(now, zone);
  const [day, setDay] = useState(first.day);
  const [time, setTime] = useState<string | null>(first.time);
  const [problem, setProblem] = useState<string | null>(null);
  const [scheduling, schedule] = useMutation(ScheduleJobMutation);

  const submit = async () => {
    const at = instantOf(day, time, zone);
    if (!at) {
      setProblem(t('plan.forms.job.scheduleNeedsTime'));
      return;
    }
    const result = await schedule({ id: job.id, at });
    if (result.error || !result.data?.scheduleJob) {
      const refused = refusalOf(result.error).fieldErrors['at'];
      if (refused) setProblem(refused);
      else toast(t('plan.forms.job.updateFailed'), 'error');
      return;
    }
    toast(t('plan.forms.updated'), 'success');
    onScheduled();
    onClose();
  };

  return (
    <Modal
      open
      title={t('plan.forms.job.scheduleTitle', { name: job.name })}
      okText={t('plan.forms.job.schedule')}
      cancelText={t('plan.forms.cancel')}
      okButtonProps={{ loading: scheduling.fetching }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      closable={{ 'aria-label': t('plan.forms.close') }}
    >
      <p>{t('plan.forms.job.scheduleHelp', { zone })}</p>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <AntForm.Item label={t('plan.forms.job.scheduleDate')} htmlFor="plan-schedule-day" layout="vertical">
            <DateInput
              id="plan-schedule-day"
              aria-label={t('plan.forms.job.scheduleDate')}
              value={day}
              min={EARLIEST_DAY}
              max={LATEST_DAY}
              onChange={setDay}
            />
          </AntForm.Item>
        </Col>
        <Col xs={24} sm={12}>
          <AntForm.Item label={t('plan.forms.job.scheduleTime')} htmlFor="plan-schedule-time" layout="vertical">
            <TimeOfDayInput id="plan-schedule-time" aria-label={t('plan.forms.job.scheduleTime')} value={time} onChange={setTime} />
          </AntForm.Item>
        </Col>
      </Row>
    </Modal>
  );
}
