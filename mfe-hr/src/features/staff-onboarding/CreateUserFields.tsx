import { Col, Input, Row, Select } from 'antd';
import { Link } from 'react-router-dom';
import { STAFF_ROLES } from '@work/shared-contracts/roles';
import type { ReferralSource } from '@work/shared-contracts/onboarding';
import { referralOptions } from '../staff-common/referral';
import { OfficePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import type { CreateUserValues, TakenEmail } from './createUserForm';
import { FormField } from '@work/shared-ui/forms';
import { TeamPicker } from '@work/shared-ui/pickers';

// roles by their names, as settings › roles lists them
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role }));

/**
 * The fields of a new staff user: names, e-mail (with what the live check found, and a link to the staff user who
 * holds it), office, first team, roles (at least one) and an optional referral source (§3 options).
 */
export function CreateUserFields({ taken, onEmailChange }: { taken: TakenEmail | null; onEmailChange: (email: string) => void }) {
  const t = useText();
  const referral = referralOptions(t);
  const text = (name: keyof CreateUserValues, label: string, autoComplete: string) => (
    <FormField<string> idPrefix="onboarding" name={name} label={label}>
      {(input, { id, invalid }) => <Input {...input} id={id} status={invalid ? 'error' : undefined} autoComplete={autoComplete} />}
    </FormField>
  );
  const takenProblem = taken ? (
    <>
      <span>{taken.message}</span>
      {taken.userId ? (
        <>
          {' '}
          <Link to={`/employee/${taken.userId}`}>{t('hr.onboarding.viewExisting')}</Link>
        </>
      ) : null}
    </>
  ) : undefined;

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        {text('firstName', t('hr.onboarding.firstName'), 'off')}
      </Col>
      <Col xs={24} md={12}>
        {text('lastName', t('hr.onboarding.lastName'), 'off')}
      </Col>
      <Col xs={24}>
        <FormField<string> idPrefix="onboarding" name="email" label={t('hr.onboarding.email')} problem={takenProblem}>
          {(input, { id, invalid }) => (
            <Input
              {...input}
              id={id}
              type="email"
              autoComplete="off"
              status={invalid ? 'error' : undefined}
              onChange={(e) => {
                input.onChange(e);
                onEmailChange(e.target.value);
              }}
            />
          )}
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField<string | null> idPrefix="onboarding" name="officeId" label={t('hr.onboarding.office')}>
          {(input, { id, invalid }) => (
            <OfficePicker
              id={id}
              value={input.value || null}
              onChange={input.onChange}
              onBlur={input.onBlur}
              status={invalid ? 'error' : undefined}
            />
          )}
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField<string | null> idPrefix="onboarding" name="teamId" label={t('hr.onboarding.team')}>
          {(input, { id, invalid }) => (
            <TeamPicker
              id={id}
              value={input.value || null}
              onChange={input.onChange}
              onBlur={input.onBlur}
              status={invalid ? 'error' : undefined}
            />
          )}
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField<string[]> idPrefix="onboarding" name="roles" label={t('hr.onboarding.roles')}>
          {(input, { id, invalid }) => (
            <Select<string[]>
              id={id}
              mode="multiple"
              options={ROLE_OPTIONS}
              value={input.value || []}
              onChange={input.onChange}
              onBlur={() => input.onBlur()}
              placeholder={t('hr.onboarding.roles.placeholder')}
              status={invalid ? 'error' : undefined}
              showSearch={{ optionFilterProp: 'label' }}
            />
          )}
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField<ReferralSource | null> idPrefix="onboarding" name="referralSource" label={t('hr.onboarding.referralSource')}>
          {(input, { id, invalid }) => (
            <Select<ReferralSource | null>
              id={id}
              options={referral}
              value={input.value || null}
              onChange={(value) => input.onChange(value ?? null)}
              onBlur={() => input.onBlur()}
              placeholder={t('hr.onboarding.referralSource.placeholder')}
              status={invalid ? 'error' : undefined}
              allowClear
            />
          )}
        </FormField>
      </Col>
    </Row>
  );
}
