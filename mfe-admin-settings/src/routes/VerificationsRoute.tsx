import * as v from 'valibot';
import { useMutation } from 'urql';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { useReferenceList } from '../features/reference-lists/useReferenceList';
import { DescriptionCell } from '../features/reference-lists/DescriptionCell';
import { RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import { CreateVerification, DeleteVerification, UpdateVerification, VerificationsQuery } from '../features/reference-lists/verifications';

type Row = { id: string; name: string; description: string | null };
type Values = { name: string; description: string | null };

/**
 * /settings/verifications: the verifications croudies can be given (staff-and-admin.md §3 Verification). A name taken
 * already is the server's §8 "A verification of this name already exisits", on the name.
 */
export function VerificationsRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const { grid, result } = useReferenceList(VerificationsQuery, (data) => data.verifications, {
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name'],
  });
  const [, create] = useMutation(CreateVerification);
  const [, update] = useMutation(UpdateVerification);
  const [, remove] = useMutation(DeleteVerification);
  return (
    <ReferenceListPage<Row, Values>
      words={{
        title: 'settings.area.verifications',
        entity: 'settings.verifications.entity',
        search: 'settings.verifications.search',
        add: 'settings.verifications.add',
        newTitle: 'settings.verifications.new',
        editTitle: 'settings.verifications.editTitle',
      }}
      grid={grid}
      result={result}
      columns={[
        { key: 'id', title: t('settings.field.id'), sortable: true, width: 100 },
        { key: 'name', title: t('settings.field.name'), sortable: true },
        { key: 'description', title: t('settings.field.description'), render: (row) => <DescriptionCell text={row.description} /> },
      ]}
      emptyValues={{ name: '', description: null }}
      valuesOf={(row) => ({ name: row.name, description: row.description })}
      validate={validateWith<Values>(v.object({ name: rules.name, description: rules.description }))}
      fields={
        <>
          <RecordField name="name" label={t('settings.field.name')} />
          <RecordField name="description" label={t('settings.field.description')} multiline />
        </>
      }
      save={(values, id) => {
        const verification = { name: values.name, description: values.description ?? null };
        return id ? update({ id, verification }) : create({ verification });
      }}
      remove={(id) => remove({ id })}
    />
  );
}
