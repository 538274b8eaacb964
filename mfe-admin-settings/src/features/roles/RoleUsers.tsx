import { useState } from 'react';
import { Button, Flex, Form as AntForm } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { UserPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { ruleMessage } from '../forms/serverErrors';
import { AddRoleUser, RemoveRoleUser, RoleUsersQuery } from './roles.graphql';

type UserRow = { id: string; fullName: string; emailAddress: string | null };

/** The staff members holding a role: give it to one more (refused when they already hold it), or take it away. */
export function RoleUsers({ role, canChange, onChanged }: { role: string; canChange: boolean; onChanged: () => void }) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const grid = useGridState({ defaultSort: { field: 'name', direction: 'ASC' }, sortFields: [], prefix: 'users' });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: RoleUsersQuery,
    variables: { role: role as never, pagination: grid.variables.pagination },
  });
  const [, add] = useMutation(AddRoleUser);
  const [, remove] = useMutation(RemoveRoleUser);
  const [userId, setUserId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const reload = () => {
    refetch({ requestPolicy: 'network-only' });
    onChanged();
  };

  const give = async () => {
    if (!userId) return;
    setAdding(true);
    const outcome = await add({ role: role as never, userId });
    setAdding(false);
    if (outcome.error) {
      bus.publish('toast:show', { text: ruleMessage(outcome.error) ?? t('settings.record.createFailed'), color: 'error' });
      return;
    }
    bus.publish('toast:show', { text: t('settings.roles.userAdded'), color: 'success' });
    setUserId(null);
    reload();
  };

  const takeAway = async (row: UserRow) => {
    const sure = await confirm({
      title: t('settings.roles.removeUserConfirm', { name: row.fullName, role }),
      okText: t('settings.roles.removeUser'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ role: role as never, userId: row.id });
    if (outcome.error) {
      bus.publish('toast:show', { text: ruleMessage(outcome.error) ?? t('settings.record.deleteFailed'), color: 'error' });
      return;
    }
    bus.publish('toast:show', { text: t('settings.roles.userRemoved'), color: 'success' });
    reload();
  };

  const users = data?.roleSettingsOf.users;
  return (
    <Flex vertical gap="middle">
      {canChange ? (
        <Flex gap="small" align="flex-end" wrap>
          <AntForm.Item label={t('settings.roles.addUserLabel')} htmlFor="role-add-user" layout="vertical" style={{ marginBottom: 0 }}>
            <div style={{ width: 320 }}>
              <UserPicker id="role-add-user" value={userId} onChange={setUserId} allowClear />
            </div>
          </AntForm.Item>
          <Button type="primary" onClick={() => void give()} disabled={!userId} loading={adding}>
            {t('settings.roles.addUser')}
          </Button>
        </Flex>
      ) : null}
      <DataGrid<UserRow>
        label={t('settings.roles.usersOf', { role })}
        entity={t('settings.roles.usersEntity')}
        state={grid}
        rows={users?.nodes ?? []}
        total={users?.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        rowKey={(row) => row.id}
        rowName={(row) => row.fullName}
        columns={[
          { key: 'fullName', title: t('settings.field.name') },
          { key: 'emailAddress', title: t('settings.roles.email') },
        ]}
        rowActions={
          canChange
            ? (row) => [{ key: 'remove', label: t('settings.roles.removeUser'), danger: true, onClick: () => void takeAway(row) }]
            : undefined
        }
      />
    </Flex>
  );
}
