// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { viewport } from '../reference-lists/testHarness';
import { announcementsApi, detailsOf, refused, renderAnnouncements, scheduled } from './announcementsTesting';

// jsdom has no ResizeObserver; antd's auto-sizing text area asks for one
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

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

/** The text under a field: its error, or else its help. */
function fieldMessage(form: HTMLElement, label: string): string | null {
  const input = within(form).getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
/** Writes a paragraph in the body's rich-text editor, as ProseMirror sees typing: the editable DOM changes under it. */
async function writeBody(form: HTMLElement, text: string) {
  const box = await within(form).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });
  box.querySelector('p')!.textContent = text;
}
const popup = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
/** Picks `option` of a select; `search` types first, for a long list that shows only its first rows. */
async function choose(form: HTMLElement, label: string, option: string, search?: string) {
  const box = within(form).getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  if (search) fireEvent.change(box, { target: { value: search } });
  fireEvent.click(await waitFor(() => within(popup()).getByTitle(option)));
}
const preview = () => screen.getByRole('region', { name: 'As croudies will see it' });
const previewButtons = () =>
  within(within(preview()).getByRole('article'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

async function openNew(api = announcementsApi()) {
  const shown = renderAnnouncements({ api, path: '/announcements?announcement=new' });
  const form = await screen.findByRole('form', { name: 'New announcement' });
  return { ...shown, api, form };
}

describe('creating an announcement', { timeout: 30_000 }, () => {
  it('checks the form first, in the API’s words, and sends nothing', async () => {
    const { form, api } = await openNew();
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fieldMessage(form, 'Subject')).toBe('Enter a subject'));
    // the editor loads on demand; its field's message is there once it has
    await within(form).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });
    expect(fieldMessage(form, 'Body')).toBe("Enter the announcement's body");
    type(form, 'Lifetime in days', '0');
    await waitFor(() => expect(fieldMessage(form, 'Lifetime in days')).toBe('The lifetime is a whole number of days from 1 to 365'));
    expect(api.callsOf('SettingsSaveAnnouncement')).toHaveLength(0);
  });

  it('wants a schedule after the platform clock, with both its parts', async () => {
    const { form } = await openNew();
    const date = within(form).getByLabelText('Schedule date');
    fireEvent.change(date, { target: { value: '20/11/2026' } });
    fireEvent.blur(date);
    await waitFor(() => expect(fieldMessage(form, 'Schedule date')).toBe('Choose both a date and a time, or neither'));
    await choose(form, 'Schedule time', '09:00', '09:00');
    await waitFor(() => expect(fieldMessage(form, 'Schedule date')).toBe('Choose a time in the future, or send it now'));
    expect(within(form).getByRole('button', { name: 'Schedule' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'No schedule' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save draft' })).toBeTruthy());
  });

  it('previews the card as croudies will see it, its buttons following the form', async () => {
    const { form } = await openNew();
    type(form, 'Subject', 'Payment day');
    await writeBody(form, 'Paid on the 19th');
    const card = () => within(preview()).getByRole('article', { name: 'Payment day' });
    await waitFor(() => expect(card().querySelector('p')?.textContent).toBe('Paid on the 19th'));
    expect(previewButtons()).toEqual(['Mark as Read']);
    type(form, 'Positive button', 'Got it');
    type(form, 'Negative button', 'Not for me');
    await waitFor(() => expect(previewButtons()).toEqual(['Not for me', 'Got it']));
    fireEvent.click(within(form).getByRole('switch', { name: 'Allow response' }));
    await waitFor(() => expect(previewButtons()).toEqual(['Dismiss', 'Reply']));
    fireEvent.click(within(preview()).getByRole('button', { name: 'Reply' }));
    expect(previewButtons()).toEqual(['Not for me', 'Got it']);
    expect(within(preview()).getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
  });

  it('counts the croudies the filters match, once they stop changing', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncementAudience'
        ? { data: { announcementAudience: (call.variables['audience'] as { include: { roles: string[] } }).include.roles.length ? 1 : 42 } }
        : undefined,
    );
    const { form } = await openNew(api);
    const audience = () => within(preview()).getByRole('status', { name: 'Audience' }).textContent;
    await waitFor(() => expect(audience()).toBe('42 croudies match now'));
    await choose(form, 'Roles (Send to croudies who match)', 'Active croudies');
    await waitFor(() => expect(audience()).toBe('1 croudie matches now'), { timeout: 3000 });
    expect(api.callsOf('SettingsAnnouncementAudience').at(-1)!.variables).toEqual({
      audience: {
        include: { roles: ['croudie-active'], countryCodes: [], languageCodes: [], qualificationIds: [], accountStatuses: [] },
        exclude: { roles: [], countryCodes: [], languageCodes: [], qualificationIds: [], accountStatuses: [] },
        excludedCroudieIds: [],
      },
    });
  });

  it('schedules it for the chosen country with a response allowed, and says when', async () => {
    const { form, api, toasts } = await openNew();
    type(form, 'Subject', 'Time zones');
    await writeBody(form, 'Which hours suit you?');
    fireEvent.click(within(form).getByRole('switch', { name: 'Allow response' }));
    type(form, 'Lifetime in days', '7');
    const date = within(form).getByLabelText('Schedule date');
    fireEvent.change(date, { target: { value: '21/11/2026' } });
    fireEvent.blur(date);
    await choose(form, 'Schedule time', '09:00', '09:00');
    await choose(form, 'Countries (Send to croudies who match)', 'New Zealand');
    await choose(form, 'Account statuses (Leave out croudies who match)', 'Offboarded');
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Announcement scheduled for Nov 21, 2026 09:00', color: 'success' }]));
    expect(api.callsOf('SettingsSaveAnnouncement')[0]!.variables).toEqual({
      input: {
        subject: 'Time zones',
        body: '<p>Which hours suit you?</p>',
        allowResponse: true,
        positiveLabel: null,
        negativeLabel: null,
        scheduledAt: '2026-11-21T09:00:00.000Z',
        lifetimeDays: 7,
        sendOnSave: false,
        audience: {
          include: { roles: [], countryCodes: ['NZ'], languageCodes: [], qualificationIds: [], accountStatuses: [] },
          exclude: { roles: [], countryCodes: [], languageCodes: [], qualificationIds: [], accountStatuses: ['offboarded'] },
          excludedCroudieIds: [],
        },
      },
    });
    // the drawer closes and the list is asked again
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New announcement' })).toBeNull());
  });

  it('sends on save after a confirmation naming how many croudies it reaches', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsSaveAnnouncement'
        ? { data: { saveAnnouncement: { id: '40', status: 'active', scheduledAt: null, recipients: 42, availableActions: [] } } }
        : undefined,
    );
    const { form, toasts, bus } = await openNew(api);
    const asked: string[] = [];
    bus.subscribe('confirm:show', (request) => void asked.push(`${request.title} ${request.content}`));
    type(form, 'Subject', 'Now');
    await writeBody(form, 'Now.');
    await waitFor(() => expect(within(preview()).getByRole('status', { name: 'Audience' }).textContent).toBe('42 croudies match now'));
    fireEvent.click(within(form).getByRole('switch', { name: 'Send on save' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Announcement sent to 42 croudies', color: 'success' }]));
    expect(asked[0]).toContain('Send Now now?');
    expect(asked[0]).toContain('42 croudies match now.');
    expect(api.callsOf('SettingsSaveAnnouncement')[0]!.variables['input']).toMatchObject({ sendOnSave: true, scheduledAt: null });
  });

  it('shows a refusal: §8’s words with the API’s reason, field errors on their fields', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsSaveAnnouncement'
        ? refused('Invalid input', {
            code: 'BAD_USER_INPUT',
            fieldErrors: { 'input.audience.include.countryCodes.0': 'A country code of ISO 3166-1, e.g. GB' },
          })
        : undefined,
    );
    const { form, toasts } = await openNew(api);
    type(form, 'Subject', 'Bad country');
    await writeBody(form, 'x');
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ text: 'Failed to save announcement: A country code of ISO 3166-1, e.g. GB', color: 'error' }]),
    );
    await waitFor(() => expect(fieldMessage(form, 'Countries (Send to croudies who match)')).toBe('A country code of ISO 3166-1, e.g. GB'));
  });
});

describe('editing an announcement', { timeout: 30_000 }, () => {
  it('loads its fields, saves with its id, and a conflict shows §8’s failed to update with the reason', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncement'
        ? {
            data: {
              adminAnnouncement: detailsOf(scheduled, {
                allowResponse: true,
                negativeLabel: 'Not this time',
                lifetimeDays: 3,
                include: { roles: ['croudie-active'], countryCodes: [], languageCodes: [], qualificationIds: [], accountStatuses: [] },
              }),
            },
          }
        : call.operationName === 'SettingsSaveAnnouncement'
          ? refused('A sent announcement cannot be changed: copy it to make a new one', { code: 'CONFLICT' })
          : undefined,
    );
    const { toasts } = renderAnnouncements({ api, path: '/announcements?announcement=13' });
    const form = await screen.findByRole('form', { name: 'Edit announcement' });
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Planned maintenance');
    expect((within(form).getByLabelText('Schedule date') as HTMLInputElement).value).toBe('25/11/2026');
    expect((within(form).getByLabelText('Negative button') as HTMLInputElement).value).toBe('Not this time');
    expect(within(form).getByRole('switch', { name: 'Allow response' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toContain('Failed to update announcement: A sent announcement cannot be changed'),
    );
    expect(toasts).toEqual([
      { text: 'Failed to update announcement: A sent announcement cannot be changed: copy it to make a new one', color: 'error' },
    ]);
    expect(api.callsOf('SettingsSaveAnnouncement')[0]!.variables['input']).toMatchObject({
      id: '13',
      scheduledAt: '2026-11-25T08:00:00.000Z',
      lifetimeDays: 3,
      negativeLabel: 'Not this time',
    });
  });

  it('says a sent one cannot be changed, and offers no save', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncement'
        ? { data: { adminAnnouncement: detailsOf(scheduled, { status: 'active', availableActions: ['complete', 'copy'] }) } }
        : undefined,
    );
    renderAnnouncements({ api, path: '/announcements?announcement=13' });
    const form = await screen.findByRole('form', { name: 'Edit announcement' });
    expect(within(form).getByText('A sent announcement cannot be changed: copy it to make a new one')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
