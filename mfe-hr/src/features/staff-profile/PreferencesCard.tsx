import { useMemo } from 'react';
import { Checkbox, Col, Row } from 'antd';
import { TimezonePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { FormField } from '@work/shared-ui/forms';
import { SectionForm } from './SectionForm';
import { preferencesInput, preferencesValuesOf, type PreferencesValues } from './staffForms';
import type { StaffProfile } from './staffProfile.graphql';

/** Preferences: the timezone, and 2-step verification codes by e-mail instead of text message (§3). */
export function PreferencesCard({ user, editable }: { user: StaffProfile; editable: boolean }) {
  const t = useText();
  const initialValues = useMemo(() => preferencesValuesOf(user), [user]);
  return (
    <SectionForm<PreferencesValues>
      userId={user.id}
      title={t('hr.staff.preferences.title')}
      initialValues={initialValues}
      toInput={preferencesInput}
      failed="hr.staff.preferences.failed"
      editable={editable}
      readOnlyNote={t('hr.staff.profile.readOnly')}
    >
      {(_values, disabled) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormField<string | null> name="timezone" label={t('hr.staff.preferences.timezone')}>
              {(input, { id, invalid }) => (
                <TimezonePicker
                  id={id}
                  value={input.value || null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  disabled={disabled}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24}>
            <FormField<boolean> name="sendCodesByEmail" label={null}>
              {(input, { id }) => (
                <Checkbox id={id} checked={Boolean(input.value)} onChange={(e) => input.onChange(e.target.checked)} disabled={disabled}>
                  {t('hr.staff.preferences.sendCodesByEmail')}
                </Checkbox>
              )}
            </FormField>
          </Col>
        </Row>
      )}
    </SectionForm>
  );
}
