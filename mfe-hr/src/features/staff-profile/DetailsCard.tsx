import { useMemo } from 'react';
import { Col, Form as AntForm, Input, Row, Select } from 'antd';
import { US_STATES } from '@work/shared-ui/invoicing';
import { CountryPicker, LanguagePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { FormField } from '@work/shared-ui/forms';
import { SectionForm } from './SectionForm';
import { asksUsState, detailsInput, detailsValuesOf, validateDetails, type DetailsValues } from './staffForms';
import type { StaffProfile } from './staffProfile.graphql';

/**
 * Details (§3 User (agency)): names, the e-mail (read-only: it is the username), phone, country, the US state for a US
 * address, native language and LinkedIn. The person themselves and hr_user change them.
 */
export function DetailsCard({ user, editable }: { user: StaffProfile; editable: boolean }) {
  const t = useText();
  // a new object only when the saved profile changed: the form starts again from it then, never on a re-render
  const initialValues = useMemo(() => detailsValuesOf(user), [user]);
  const text = (
    name: keyof DetailsValues,
    label: string,
    disabled: boolean,
    extra: { autoComplete?: string; placeholder?: string } = {},
  ) => (
    <FormField<string> name={name} label={label}>
      {(input, { id, invalid }) => <Input {...input} id={id} disabled={disabled} status={invalid ? 'error' : undefined} {...extra} />}
    </FormField>
  );

  return (
    <SectionForm<DetailsValues>
      userId={user.id}
      title={t('hr.staff.details.title')}
      initialValues={initialValues}
      validate={validateDetails}
      toInput={detailsInput}
      failed="hr.staff.details.failed"
      editable={editable}
      readOnlyNote={t('hr.staff.profile.readOnly')}
    >
      {(values, disabled) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('firstName', t('hr.staff.details.firstName'), disabled, { autoComplete: 'given-name' })}
          </Col>
          <Col xs={24} md={12}>
            {text('lastName', t('hr.staff.details.lastName'), disabled, { autoComplete: 'family-name' })}
          </Col>
          <Col xs={24} md={12}>
            <AntForm.Item label={t('hr.staff.details.email')} htmlFor="staff-email" layout="vertical">
              <Input id="staff-email" value={user.emailAddress ?? ''} readOnly disabled />
            </AntForm.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('phoneNumber', t('hr.staff.details.phone'), disabled, {
              autoComplete: 'tel',
              placeholder: t('hr.staff.details.phone.placeholder'),
            })}
          </Col>
          <Col xs={24} md={12}>
            <FormField<string | null> name="countryCode" label={t('hr.staff.details.country')}>
              {(input, { id, invalid }) => (
                <CountryPicker
                  id={id}
                  allowClear
                  value={input.value || null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  disabled={disabled}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
          </Col>
          {asksUsState(values.countryCode) ? (
            <Col xs={24} md={12}>
              <FormField<string | null> name="usState" label={t('hr.staff.details.usState')}>
                {(input, { id, invalid }) => (
                  <Select
                    id={id}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    value={input.value || null}
                    onChange={(next?: string) => input.onChange(next ?? null)}
                    onBlur={input.onBlur}
                    disabled={disabled}
                    placeholder={t('hr.staff.details.usState.placeholder')}
                    options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
                    status={invalid ? 'error' : undefined}
                  />
                )}
              </FormField>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <FormField<string | null> name="nativeLanguage" label={t('hr.staff.details.nativeLanguage')}>
              {(input, { id, invalid }) => (
                <LanguagePicker
                  id={id}
                  allowClear
                  value={input.value || null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  disabled={disabled}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24} md={12}>
            {text('linkedinUrl', t('hr.staff.details.linkedinUrl'), disabled, { placeholder: 'https://www.linkedin.com/in/' })}
          </Col>
        </Row>
      )}
    </SectionForm>
  );
}
