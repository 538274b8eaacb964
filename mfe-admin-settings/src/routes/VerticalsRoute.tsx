import * as v from 'valibot';
import { useMutation } from 'urql';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { useReferenceList } from '../features/reference-lists/useReferenceList';
import { RecordField } from '../features/reference-lists/RecordField';
import { validateWith } from '../features/reference-lists/referenceValidation';
import { CreateVertical, DeleteVertical, UpdateVertical, VerticalsQuery } from '../features/reference-lists/verticals';

type Values = { name: string };

/** /settings/verticals: the industry verticals (staff-and-admin.md §3 Vertical). */
export function VerticalsRoute() {
  const t = useText();
  const { grid, result } = useReferenceList(VerticalsQuery, (data) => data.verticals, {
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name'],
  });
  const [, create] = useMutation(CreateVertical);
  const [, update] = useMutation(UpdateVertical);
  const [, remove] = useMutation(DeleteVertical);
  const schema = v.object({
    name: v.pipe(v.string(t('settings.record.required')), v.trim(), v.minLength(1, t('settings.record.required'))),
  });
  return (
    <ReferenceListPage<{ id: string; name: string }, Values>
      words={{
        title: 'settings.area.verticals',
        entity: 'settings.verticals.entity',
        search: 'settings.verticals.search',
        add: 'settings.verticals.add',
        newTitle: 'settings.verticals.new',
        editTitle: 'settings.verticals.editTitle',
      }}
      grid={grid}
      result={result}
      columns={[
        { key: 'id', title: t('settings.field.id'), sortable: true, width: 100 },
        { key: 'name', title: t('settings.field.name'), sortable: true },
      ]}
      emptyValues={{ name: '' }}
      valuesOf={(row) => ({ name: row.name })}
      validate={validateWith<Values>(schema)}
      fields={<RecordField name="name" label={t('settings.field.name')} />}
      save={(values, id) => (id ? update({ id, vertical: values }) : create({ vertical: values }))}
      remove={(id) => remove({ id })}
    />
  );
}
