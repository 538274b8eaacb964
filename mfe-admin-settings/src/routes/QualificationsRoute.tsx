import * as v from 'valibot';
import { Flex, Tag, Typography } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { useMutation } from 'urql';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { useReferenceList } from '../features/reference-lists/useReferenceList';
import { DescriptionCell } from '../features/reference-lists/DescriptionCell';
import { RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import {
  CreateQualification,
  DeleteQualification,
  QualificationsQuery,
  UpdateQualification,
} from '../features/reference-lists/qualifications';

type Row = { id: string; name: string; description: string | null; campusImported: boolean };
type Values = { name: string; description: string | null };

/**
 * /settings/qualifications (staff-and-admin.md §3 Qualification). Those imported from the campus cannot be edited or
 * deleted (§5): they are marked read only and offer no changes.
 */
export function QualificationsRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const { grid, result } = useReferenceList(QualificationsQuery, (data) => data.qualifications, {
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name', 'campusImported'],
  });
  const [, create] = useMutation(CreateQualification);
  const [, update] = useMutation(UpdateQualification);
  const [, remove] = useMutation(DeleteQualification);
  return (
    <ReferenceListPage<Row, Values>
      words={{
        title: 'settings.area.qualifications',
        entity: 'settings.qualifications.entity',
        search: 'settings.qualifications.search',
        add: 'settings.qualifications.add',
        newTitle: 'settings.qualifications.new',
        editTitle: 'settings.qualifications.editTitle',
      }}
      grid={grid}
      result={result}
      columns={[
        { key: 'id', title: t('settings.field.id'), sortable: true, width: 100 },
        { key: 'name', title: t('settings.field.name'), sortable: true },
        { key: 'description', title: t('settings.field.description'), render: (row) => <DescriptionCell text={row.description} /> },
        {
          key: 'campusImported',
          title: t('settings.field.source'),
          sortable: true,
          render: (row) =>
            row.campusImported ? (
              <Flex gap="small" align="center" wrap>
                <Tag color="gold" icon={<LockOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
                  {t('settings.qualifications.campusImported')}
                </Tag>
                <Typography.Text type="secondary">{t('settings.record.readOnly')}</Typography.Text>
              </Flex>
            ) : (
              t('settings.qualifications.addedInSettings')
            ),
        },
      ]}
      locked={(row) => row.campusImported}
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
        const qualification = { name: values.name, description: values.description ?? null };
        return id ? update({ id, qualification }) : create({ qualification });
      }}
      remove={(id) => remove({ id })}
    />
  );
}
