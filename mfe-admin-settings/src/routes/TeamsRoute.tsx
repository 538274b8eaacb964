import { useState } from 'react';
import * as v from 'valibot';
import { Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useGridState } from '@work/shared-ui/data-grid';
import { OfficePicker, UserPicker } from '@work/shared-ui/pickers';
import { useText } from '../text';
import { ReferenceListPage } from '../features/reference-lists/ReferenceListPage';
import { RecordControlField, RecordField } from '../features/reference-lists/RecordField';
import { referenceRules, validateWith } from '../features/reference-lists/referenceValidation';
import { CreateTeam, DeleteTeam, TeamsQuery, UpdateTeam } from '../features/teams/teams';
import { TeamMembersDrawer } from '../features/teams/TeamMembersDrawer';

type Row = {
  id: string;
  name: string;
  memberCount: number;
  office: { id: string; name: string };
  leader: { id: string; fullName: string } | null;
};
type Values = { name: string; officeId: string | null; leaderId: string | null };

/**
 * /settings/teams (staff-and-admin.md §3 Team: name, office, team leader), with each team's members in a drawer
 * (the row's Members action). The leader is optional and becomes a member (ADR 0256).
 */
export function TeamsRoute() {
  const t = useText();
  const rules = referenceRules(t);
  const grid = useGridState({ defaultSort: { field: 'id', direction: 'DESC' }, sortFields: ['id', 'name', 'office', 'memberCount'] });
  const [{ data, fetching, error }, refetch] = useQuery({ query: TeamsQuery, variables: grid.variables });
  const [, create] = useMutation(CreateTeam);
  const [, update] = useMutation(UpdateTeam);
  const [, remove] = useMutation(DeleteTeam);
  const [membersOf, setMembersOf] = useState<{ id: string; name: string } | null>(null);
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  return (
    <>
      <ReferenceListPage<Row, Values>
        words={{
          title: 'settings.area.teams',
          entity: 'settings.teams.entity',
          search: 'settings.teams.search',
          add: 'settings.teams.add',
          newTitle: 'settings.teams.new',
          editTitle: 'settings.teams.editTitle',
        }}
        grid={grid}
        result={{
          rows: data?.teams.nodes ?? [],
          total: data?.teams.pagination.total ?? 0,
          fetching,
          error,
          refetch: refresh,
        }}
        columns={[
          { key: 'id', title: t('settings.field.id'), sortable: true, width: 100 },
          { key: 'name', title: t('settings.field.name'), sortable: true },
          { key: 'office', title: t('settings.field.office'), sortable: true, render: (row) => row.office.name },
          {
            key: 'leader',
            title: t('settings.field.leader'),
            render: (row) => row.leader?.fullName ?? <Typography.Text type="secondary">{t('settings.teams.noLeader')}</Typography.Text>,
          },
          { key: 'memberCount', title: t('settings.field.members'), sortable: true, align: 'right', width: 120 },
        ]}
        rowActions={(row) => [
          { key: 'members', label: t('settings.teams.showMembers'), onClick: () => setMembersOf({ id: row.id, name: row.name }) },
        ]}
        emptyValues={{ name: '', officeId: null, leaderId: null }}
        valuesOf={(row) => ({ name: row.name, officeId: row.office.id, leaderId: row.leader?.id ?? null })}
        validate={validateWith<Values>(v.object({ name: rules.name, officeId: rules.chosen, leaderId: rules.optionalChoice }))}
        fields={
          <>
            <RecordField name="name" label={t('settings.field.name')} />
            <RecordControlField name="officeId" label={t('settings.field.office')}>
              {(control) => (
                <OfficePicker
                  id={control.id}
                  value={control.value}
                  onChange={control.onChange}
                  onBlur={control.onBlur}
                  status={control.status}
                  placeholder={t('settings.teams.chooseOffice')}
                />
              )}
            </RecordControlField>
            <RecordControlField name="leaderId" label={t('settings.field.leader')} hint={t('settings.teams.leaderHint')}>
              {(control) => (
                <UserPicker
                  id={control.id}
                  value={control.value}
                  onChange={control.onChange}
                  onBlur={control.onBlur}
                  status={control.status}
                  placeholder={t('settings.teams.chooseLeader')}
                  allowClear
                />
              )}
            </RecordControlField>
          </>
        }
        save={(values, id) => {
          const team = { name: values.name, officeId: values.officeId ?? '', leaderId: values.leaderId ?? null };
          return id ? update({ id, team }) : create({ team });
        }}
        remove={(id) => remove({ id })}
      />
      {membersOf ? <TeamMembersDrawer team={membersOf} onClose={() => setMembersOf(null)} onChanged={refresh} /> : null}
    </>
  );
}
