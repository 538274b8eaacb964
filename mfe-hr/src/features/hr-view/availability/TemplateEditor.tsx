import { useMemo } from 'react';
import { Alert, Button, Col, Drawer, Flex, Row, Typography } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { formatterIn } from '@work/shared-ui/dates';
import { DurationInput } from '@work/shared-ui/inputs';
import { useText } from '../../../text';
import { FormField } from '@work/shared-ui/forms';
import { refusalOf } from '@work/shared-ui/refusal';
import { useToast } from '../../croudie-admin/useToast';
import { formatMinutes } from '../minutes';
import { PanelFailed, PanelLoading } from '../PanelStates';
import { HrAvailabilityTemplateQuery, HrUpdateAvailabilityTemplateMutation } from './availability.graphql';
import { templateErrors, templateValuesOf, weekdayKey, weekTotal, WEEKDAYS, type TemplateValues } from './template';

export interface TemplatePerson {
  id: string;
  fullName: string;
}

/** The template editor in a drawer over the matrix; `onSaved` after a save (the matrix refreshes). */
export function TemplateDrawer({ person, onClose, onSaved }: { person: TemplatePerson | null; onClose: () => void; onSaved: () => void }) {
  const t = useText();
  return (
    <Drawer
      open={Boolean(person)}
      onClose={onClose}
      destroyOnHidden
      size={520}
      closable={{ 'aria-label': t('hr.hrView.close') }}
      title={person ? t('hr.hrView.template.title', { name: person.fullName }) : null}
    >
      {person ? (
        <TemplateEditor
          person={person}
          onCancel={onClose}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      ) : null}
    </Drawer>
  );
}

/**
 * A person's availability template (§3: minutes per weekday, Monday to Sunday), each day in hours and minutes in
 * 15-minute steps. Their journal target follows a save at once (the API pushes it). §8: a failed save says "Failed to
 * update the availability template"; a saved one "Record has been successfully updated".
 */
export function TemplateEditor({ person, onSaved, onCancel }: { person: TemplatePerson; onSaved: () => void; onCancel: () => void }) {
  const t = useText();
  const toast = useToast();
  const session = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrAvailabilityTemplateQuery,
    variables: { userId: person.id },
    requestPolicy: 'network-only',
  });
  const [, update] = useMutation(HrUpdateAvailabilityTemplateMutation);
  const template = data?.availabilityTemplate;
  const initialValues = useMemo(() => (template ? templateValuesOf(template) : undefined), [template]);

  if (!template && (fetching || !error)) return <PanelLoading rows={7} />;
  if (!template || !initialValues) return <PanelFailed onRetry={() => refetch({ requestPolicy: 'network-only' })} />;

  const submit = async (values: TemplateValues) => {
    const result = await update({ userId: person.id, input: templateValuesOf(values) });
    if (result.error || !result.data?.updateAvailabilityTemplate) {
      toast(t('hr.hrView.template.failed'), 'error');
      const { fieldErrors } = refusalOf(result.error);
      const days = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => (WEEKDAYS as readonly string[]).includes(field)));
      return Object.keys(days).length ? days : { [FORM_ERROR]: t('hr.hrView.template.failed') };
    }
    toast(t('hr.hrView.saved'), 'success');
    onSaved();
    return undefined;
  };

  const changed =
    template.updatedAt && template.updatedBy
      ? t('hr.hrView.template.changedBy', {
          name: template.updatedBy.fullName,
          when: formatterIn(session.me.timezone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(template.updatedAt)),
        })
      : null;

  return (
    <Form<TemplateValues> initialValues={initialValues} validate={templateErrors} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form
          aria-label={t('hr.hrView.template.form', { name: person.fullName })}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <Flex vertical gap="small">
            <Typography.Text type="secondary">
              {template.isDefault ? t('hr.hrView.template.default') : (changed ?? t('hr.hrView.template.saved'))}
            </Typography.Text>
            {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} /> : null}
            <Row gutter={16}>
              {WEEKDAYS.map((day) => {
                const name = t(weekdayKey(day));
                return (
                  <Col xs={24} sm={12} key={day}>
                    <FormField<number> name={day} label={name}>
                      {(input, { id, invalid }) => (
                        <DurationInput
                          id={id}
                          value={input.value}
                          invalid={invalid}
                          hoursLabel={t('hr.hrView.template.hours', { day: name })}
                          minutesLabel={t('hr.hrView.template.minutes', { day: name })}
                          onChange={(minutes) => {
                            input.onChange(minutes);
                            input.onBlur();
                          }}
                        />
                      )}
                    </FormField>
                  </Col>
                );
              })}
            </Row>
            <Typography.Text data-testid="template-week-total">
              {t('hr.hrView.template.weekTotal', { total: formatMinutes(weekTotal(values)) })}
            </Typography.Text>
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={submitting}>
                {t('hr.hrView.save')}
              </Button>
              <Button onClick={onCancel}>{t('hr.hrView.cancel')}</Button>
            </Flex>
          </Flex>
        </form>
      )}
    </Form>
  );
}
