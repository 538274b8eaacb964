import { useMemo } from 'react';
import { Button, Col, Input, Row, Typography } from 'antd';
import { Form } from 'react-final-form';
import { DirtyReport } from '@work/shared-ui';
import { CurrencyInput } from '@work/shared-ui/inputs';
import { CountryPicker, LanguagePicker, TimezonePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { ExperienceField } from './ExperienceField';
import { FormField } from '@work/shared-ui/forms';
import { BIO_MAX, profileValuesOf, validateProfile, type ExperienceRow, type ProfileValues } from './profileForm';
import type { CroudieProfile } from './profile.graphql';

export interface ProfileFormProps {
  profile: CroudieProfile;
  /** Whether the caller may change it (the croudie, or network_admin on the staff view). */
  editable: boolean;
  /** The hourly rate is the caller's to see (null from the API otherwise): only then is it on the form. */
  rateShown: boolean;
  /** Saves; resolves with field errors to show, or nothing once saved. */
  onSave: (values: ProfileValues, initial: ProfileValues) => Promise<Record<string, string> | undefined>;
}

/**
 * The personal details of the Profile tab (staff-and-admin.md §3 Croudie, Profile needs): names, city, country and
 * timezone, native and fluent languages, areas of experience with their level, the hourly rate in £, the bio (at most
 * 1000 characters, counted as typed), portfolio, LinkedIn and WeChat id. A refused save keeps everything typed.
 */
export function ProfileForm({ profile, editable, rateShown, onSave }: ProfileFormProps) {
  const t = useText();
  // a new object only when the saved profile changed: react-final-form starts again from it then, never on a re-render
  const initialValues = useMemo(() => profileValuesOf(profile), [profile]);
  const disabled = !editable;
  const text = (name: keyof ProfileValues, label: string, extra?: { autoComplete?: string; placeholder?: string }) => (
    <FormField<string> name={name} label={label}>
      {(input, { id, invalid }) => (
        <Input
          {...input}
          id={id}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          autoComplete={extra?.autoComplete}
          placeholder={extra?.placeholder}
        />
      )}
    </FormField>
  );

  return (
    <Form<ProfileValues>
      initialValues={initialValues}
      validate={(values) => validateProfile(values, rateShown)}
      onSubmit={(values) => onSave(values, initialValues)}
    >
      {({ handleSubmit, submitting, dirty, values }) => (
        <form
          aria-label={t('hr.profile.details')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <DirtyReport form={`hr-profile-${profile.id}`} dirty={Boolean(dirty)} />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              {text('firstName', t('hr.profile.firstName'), { autoComplete: 'given-name' })}
            </Col>
            <Col xs={24} md={12}>
              {text('lastName', t('hr.profile.lastName'), { autoComplete: 'family-name' })}
            </Col>
            <Col xs={24} md={8}>
              {text('city', t('hr.profile.city'), { autoComplete: 'address-level2' })}
            </Col>
            <Col xs={24} md={8}>
              <FormField<string | null> name="countryCode" label={t('hr.profile.country')}>
                {(input, { id, invalid }) => (
                  <CountryPicker
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
            <Col xs={24} md={8}>
              <FormField<string | null> name="timezone" label={t('hr.profile.timezone')}>
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
            <Col xs={24} md={12}>
              <FormField<string[]> name="nativeLanguages" label={t('hr.profile.nativeLanguages')}>
                {(input, { id, invalid }) => (
                  <LanguagePicker
                    multiple
                    id={id}
                    value={input.value || []}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    disabled={disabled}
                    status={invalid ? 'error' : undefined}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField<string[]> name="fluentLanguages" label={t('hr.profile.fluentLanguages')}>
                {(input, { id, invalid }) => (
                  <LanguagePicker
                    multiple
                    id={id}
                    value={input.value || []}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    disabled={disabled}
                    status={invalid ? 'error' : undefined}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24}>
              <FormField<ExperienceRow[]> name="experience" label={t('hr.profile.experience')}>
                {(input, { id, invalid }) => (
                  <ExperienceField
                    id={id}
                    value={input.value || []}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    disabled={disabled}
                    invalid={invalid}
                  />
                )}
              </FormField>
            </Col>
            {rateShown ? (
              <Col xs={24} md={8}>
                <FormField<number | null> name="hourlyRate" label={t('hr.profile.hourlyRate')}>
                  {(input, { id, invalid }) => (
                    <CurrencyInput
                      id={id}
                      aria-label={t('hr.profile.hourlyRate')}
                      value={input.value ?? null}
                      onChange={(n) => input.onChange(n ?? null)}
                      onBlur={input.onBlur}
                      disabled={disabled}
                      status={invalid ? 'error' : undefined}
                    />
                  )}
                </FormField>
              </Col>
            ) : null}
            <Col xs={24}>
              <FormField<string>
                name="bio"
                label={t('hr.profile.bio')}
                extra={
                  <Typography.Text type="secondary" aria-live="polite" data-testid="bio-counter">
                    {t('hr.profile.bio.counter', { count: (values.bio ?? '').length, max: BIO_MAX })}
                  </Typography.Text>
                }
              >
                {(input, { id, invalid }) => (
                  <Input.TextArea {...input} id={id} rows={5} disabled={disabled} status={invalid ? 'error' : undefined} />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={8}>
              {text('portfolio', t('hr.profile.portfolio'), { autoComplete: 'url', placeholder: 'https://' })}
            </Col>
            <Col xs={24} md={8}>
              {text('linkedinUrl', t('hr.profile.linkedinUrl'), { placeholder: 'https://www.linkedin.com/in/' })}
            </Col>
            <Col xs={24} md={8}>
              {text('wechatId', t('hr.profile.wechatId'))}
            </Col>
          </Row>
          {editable ? (
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('hr.profile.save')}
            </Button>
          ) : null}
        </form>
      )}
    </Form>
  );
}
