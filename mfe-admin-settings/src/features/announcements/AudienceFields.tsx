import { Flex, Select, Typography } from 'antd';
import { FormField } from '@work/shared-ui/forms';
import { CountryPicker, CroudiePicker, LanguagePicker, QualificationPicker } from '@work/shared-ui/pickers';
import { useText, type TextKey } from '../../text';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, CROUDIE_ROLES } from './announcementForm';

export const ID_PREFIX = 'announcement';

type PickerField = 'countryCodes' | 'languageCodes' | 'qualificationIds';
const PICKERS = { countryCodes: CountryPicker, languageCodes: LanguagePicker, qualificationIds: QualificationPicker } as const;
const PICKER_LABELS: Record<PickerField, TextKey> = {
  countryCodes: 'settings.announcements.field.countries',
  languageCodes: 'settings.announcements.field.languages',
  qualificationIds: 'settings.announcements.field.qualifications',
};

/**
 * One side of the audience (ADR 0287): the croudie facts to include (a croudie matches a value of every list filled
 * in) or to leave out (a croudie matching any value is left out), each a list the API filters by.
 */
export function AudienceSection({ side }: { side: 'include' | 'exclude' }) {
  const t = useText();
  const heading = t(side === 'include' ? 'settings.announcements.section.include' : 'settings.announcements.section.exclude');
  const placeholder = t(side === 'include' ? 'settings.announcements.field.any' : 'settings.announcements.field.none');
  // the same field in both sections: the section's name makes each accessible name unique
  const label = (key: TextKey) => `${t(key)} (${heading})`;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontSize: 15, fontWeight: 600, marginBottom: 4 }}>{heading}</legend>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t(side === 'include' ? 'settings.announcements.section.includeHint' : 'settings.announcements.section.excludeHint')}
      </Typography.Paragraph>
      <Flex gap="middle" wrap>
        <FormField<string[]> name={`${side}.roles`} idPrefix={ID_PREFIX} label={t('settings.announcements.field.roles')}>
          {(input, { id, invalid }) => (
            <Select<string[]>
              id={id}
              mode="multiple"
              allowClear
              aria-label={label('settings.announcements.field.roles')}
              style={{ minWidth: 220 }}
              placeholder={placeholder}
              value={input.value || []}
              status={invalid ? 'error' : undefined}
              options={CROUDIE_ROLES.map((role) => ({ value: role, label: t(`settings.announcements.role.${role}`) }))}
              onChange={(values) => input.onChange(values)}
              onBlur={() => input.onBlur()}
            />
          )}
        </FormField>
        {(Object.keys(PICKERS) as PickerField[]).map((field) => {
          const Picker = PICKERS[field];
          return (
            <FormField<string[]> key={field} name={`${side}.${field}`} idPrefix={ID_PREFIX} label={t(PICKER_LABELS[field])}>
              {(input, { id, invalid }) => (
                <Picker
                  id={id}
                  multiple
                  allowClear
                  aria-label={label(PICKER_LABELS[field])}
                  style={{ minWidth: 220 }}
                  placeholder={placeholder}
                  value={input.value || []}
                  status={invalid ? 'error' : undefined}
                  onChange={(values) => input.onChange(values)}
                  onBlur={() => input.onBlur()}
                />
              )}
            </FormField>
          );
        })}
        <FormField<string[]>
          name={`${side}.accountStatuses`}
          idPrefix={ID_PREFIX}
          label={t('settings.announcements.field.accountStatuses')}
        >
          {(input, { id, invalid }) => (
            <Select<string[]>
              id={id}
              mode="multiple"
              allowClear
              aria-label={label('settings.announcements.field.accountStatuses')}
              style={{ minWidth: 220 }}
              placeholder={placeholder}
              value={input.value || []}
              status={invalid ? 'error' : undefined}
              options={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(ACCOUNT_STATUS_LABELS[status]) }))}
              onChange={(values) => input.onChange(values)}
              onBlur={() => input.onBlur()}
            />
          )}
        </FormField>
      </Flex>
    </fieldset>
  );
}

/** Croudies who never get it, whatever the filters say. */
export function ExcludedCroudiesField() {
  const t = useText();
  return (
    <FormField<string[]>
      name="excludedCroudieIds"
      idPrefix={ID_PREFIX}
      label={t('settings.announcements.field.excludedCroudies')}
      help={t('settings.announcements.field.excludedCroudiesHint')}
    >
      {(input, { id, invalid }) => (
        <CroudiePicker
          id={id}
          multiple
          allowClear
          aria-label={t('settings.announcements.field.excludedCroudies')}
          style={{ minWidth: 320 }}
          placeholder={t('settings.announcements.field.none')}
          value={input.value || []}
          status={invalid ? 'error' : undefined}
          onChange={(values) => input.onChange(values)}
          onBlur={() => input.onBlur()}
        />
      )}
    </FormField>
  );
}
