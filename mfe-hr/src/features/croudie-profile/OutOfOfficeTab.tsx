import { useMemo } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import { DateInput, formatDisplayDate, todayIn } from '@work/shared-ui/inputs';
import { useText } from '../../text';
import { FormField } from '@work/shared-ui/forms';
import { LoadFailed, TabLoading } from './TabStates';
import { ClearOutOfOfficeMutation, OutOfOfficeQuery, SetOutOfOfficeMutation } from './profile.graphql';
import { outOfOfficeErrors, type OutOfOfficeValues } from './outOfOffice';
import { refusalOf } from '@work/shared-ui/refusal';

/** Far enough ahead for any leave. */
const LATEST = '2099-12-31';
const EARLIEST = '2000-01-01';

/**
 * Out of Office (staff-and-admin.md §3 Out-of-office: start and end date): set the dates, or clear them. The end is
 * on or after the start and not in the past (today in the croudie's zone).
 */
export function OutOfOfficeTab({ croudieId, editable }: { croudieId: string; editable: boolean }) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: OutOfOfficeQuery,
    variables: { id: croudieId },
    requestPolicy: 'network-only',
  });
  const [, set] = useMutation(SetOutOfOfficeMutation);
  const [clearing, clear] = useMutation(ClearOutOfOfficeMutation);
  const croudie = data?.croudie;
  const current = croudie?.outOfOffice ?? null;
  const today = todayIn(croudie?.timezone);
  const initialValues = useMemo<OutOfOfficeValues>(
    () => ({ startDate: current?.startDate ?? '', endDate: current?.endDate ?? '' }),
    [current?.startDate, current?.endDate],
  );
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!croudie) return <LoadFailed onRetry={reload} />;

  const submit = async (values: OutOfOfficeValues) => {
    const result = await set({ croudieId, startDate: values.startDate, endDate: values.endDate });
    if (result.error || !result.data?.setOutOfOffice) {
      toast(t('hr.profile.ooo.failed'), 'error');
      const refusal = refusalOf(result.error);
      const fields = Object.fromEntries(Object.entries(refusal.fieldErrors).filter(([f]) => f === 'startDate' || f === 'endDate'));
      return Object.keys(fields).length ? fields : { [FORM_ERROR]: refusal.message ?? t('hr.profile.ooo.failed') };
    }
    toast(t('hr.profile.saved'), 'success');
    reload();
    return undefined;
  };

  const clearDates = async () => {
    const sure = await confirm({ title: t('hr.profile.ooo.clear.confirm'), okText: t('hr.profile.ooo.clear') });
    if (!sure) return;
    const result = await clear({ croudieId });
    if (result.error || !result.data?.clearOutOfOffice) return toast(t('hr.profile.ooo.failed'), 'error');
    toast(t('hr.profile.saved'), 'success');
    reload();
  };

  return (
    <Card style={{ maxWidth: 760 }}>
      <Flex vertical gap="middle">
        <Typography.Text data-testid="ooo-current">
          {current
            ? t('hr.profile.ooo.current', { start: formatDisplayDate(current.startDate), end: formatDisplayDate(current.endDate) })
            : t('hr.profile.ooo.none')}
        </Typography.Text>
        <Form<OutOfOfficeValues> initialValues={initialValues} validate={(v) => outOfOfficeErrors(v, today)} onSubmit={submit}>
          {({ handleSubmit, submitting, submitError }) => (
            <form
              aria-label={t('hr.profile.tab.outOfOffice')}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void handleSubmit();
              }}
            >
              {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <FormField<string> name="startDate" label={t('hr.profile.ooo.start')}>
                    {(input, { id }) => (
                      <DateInput
                        id={id}
                        aria-label={t('hr.profile.ooo.start')}
                        value={input.value}
                        min={EARLIEST}
                        max={LATEST}
                        onChange={(day) => {
                          input.onChange(day);
                          input.onBlur();
                        }}
                        disabled={!editable}
                      />
                    )}
                  </FormField>
                </Col>
                <Col xs={24} md={12}>
                  <FormField<string> name="endDate" label={t('hr.profile.ooo.end')}>
                    {(input, { id }) => (
                      <DateInput
                        id={id}
                        aria-label={t('hr.profile.ooo.end')}
                        value={input.value}
                        min={EARLIEST}
                        max={LATEST}
                        onChange={(day) => {
                          input.onChange(day);
                          input.onBlur();
                        }}
                        disabled={!editable}
                      />
                    )}
                  </FormField>
                </Col>
              </Row>
              {editable ? (
                <Flex gap="small">
                  <Button type="primary" htmlType="submit" loading={submitting}>
                    {t('hr.profile.ooo.save')}
                  </Button>
                  {current ? (
                    <Button danger loading={clearing.fetching} onClick={() => void clearDates()}>
                      {t('hr.profile.ooo.clear')}
                    </Button>
                  ) : null}
                </Flex>
              ) : null}
            </form>
          )}
        </Form>
      </Flex>
    </Card>
  );
}
