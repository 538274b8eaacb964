import * as v from 'valibot';
import { useMutation } from 'urql';
import { CountryPicker, TimezonePicker } from '@work/shared-ui/pickers';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { useReferenceList } from '../features/reference-lists/useReferenceList';
import { RecordControlField, RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import { CreateOffice, DeleteOffice, OfficesQuery, UpdateOffice } from '../features/reference-lists/offices';

type Row = { id: string; name: string; country: string; timezone: string };
type Values = { name: string; country: string | null; timezone: string | null };

const countryNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en-GB'], { type: 'region' }) : null;

/** "United Kingdom (GB)": the country's English name with the ISO code the office stores. */
function countryLabel(code: string): string {
  const name = countryNames?.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/**
 * /settings/offices (staff-and-admin.md §3 Office: name, country, timezone). An office a team uses cannot be deleted:
 * the server's reason is the delete's error toast.
 */
export function OfficesRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const { grid, result } = useReferenceList(OfficesQuery, (data) => data.offices, {
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name', 'country', 'timezone'],
  });
  const [, create] = useMutation(CreateOffice);
  const [, update] = useMutation(UpdateOffice);
  const [, remove] = useMutation(DeleteOffice);
  return (
    <ReferenceListPage<Row, Values>
      words={{
        title: 'settings.area.offices',
        entity: 'settings.offices.entity',
        search: 'settings.offices.search',
        add: 'settings.offices.add',
        newTitle: 'settings.offices.new',
        editTitle: 'settings.offices.editTitle',
      }}
      grid={grid}
      result={result}
      columns={[
        { key: 'id', title: t('settings.field.id'), sortable: true, width: 100 },
        { key: 'name', title: t('settings.field.name'), sortable: true },
        { key: 'country', title: t('settings.field.country'), sortable: true, render: (row) => countryLabel(row.country) },
        { key: 'timezone', title: t('settings.field.timezone'), sortable: true },
      ]}
      emptyValues={{ name: '', country: null, timezone: null }}
      valuesOf={(row) => ({ name: row.name, country: row.country, timezone: row.timezone })}
      validate={validateWith<Values>(v.object({ name: rules.name, country: rules.chosen, timezone: rules.chosen }))}
      fields={
        <>
          <RecordField name="name" label={t('settings.field.name')} />
          <RecordControlField name="country" label={t('settings.field.country')}>
            {(control) => (
              <CountryPicker
                id={control.id}
                value={control.value}
                onChange={control.onChange}
                onBlur={control.onBlur}
                status={control.status}
                placeholder={t('settings.offices.chooseCountry')}
              />
            )}
          </RecordControlField>
          <RecordControlField name="timezone" label={t('settings.field.timezone')}>
            {(control) => (
              <TimezonePicker
                id={control.id}
                value={control.value}
                onChange={control.onChange}
                onBlur={control.onBlur}
                status={control.status}
                placeholder={t('settings.offices.chooseTimezone')}
              />
            )}
          </RecordControlField>
        </>
      }
      save={(values, id) => {
        const office = { name: values.name, country: values.country ?? '', timezone: values.timezone ?? '' };
        return id ? update({ id, office }) : create({ office });
      }}
      remove={(id) => remove({ id })}
    />
  );
}
