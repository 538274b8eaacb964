// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen, viewport } from '../reference-lists/testHarness';
import { TeamMembersDrawer } from './TeamMembersDrawer';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1280);
  inlineStyles();
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  restoreStyles();
});

const LAST_TEAM = 'Cannot delete! User must be a part of atleast 1 team';
const team = { id: '7', name: 'Search London' };
const sam = { id: '1', fullName: 'Sam Admin', emailAddress: 'staff.admin@example.com' };
const mia = { id: '2', fullName: 'Mia Member', emailAddress: 'staff.member@example.com' };
const harriet = { id: '3', fullName: 'Harriet Human', emailAddress: 'hr.user@example.com' };

/** The API holding the team's members; the search by name also finds another team, whose members are not these. */
function teamApi(members: (typeof sam)[], refuse: Partial<Record<'add' | 'remove', string>> = {}) {
  const held = [...members];
  const answer = (operationName: string, variables: Record<string, unknown>): Answer => {
    if (operationName === 'SettingsTeamMembers') {
      const teamOf = (id: string, nodes: (typeof sam)[]) => ({
        id,
        leader: nodes[0] ? { id: nodes[0].id } : null,
        members: { nodes, pagination: { total: nodes.length } },
      });
      return { data: { teams: { nodes: [teamOf('70', [harriet]), teamOf(team.id, [...held])] } } };
    }
    if (operationName === 'SettingsAddTeamMember') {
      if (refuse.add) return { errors: [{ message: refuse.add, extensions: { code: 'CONFLICT' } }] };
      held.push(harriet);
      return { data: { addTeamMember: { id: team.id, memberCount: held.length } } };
    }
    if (operationName === 'SettingsRemoveTeamMember') {
      if (refuse.remove) return { errors: [{ message: refuse.remove, extensions: { code: 'CONFLICT' } }] };
      held.splice(
        held.findIndex((m) => m.id === variables['userId']),
        1,
      );
      return { data: { removeTeamMember: { id: team.id, memberCount: held.length, leader: null } } };
    }
    if (operationName === 'UserPicker') {
      return { data: { users: { nodes: [harriet], pagination: { total: 1, page: 1, limit: 25 } } } };
    }
    throw new Error(`unexpected ${operationName}`);
  };
  return fakeApi((call) => answer(call.operationName, call.variables));
}

function open(api: ReturnType<typeof teamApi>, roles = ['tech']) {
  const changed: number[] = [];
  const screenOf = renderScreen(<TeamMembersDrawer team={team} onClose={() => {}} onChanged={() => changed.push(1)} />, {
    api,
    path: '/settings/teams',
    roles,
  });
  return { ...screenOf, changed };
}

const membersTable = () => screen.findByRole('table', { name: 'Members of Search London' });
const memberNames = async () =>
  within(await membersTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('a team’s members', () => {
  it('lists the members of this team (not of another the name search finds), the leader marked', async () => {
    const api = teamApi([sam, mia]);
    open(api);
    await waitFor(async () => expect(await memberNames()).toHaveLength(2));
    const [first, second] = await memberNames();
    expect(first).toContain('Sam Admin');
    expect(first).toContain('Team leader');
    expect(first).toContain('staff.admin@example.com');
    expect(second).toContain('Mia Member');
    expect(second).not.toContain('Team leader');
    expect(api.callsOf('SettingsTeamMembers')[0]!.variables).toEqual({ teamId: '7', members: { page: 1, limit: 10 } });
  });

  it('adds a staff user chosen in the picker, says so and tells the list', async () => {
    const api = teamApi([sam]);
    const { toasts, changed } = open(api);
    const add = screen.getByRole('button', { name: 'Add member' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Staff user to add' }));
    fireEvent.click(await screen.findByTitle('Harriet Human'));
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(api.callsOf('SettingsAddTeamMember')[0]!.variables).toEqual({ teamId: '7', userId: '3' });
    expect(changed).toHaveLength(1);
    await waitFor(async () => expect((await memberNames()).some((row) => row?.includes('Harriet Human'))).toBe(true));
  });

  it('takes a member out after the confirmation', async () => {
    const api = teamApi([sam, mia]);
    const { toasts, changed } = open(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mia Member from the team' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(api.callsOf('SettingsRemoveTeamMember')[0]!.variables).toEqual({ teamId: '7', userId: '2' });
    expect(changed).toHaveLength(1);
    await waitFor(async () => expect(await memberNames()).toHaveLength(1));
  });

  it('shows the server refusing to take someone out of their only team as an error toast (§8 Team)', async () => {
    const api = teamApi([sam, mia], { remove: LAST_TEAM });
    const { toasts, changed } = open(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mia Member from the team' }));
    await waitFor(() => expect(toasts).toEqual([{ text: LAST_TEAM, color: 'error' }]));
    expect(changed).toHaveLength(0);
    expect(await memberNames()).toHaveLength(2);
  });

  it('shows the generic failure when the change fails otherwise', async () => {
    const api = fakeApi((call) =>
      call.operationName === 'SettingsRemoveTeamMember'
        ? { errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : {
            data: {
              teams: { nodes: [{ id: team.id, leader: null, members: { nodes: [mia], pagination: { total: 1 } } }] },
            },
          },
    );
    const { toasts } = open(api as ReturnType<typeof teamApi>);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mia Member from the team' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: 'Unable to update the record. Please try again and contact support if it persists.', color: 'error' },
      ]),
    );
  });

  it('shows staff without a settings role the members only', async () => {
    const api = teamApi([sam, mia]);
    open(api, ['fte_core']);
    await waitFor(async () => expect(await memberNames()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Mia Member from the team' })).toBeNull();
  });
});
