import { Alert, Button, Flex, Modal } from 'antd';
import * as v from 'valibot';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { JobTaskPaymentSchema } from '@work/shared-contracts/plan';
import { FormField } from '@work/shared-ui/forms';
import { CurrencyInput } from '@work/shared-ui/inputs';
import { useText } from '../../../text';
import { useToast } from '../../../common/useToast';
import { DeleteJobMutation, type PlanFormsJob } from './job.graphql';

type Amounts = Record<string, number | null | undefined>;
/** A task's amount field: flat names (final-form would read `amounts.12` as an array index). */
const fieldOf = (taskId: string) => `task${taskId}`;

/** Each active task's amount: required, 0 or more, two decimals (the shared JobTaskPaymentSchema). */
export function paymentErrors(
  job: Pick<PlanFormsJob, 'activeTasks'>,
  amounts: Amounts,
  required: string,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const task of job.activeTasks) {
    const amount = amounts[fieldOf(task.id)];
    if (amount === null || amount === undefined || Number.isNaN(amount)) errors[fieldOf(task.id)] = required;
    else {
      const result = v.safeParse(JobTaskPaymentSchema, { taskId: task.id, amount });
      if (!result.success) errors[fieldOf(task.id)] = result.issues[0].message;
    }
  }
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * Deleting a started job (§4): an amount to pay for each task a croudie is working on (0 allowed), sent as `payments`;
 * each becomes a work log the croudie can invoice.
 */
export function DeleteJobModal({ job, onClose, onDeleted }: { job: PlanFormsJob; onClose: () => void; onDeleted: () => void }) {
  const t = useText();
  const toast = useToast();
  const [, remove] = useMutation(DeleteJobMutation);
  const title = t('plan.forms.job.deleteConfirm', { name: job.name });

  const submit = async (amounts: Amounts) => {
    const payments = job.activeTasks.map((task) => ({ taskId: task.id, amount: Number(amounts[fieldOf(task.id)]) }));
    const result = await remove({ id: job.id, payments });
    if (result.error || !result.data?.deleteJob) {
      toast(t('plan.forms.job.deleteFailed'), 'error');
      return { [FORM_ERROR]: t('plan.forms.job.deleteFailed') };
    }
    toast(t('plan.forms.deleted'), 'success');
    onDeleted();
    return undefined;
  };

  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden closable={{ 'aria-label': t('plan.forms.close') }}>
      <Form<Amounts> onSubmit={submit} validate={(amounts) => paymentErrors(job, amounts, t('plan.forms.error.required'))}>
        {({ handleSubmit, submitting, submitError }) => (
          <form
            aria-label={title}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              // the modal sits inside the job's form in React's tree, where a submit would bubble up and save the job
              e.stopPropagation();
              void handleSubmit();
            }}
          >
            <p>{t('plan.forms.job.paymentsHelp')}</p>
            {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
            {job.activeTasks.map((task) => {
              const label = t('plan.forms.job.paymentFor', { croudie: task.croudieName, task: task.name });
              return (
                <FormField<number | null> key={task.id} name={fieldOf(task.id)} label={label} idPrefix="plan-delete-job">
                  {(input, { id, invalid }) => (
                    <CurrencyInput
                      id={id}
                      aria-label={label}
                      value={input.value ?? null}
                      status={invalid ? 'error' : undefined}
                      onChange={(amount) => input.onChange(amount ?? null)}
                      onBlur={() => input.onBlur()}
                    />
                  )}
                </FormField>
              );
            })}
            <Flex gap="small" justify="flex-end">
              <Button onClick={onClose}>{t('plan.forms.cancel')}</Button>
              <Button type="primary" danger htmlType="submit" loading={submitting}>
                {t('plan.forms.delete')}
              </Button>
            </Flex>
          </form>
        )}
      </Form>
    </Modal>
  );
}
