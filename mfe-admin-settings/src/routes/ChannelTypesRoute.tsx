import * as v from 'valibot';
import { Typography } from 'antd';
import { useMutation } from 'urql';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { useReferenceList } from '../features/reference-lists/useReferenceList';
import { RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import { ChannelTypesQuery, CreateChannelType, DeleteChannelType, UpdateChannelType } from '../features/reference-lists/channelTypes';

type Row = { id: string; name: string; slug: string; entityId: string };
type Values = { name: string; slug: string };

/** The server's two unique values: a taken slug is said on the slug, a taken name on the name. */

/** /settings/channel-types: the kinds of channel (staff-and-admin.md §3 Channel type: id, name, slug, entityId). */
export function ChannelTypesRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const { grid, result } = useReferenceList(ChannelTypesQuery, (data) => data.channelTypes, {
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name', 'slug'],
  });
  const [, create] = useMutation(CreateChannelType);
  const [, update] = useMutation(UpdateChannelType);
  const [, remove] = useMutation(DeleteChannelType);
  return (
    <ReferenceListPage<Row, Values>
      words={{
        title: 'settings.area.channelTypes',
        entity: 'settings.channelTypes.entity',
        search: 'settings.channelTypes.search',
        add: 'settings.channelTypes.add',
        newTitle: 'settings.channelTypes.new',
        editTitle: 'settings.channelTypes.editTitle',
      }}
      grid={grid}
      result={result}
      columns={[
        { key: 'id', title: t('settings.field.id'), sortable: true, width: 100 },
        { key: 'name', title: t('settings.field.name'), sortable: true },
        {
          key: 'slug',
          title: t('settings.field.slug'),
          sortable: true,
          render: (row) => <Typography.Text code>{row.slug}</Typography.Text>,
        },
        {
          key: 'entityId',
          title: t('settings.field.entityId'),
          render: (row) => (
            <Typography.Text type="secondary" copyable={{ text: row.entityId }}>
              {row.entityId}
            </Typography.Text>
          ),
        },
      ]}
      emptyValues={{ name: '', slug: '' }}
      valuesOf={(row) => ({ name: row.name, slug: row.slug })}
      validate={validateWith<Values>(v.object({ name: rules.name, slug: rules.slug }))}
      fields={
        <>
          <RecordField name="name" label={t('settings.field.name')} />
          <RecordField
            name="slug"
            label={t('settings.field.slug')}
            placeholder="paid-search"
            hint={t('settings.channelTypes.slugPattern')}
          />
        </>
      }
      save={(values, id) => (id ? update({ id, channelType: values }) : create({ channelType: values }))}
      remove={(id) => remove({ id })}
    />
  );
}
