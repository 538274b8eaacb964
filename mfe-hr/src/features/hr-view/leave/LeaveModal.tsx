import { useMemo } from 'react';
import { Alert, Button, Col, Flex, Input, Modal, Row, Select, Switch } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { DateInput, TimeOfDayInput } from '@work/shared-ui/inputs';
import { UserPicker } from '@work/shared-ui/pickers';
import { useText } from '../../../text';
import { FormField } from '@work/shared-ui/forms';
import { refusalOf } from '@work/shared-ui/refusal';
import { useToast } from '../../croudie-admin/useToast';
import { LEAVE_CATEGORIES, leaveCategoryKey } from '../leaveCategories';
import { HrCreateLeaveEventMutation, HrDeleteLeaveEventMutation, HrUpdateLeaveEventMutation, type HrLeaveEvent } from './leave.graphql';
import { LEAVE_TITLE_MAX, leaveErrors, leaveInputOf, leaveValuesOf, type LeaveValues } from './leaveForm';

const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';
const FIELDS = ['userId', 'title', 'startDate', 'endDate', 'allDay', 'startTime', 'endTime', 'category'];

/** What the modal is open for: new leave (with its first values) or saved leave. */
export type LeaveEditing = { kind: 'new'; values: LeaveValues } | { kind: 'edit'; event: HrLeaveEvent };

/**
 * Adding, changing and deleting leave (hr_user): person, title, start and end date, all day, or the start and end time
 * of part of one day, and a category. §8: failures say to contact support if they persist; successes "Record has been
 * successfully created/updated/deleted". `onDone` after any change (the calendar reloads).
 */
export function LeaveModal({ editing, onClose, onDone }: { editing: LeaveEditing | null; onClose: () => void; onDone: () => void }) {
  const t = useText();
  return (
    <Modal
      open={Boolean(editing)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={600}
      title={editing?.kind === 'edit' ? t('hr.hrView.leave.edit') : t('hr.hrView.leave.add')}
      closable={{ 'aria-label': t('hr.hrView.close') }}
    >
      {editing ? <LeaveForm editing={editing} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function LeaveForm({ editing, onClose, onDone }: { editing: LeaveEditing; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const [, create] = useMutation(HrCreateLeaveEventMutation);
  const [, update] = useMutation(HrUpdateLeaveEventMutation);
  const [deleting, remove] = useMutation(HrDeleteLeaveEventMutation);
  const initialValues = useMemo(() => (editing.kind === 'edit' ? leaveValuesOf(editing.event) : editing.values), [editing]);
  const saved = editing.kind === 'edit' ? editing.event : null;

  const submit = async (values: LeaveValues) => {
    const input = leaveInputOf(values);
    const result = saved ? await update({ id: saved.id, input }) : await create({ input });
    const ok = saved ? result.data && 'updateLeaveEvent' in result.data : result.data && 'createLeaveEvent' in result.data;
    if (result.error || !ok) {
      const failed = saved ? t('hr.hrView.leave.updateFailed') : t('hr.hrView.leave.createFailed');
      toast(failed, 'error');
      const { fieldErrors } = refusalOf(result.error);
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => FIELDS.includes(field)));
      return Object.keys(known).length ? known : { [FORM_ERROR]: failed };
    }
    toast(saved ? t('hr.hrView.updated') : t('hr.hrView.created'), 'success');
    onDone();
    onClose();
    return undefined;
  };

  const deleteLeave = async () => {
    if (!saved) return;
    const sure = await confirm({
      title: t('hr.hrView.leave.deleteConfirm', { title: saved.title, name: saved.user.fullName }),
      okText: t('hr.hrView.leave.delete'),
      danger: true,
    });
    if (!sure) return;
    const result = await remove({ id: saved.id });
    if (result.error || !result.data?.deleteLeaveEvent) {
      toast(t('hr.hrView.leave.deleteFailed'), 'error');
      return;
    }
    toast(t('hr.hrView.deleted'), 'success');
    onDone();
    onClose();
  };

  return (
    <Form<LeaveValues> initialValues={initialValues} validate={leaveErrors} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <form
          aria-label={editing.kind === 'edit' ? t('hr.hrView.leave.edit') : t('hr.hrView.leave.add')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
          <FormField<string | null> name="userId" label={t('hr.hrView.leave.person')}>
            {(input, { id, invalid }) => (
              <UserPicker
                id={id}
                aria-label={t('hr.hrView.leave.person')}
                value={input.value || null}
                status={invalid ? 'error' : undefined}
                onChange={(userId) => {
                  input.onChange(userId);
                  input.onBlur();
                }}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
          <FormField<string> name="title" label={t('hr.hrView.leave.title')}>
            {(input, { id, invalid }) => <Input {...input} id={id} maxLength={LEAVE_TITLE_MAX} status={invalid ? 'error' : undefined} />}
          </FormField>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <FormField<string> name="startDate" label={t('hr.hrView.leave.startDate')}>
                {(input, { id }) => (
                  <DateInput
                    id={id}
                    aria-label={t('hr.hrView.leave.startDate')}
                    value={input.value}
                    min={EARLIEST}
                    max={LATEST}
                    onChange={(day) => {
                      input.onChange(day);
                      input.onBlur();
                      // part of a day is one day: the end follows the start
                      if (!values.allDay || !values.endDate || values.endDate < day) form.change('endDate', day);
                    }}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} sm={12}>
              <FormField<string> name="endDate" label={t('hr.hrView.leave.endDate')}>
                {(input, { id }) => (
                  <DateInput
                    id={id}
                    aria-label={t('hr.hrView.leave.endDate')}
                    value={input.value}
                    min={EARLIEST}
                    max={LATEST}
                    onChange={(day) => {
                      input.onChange(day);
                      input.onBlur();
                    }}
                  />
                )}
              </FormField>
            </Col>
          </Row>
          <FormField<boolean> name="allDay" label={t('hr.hrView.leave.allDay')}>
            {(input, { id }) => (
              <Switch
                id={id}
                aria-label={t('hr.hrView.leave.allDay')}
                checked={Boolean(input.value)}
                onChange={(checked) => {
                  input.onChange(checked);
                  if (!checked && values.startDate) form.change('endDate', values.startDate);
                }}
              />
            )}
          </FormField>
          {values.allDay ? null : (
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <FormField<string | null> name="startTime" label={t('hr.hrView.leave.startTime')}>
                  {(input, { id, invalid }) => (
                    <TimeOfDayInput
                      id={id}
                      aria-label={t('hr.hrView.leave.startTime')}
                      value={input.value || null}
                      status={invalid ? 'error' : undefined}
                      onChange={(time) => {
                        input.onChange(time);
                        input.onBlur();
                      }}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={24} sm={12}>
                <FormField<string | null> name="endTime" label={t('hr.hrView.leave.endTime')}>
                  {(input, { id, invalid }) => (
                    <TimeOfDayInput
                      id={id}
                      aria-label={t('hr.hrView.leave.endTime')}
                      value={input.value || null}
                      status={invalid ? 'error' : undefined}
                      onChange={(time) => {
                        input.onChange(time);
                        input.onBlur();
                      }}
                    />
                  )}
                </FormField>
              </Col>
            </Row>
          )}
          <FormField<string | null> name="category" label={t('hr.hrView.leave.category')}>
            {(input, { id, invalid }) => (
              <Select<string>
                id={id}
                aria-label={t('hr.hrView.leave.category')}
                placeholder={t('hr.hrView.leave.categoryPlaceholder')}
                value={input.value || undefined}
                status={invalid ? 'error' : undefined}
                options={LEAVE_CATEGORIES.map((category) => ({ value: category, label: t(leaveCategoryKey(category)) }))}
                onChange={(category) => {
                  input.onChange(category);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          <Flex gap="small" justify="space-between" wrap>
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={submitting}>
                {t('hr.hrView.save')}
              </Button>
              <Button onClick={onClose}>{t('hr.hrView.cancel')}</Button>
            </Flex>
            {saved ? (
              <Button danger loading={deleting.fetching} onClick={() => void deleteLeave()}>
                {t('hr.hrView.leave.delete')}
              </Button>
            ) : null}
          </Flex>
        </form>
      )}
    </Form>
  );
}
