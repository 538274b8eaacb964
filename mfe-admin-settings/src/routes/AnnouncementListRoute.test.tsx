// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { viewport } from '../features/reference-lists/testHarness';
import { active, announcementsApi, draft, refused, renderAnnouncements, scheduled } from '../features/announcements/announcementsTesting';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1440);
  inlineStyles();
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  restoreStyles();
});

/** The entries of a row's menu: the menu opened last (an earlier one stays in the page, hidden). */
async function menuOf(name: string): Promise<HTMLElement[]> {
  const before = screen.queryAllByRole('menu').length;
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  await waitFor(() => expect(screen.queryAllByRole('menu').length).toBeGreaterThan(before));
  return within(screen.getAllByRole('menu').at(-1)!).getAllByRole('menuitem');
}
const labelsOf = async (name: string) => (await menuOf(name)).map((m) => m.textContent ?? '');
const choose = async (name: string, action: string) => {
  fireEvent.click((await menuOf(name)).find((m) => m.textContent === action)!);
};

describe('the announcements table', { timeout: 30_000 }, () => {
  it('lists subject, status, type, created, scheduled, sent, creator and recipients, newest first, ten to a page', async () => {
    const api = announcementsApi();
    renderAnnouncements({ api, path: '/announcements' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    const sent = await screen.findByRole('row', { name: /Availability for next month/ });
    for (const text of ['Active', 'Response', 'Nov 18, 2026 12:00', 'Sam Admin', '40']) expect(sent.textContent).toContain(text);
    const waiting = screen.getByRole('row', { name: /Planned maintenance/ });
    for (const text of ['Scheduled', 'Buttons', 'Nov 25, 2026 08:00']) expect(waiting.textContent).toContain(text);
    expect(screen.getByRole('row', { name: /Payment day reminder/ }).textContent).toContain('Draft');
    expect(api.callsOf('SettingsAnnouncements')[0]!.variables).toEqual({
      pagination: { page: 1, limit: 10 },
      sort: { field: 'createdAt', direction: 'DESC' },
      filters: { search: null, statuses: null },
    });
  });

  it('asks the server for the search, the statuses and the sort in the URL', async () => {
    const api = announcementsApi();
    renderAnnouncements({ api, path: '/announcements?q=pay&statuses=draft&statuses=scheduled&sort=-sentAt&page=2' });
    await screen.findByRole('row', { name: /Payment day reminder/ });
    expect(api.callsOf('SettingsAnnouncements')[0]!.variables).toEqual({
      pagination: { page: 2, limit: 10 },
      sort: { field: 'sentAt', direction: 'DESC' },
      filters: { search: 'pay', statuses: ['draft', 'scheduled'] },
    });
  });

  it('sorts by a column on the server', async () => {
    const api = announcementsApi();
    renderAnnouncements({ api, path: '/announcements' });
    await screen.findByRole('row', { name: /Payment day reminder/ });
    fireEvent.click(screen.getByRole('columnheader', { name: /Subject/ }));
    await waitFor(() =>
      expect(api.callsOf('SettingsAnnouncements').at(-1)!.variables['sort']).toEqual({ field: 'subject', direction: 'ASC' }),
    );
  });

  it('offers per row what the API lists, and the report once sent', async () => {
    renderAnnouncements({ api: announcementsApi(), path: '/announcements' });
    expect(await labelsOf('Payment day reminder')).toEqual(['Edit', 'Send now', 'Copy', 'Delete']);
    expect(await labelsOf('Availability for next month')).toEqual(['Complete', 'Copy', 'Report']);
  });

  it('sends a draft now after the confirmation and says to how many', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsSendAnnouncementNow'
        ? {
            data: {
              sendAnnouncementNow: { id: '11', status: 'active', sentAt: '2026-11-20T10:00:00.000Z', recipients: 3, availableActions: [] },
            },
          }
        : undefined,
    );
    const { toasts } = renderAnnouncements({ api, path: '/announcements' });
    await choose('Payment day reminder', 'Send now');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Announcement sent to 3 croudies', color: 'success' }]));
    expect(api.callsOf('SettingsSendAnnouncementNow')[0]!.variables).toEqual({ id: '11' });
    // the list is asked again
    await waitFor(() => expect(api.callsOf('SettingsAnnouncements').length).toBeGreaterThan(1));
  });

  it('says §8’s words with the API’s reason when sending is refused', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsSendAnnouncementNow'
        ? refused('No croudie matches this announcement: nothing to send', { code: 'CONFLICT' })
        : undefined,
    );
    const { toasts } = renderAnnouncements({ api, path: '/announcements' });
    await choose('Planned maintenance', 'Send now');
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: 'Failed to send announcement: No croudie matches this announcement: nothing to send', color: 'error' },
      ]),
    );
  });

  it('deletes only after the confirmation; cancelled, nothing is sent', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsDeleteAnnouncement' ? { data: { deleteAnnouncement: '11' } } : undefined,
    );
    const cancelled = renderAnnouncements({ api, path: '/announcements', confirm: false });
    await choose('Payment day reminder', 'Delete');
    await waitFor(() => expect(api.callsOf('SettingsAnnouncements').length).toBe(1));
    expect(api.callsOf('SettingsDeleteAnnouncement')).toHaveLength(0);
    expect(cancelled.toasts).toEqual([]);
    cleanup();
    const { toasts } = renderAnnouncements({ api, path: '/announcements' });
    await choose('Payment day reminder', 'Delete');
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully deleted', color: 'success' }]));
    expect(api.callsOf('SettingsDeleteAnnouncement')[0]!.variables).toEqual({ id: '11' });
  });

  it('completes an active one; a refusal is §8’s failed to complete', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsCompleteAnnouncement'
        ? refused('This announcement is already complete', { code: 'CONFLICT' })
        : undefined,
    );
    const { toasts } = renderAnnouncements({ api, path: '/announcements' });
    await choose('Availability for next month', 'Complete');
    await waitFor(() =>
      expect(toasts).toEqual([{ text: 'Failed to complete announcement: This announcement is already complete', color: 'error' }]),
    );
  });

  it('copies one into a new draft and opens it in the form', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsCopyAnnouncement'
        ? { data: { copyAnnouncement: { id: '41', subject: 'Copy of Availability for next month' } } }
        : call.operationName === 'SettingsAnnouncement'
          ? { data: { adminAnnouncement: { ...detailsOfCopy, id: '41' } } }
          : undefined,
    );
    const { toasts } = renderAnnouncements({ api, path: '/announcements' });
    await choose('Availability for next month', 'Copy');
    const form = await screen.findByRole('form', { name: 'Edit announcement' });
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Copy of Availability for next month');
    expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]);
    expect(api.callsOf('SettingsAnnouncement')[0]!.variables).toEqual({ id: '41' });
  });

  it('opens a sent one’s report from its subject', async () => {
    renderAnnouncements({
      api: announcementsApi((call) =>
        call.operationName === 'SettingsAnnouncementReport' ? { data: { announcementReport: null } } : undefined,
      ),
      path: '/announcements',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Availability for next month' }));
    expect(await screen.findByRole('link', { name: /Back to announcements/ })).toBeTruthy();
  });

  it('tells staff without network_admin that announcements are not theirs, and asks nothing', async () => {
    const api = announcementsApi();
    renderAnnouncements({ api, path: '/announcements', roles: ['fte_core', 'tech'] });
    expect(await screen.findByText('Announcements are for network admins. Ask an administrator if you need them.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

const detailsOfCopy = {
  subject: 'Copy of Availability for next month',
  body: '<p>Can you take on more hours?</p>',
  status: 'draft',
  allowResponse: true,
  positiveLabel: 'Count me in',
  negativeLabel: 'Not this time',
  scheduledAt: null,
  lifetimeDays: 7,
  include: { roles: ['croudie-active'], countryCodes: ['GB'], languageCodes: [], qualificationIds: [], accountStatuses: [] },
  exclude: { roles: [], countryCodes: [], languageCodes: [], qualificationIds: [], accountStatuses: ['offboarded'] },
  excludedCroudieIds: [],
  unsentReason: null,
  availableActions: draft.availableActions,
};
void active;
void scheduled;
