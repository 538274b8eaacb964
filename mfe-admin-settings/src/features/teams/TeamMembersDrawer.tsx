import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Grid, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, type OperationResult } from 'urql';
import { SETTINGS_ADMIN_ROLES } from '@work/shared-contracts';
import { EmptyState, useConfirm, useHasSomeRole, useMountProps } from '@work/shared-ui';
import { UserPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { AddTeamMember, RemoveTeamMember, TeamMembersQuery } from './teams';
import { ruleMessage } from '../forms/serverErrors';

const MEMBERS_PAGE_SIZE = 10;

interface Member {
  id: string;
  fullName: string;
  emailAddress: string | null;
}

/**
 * A team's members, in a drawer beside the teams list: every staff user sees them; settings administrators add a staff
 * user and take members out. The server refuses taking someone out of their only team (§5) with the §8 words "Cannot
 * delete! User must be a part of atleast 1 team", shown as an error toast.
 */
export function TeamMembersDrawer({
  team,
  onClose,
  onChanged,
}: {
  team: { id: string; name: string };
  onClose: () => void;
  /** After a member joined or left: the list's member counts and leaders changed. */
  onChanged: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const canChange = useHasSomeRole(SETTINGS_ADMIN_ROLES);
  const narrow = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TeamMembersQuery,
    variables: { teamId: team.id, members: { page, limit: MEMBERS_PAGE_SIZE } },
    requestPolicy: 'cache-and-network',
  });
  const [, add] = useMutation(AddTeamMember);
  const [, remove] = useMutation(RemoveTeamMember);

  const found = data?.teams.nodes.find((node) => node.id === team.id);
  const members: readonly Member[] = found?.members.nodes ?? [];
  const total = found?.members.pagination.total ?? 0;
  const leaderId = found?.leader?.id ?? null;

  /** A change's outcome: the success toast and fresh lists, or the server's reason (a CONFLICT) or the §8 failure. */
  const settle = (outcome: OperationResult) => {
    if (outcome.error) {
      bus.publish('toast:show', { text: ruleMessage(outcome.error) ?? t('settings.record.updateFailed'), color: 'error' });
      return false;
    }
    bus.publish('toast:show', { text: t('settings.record.updated'), color: 'success' });
    refetch({ requestPolicy: 'network-only' });
    onChanged();
    return true;
  };

  const addMember = async () => {
    if (!adding) return;
    setBusy(true);
    const added = settle(await add({ teamId: team.id, userId: adding }));
    setBusy(false);
    if (added) setAdding(null);
  };

  const removeMember = async (member: Member) => {
    const sure = await confirm({
      title: t('settings.teams.removeConfirm', { name: member.fullName, team: team.name }),
      content: t('settings.teams.removeConfirmText'),
      okText: t('settings.teams.removeMember'),
      danger: true,
    });
    if (!sure) return;
    setBusy(true);
    const removed = settle(await remove({ teamId: team.id, userId: member.id }));
    setBusy(false);
    // the last member of the last page gone: show the page before
    if (removed && members.length === 1 && page > 1) setPage(page - 1);
  };

  const title = t('settings.teams.membersOf', { team: team.name });
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      closable={{ 'aria-label': t('settings.teams.close') }}
      size={narrow ? '100%' : 'large'}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        {canChange ? (
          <Flex gap="small" wrap align="center">
            <div style={{ flex: 1, minWidth: 200 }}>
              <UserPicker
                aria-label={t('settings.teams.memberToAdd')}
                placeholder={t('settings.teams.memberToAdd')}
                value={adding}
                onChange={setAdding}
                allowClear
                style={{ width: '100%' }}
              />
            </div>
            <Button type="primary" disabled={!adding} loading={busy && adding !== null} onClick={() => void addMember()}>
              {t('settings.teams.addMember')}
            </Button>
          </Flex>
        ) : null}
        {error && !data ? (
          <Alert
            type="error"
            showIcon
            title={t('settings.teams.membersFailed')}
            action={
              <Button size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
                {t('settings.teams.retry')}
              </Button>
            }
          />
        ) : (
          <Table<Member>
            aria-label={title}
            rowKey="id"
            size="small"
            loading={fetching}
            dataSource={members as Member[]}
            locale={{ emptyText: fetching ? ' ' : <EmptyState title={t('settings.teams.noMembers')} /> }}
            columns={[
              {
                key: 'name',
                title: t('settings.field.name'),
                render: (_: unknown, member) => (
                  <Flex vertical>
                    <span>
                      {member.fullName} {member.id === leaderId ? <Tag color="blue">{t('settings.teams.isLeader')}</Tag> : null}
                    </span>
                    {member.emailAddress ? <Typography.Text type="secondary">{member.emailAddress}</Typography.Text> : null}
                  </Flex>
                ),
              },
              ...(canChange
                ? [
                    {
                      key: 'remove',
                      width: 100,
                      align: 'right' as const,
                      render: (_: unknown, member: Member) => (
                        <Button
                          danger
                          size="small"
                          disabled={busy}
                          aria-label={t('settings.teams.removeMemberLabel', { name: member.fullName })}
                          onClick={() => void removeMember(member)}
                        >
                          {t('settings.teams.removeMember')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
            pagination={
              total > MEMBERS_PAGE_SIZE
                ? { current: page, pageSize: MEMBERS_PAGE_SIZE, total, onChange: setPage, showSizeChanger: false }
                : false
            }
          />
        )}
      </Flex>
    </Drawer>
  );
}
