import * as v from 'valibot';
import { Alert, Checkbox, Flex, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { useReferenceList } from '../features/reference-lists/useReferenceList';
import { RecordControlField, RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import {
  AgencyChannelsQuery,
  BillingEntitiesQuery,
  CreateAgencyChannel,
  DeleteAgencyChannel,
  UpdateAgencyChannel,
} from '../features/agency-channels/agencyChannels.graphql';
import {
  channelInput,
  channelValues,
  COST_CENTRE_MAX,
  COST_CENTRE_PATTERN,
  costCentreKey,
  INITIALS_PATTERN,
  withCostCentreFields,
  type ChannelValues,
} from '../features/agency-channels/agencyChannels';

type Row = {
  id: string;
  name: string;
  initials: string;
  internal: boolean;
  costCentres: { billingEntity: { id: string; name: string }; code: string }[];
};

/**
 * /settings/channels: the agency's channel catalogue (staff-and-admin.md §3 Channel: name, initials, internal flag,
 * default cost centre per billing entity), not a client's channels (ADR 0260).
 */
export function ChannelsRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const { grid, result } = useReferenceList(AgencyChannelsQuery, (data) => data.agencyChannels, {
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name', 'initials', 'internal'],
  });
  const [entities, refetchEntities] = useQuery({ query: BillingEntitiesQuery });
  const [, create] = useMutation(CreateAgencyChannel);
  const [, update] = useMutation(UpdateAgencyChannel);
  const [, remove] = useMutation(DeleteAgencyChannel);
  const billing = entities.data?.billingEntities ?? [];
  const costCentreRule = v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(COST_CENTRE_MAX, t('settings.record.tooLong', { max: COST_CENTRE_MAX })),
      v.regex(COST_CENTRE_PATTERN, t('settings.channels.costCentrePattern')),
    ),
  );
  const schema = v.object({
    name: rules.name,
    initials: v.pipe(rules.chosen, v.regex(INITIALS_PATTERN, t('settings.channels.initialsPattern'))),
    ...Object.fromEntries(billing.map((e) => [costCentreKey(e.id), costCentreRule])),
  });

  return (
    <Flex vertical gap="middle">
      {entities.error ? (
        <Alert
          type="error"
          showIcon
          title={t('settings.channels.entitiesFailed')}
          action={
            <Typography.Link onClick={() => refetchEntities({ requestPolicy: 'network-only' })}>
              {t('settings.teams.retry')}
            </Typography.Link>
          }
        />
      ) : null}
      <ReferenceListPage<Row, ChannelValues>
        words={{
          title: 'settings.area.channels',
          entity: 'settings.channels.entity',
          search: 'settings.channels.search',
          add: 'settings.channels.add',
          newTitle: 'settings.channels.new',
          editTitle: 'settings.channels.editTitle',
        }}
        grid={grid}
        result={result}
        columns={[
          { key: 'id', title: t('settings.field.id'), sortable: true, width: 90 },
          { key: 'name', title: t('settings.field.name'), sortable: true },
          { key: 'initials', title: t('settings.field.initials'), sortable: true, width: 110 },
          {
            key: 'internal',
            title: t('settings.field.internal'),
            sortable: true,
            width: 130,
            render: (row) =>
              row.internal ? (
                <Tag color="purple">{t('settings.channels.isInternal')}</Tag>
              ) : (
                <Tag>{t('settings.channels.isClientWork')}</Tag>
              ),
          },
          {
            key: 'costCentres',
            title: t('settings.field.costCentres'),
            render: (row) =>
              row.costCentres.length ? (
                <Flex vertical gap={0}>
                  {row.costCentres.map((c) => (
                    <Typography.Text key={c.billingEntity.id}>
                      <Typography.Text type="secondary">{c.billingEntity.name}: </Typography.Text>
                      {c.code}
                    </Typography.Text>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('settings.channels.noCostCentres')}</Typography.Text>
              ),
          },
        ]}
        emptyValues={{ name: '', initials: '', internal: false }}
        valuesOf={channelValues}
        validate={validateWith<ChannelValues>(schema)}
        fields={
          <>
            <RecordField name="name" label={t('settings.field.name')} />
            <RecordField name="initials" label={t('settings.field.initials')} hint={t('settings.channels.initialsPattern')} />
            <RecordControlField<boolean> name="internal" label={t('settings.field.internal')}>
              {(control) => (
                <Checkbox id={control.id} checked={control.value ?? false} onChange={(e) => control.onChange(e.target.checked)}>
                  {t('settings.channels.internalHint')}
                </Checkbox>
              )}
            </RecordControlField>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
              {t('settings.field.costCentres')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('settings.channels.costCentresHint')}</Typography.Paragraph>
            {billing.map((entity) => (
              <RecordField
                key={entity.id}
                name={costCentreKey(entity.id)}
                label={t('settings.channels.costCentreAt', { entity: entity.name })}
              />
            ))}
          </>
        }
        save={async (values, id) => {
          const agencyChannel = channelInput(values, billing);
          const outcome = await (id ? update({ id, agencyChannel }) : create({ agencyChannel }));
          return withCostCentreFields(outcome, agencyChannel.costCentres);
        }}
        remove={(id) => remove({ id })}
      />
      <Typography.Paragraph type="secondary">{t('settings.channels.about')}</Typography.Paragraph>
    </Flex>
  );
}
