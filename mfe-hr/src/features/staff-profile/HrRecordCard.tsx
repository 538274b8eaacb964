import { useMemo } from 'react';
import { Col, Row, Select, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { DateInput } from '@work/shared-ui/inputs';
import { OfficePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { FormField } from '@work/shared-ui/forms';
import { referralOptions } from '../staff-common/referral';
import { SectionForm } from './SectionForm';
import { hrInput, hrValuesOf, type HrValues } from './staffForms';
import { OfficeByNameQuery, type ReferralSource, type StaffProfile } from './staffProfile.graphql';

/** Dates onboarded the input takes: the agency's records start well before the platform; a start can be planned ahead. */
const FIRST_DAY = '1990-01-01';
const LAST_DAY = '2099-12-31';

/**
 * HR's record of a staff user (§3): office, referral source and date onboarded. Only hr_user changes them (the API
 * refuses anyone else with "Only HR users can change this"); everyone else reads them.
 */
export function HrRecordCard({ user, editable }: { user: StaffProfile; editable: boolean }) {
  const t = useText();
  // the user's office is kept by name (ADR 0272) and the form picks offices by id: find the id of that name
  const [{ data, fetching }] = useQuery({ query: OfficeByNameQuery, variables: { name: user.office ?? '' }, pause: !user.office });
  const officeId = data?.offices.nodes.find((office) => office.name === user.office)?.id ?? null;
  const initialValues = useMemo(() => hrValuesOf(user, officeId), [user, officeId]);
  if (user.office && fetching && !data) return <Skeleton active aria-label={t('hr.staff.profile.loading')} />;

  return (
    <SectionForm<HrValues>
      userId={user.id}
      title={t('hr.staff.hr.title')}
      initialValues={initialValues}
      toInput={hrInput}
      failed="hr.staff.details.failed"
      editable={editable}
      readOnlyNote={t('hr.staff.hr.readOnly')}
    >
      {(_values, disabled) => (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <FormField<string | null> name="officeId" label={t('hr.staff.hr.office')}>
              {(input, { id, invalid }) => (
                <OfficePicker
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
          <Col xs={24} md={8}>
            <FormField<ReferralSource | null> name="referralSource" label={t('hr.staff.hr.referralSource')}>
              {(input, { id, invalid }) => (
                <Select
                  id={id}
                  allowClear
                  value={input.value || null}
                  onChange={(next?: ReferralSource) => input.onChange(next ?? null)}
                  onBlur={input.onBlur}
                  disabled={disabled}
                  placeholder={t('hr.staff.hr.referralSource.placeholder')}
                  options={referralOptions(t)}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
          </Col>
          <Col xs={24} md={8}>
            <FormField<string | null> name="dateOnboarded" label={t('hr.staff.hr.dateOnboarded')}>
              {(input, { id }) => (
                <DateInput id={id} value={input.value || ''} min={FIRST_DAY} max={LAST_DAY} onChange={input.onChange} disabled={disabled} />
              )}
            </FormField>
          </Col>
        </Row>
      )}
    </SectionForm>
  );
}
