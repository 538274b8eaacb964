// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TASK_MESSAGES, TEMPLATE_MESSAGES } from '@work/shared-contracts/tasks';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen, viewport } from '../features/reference-lists/testHarness';
import { TemplatesRoute } from './TemplatesRoute';

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

const AUTHOR = ['operations'];
const ALL_ACTIONS = ['EDIT', 'PUBLISH', 'UNPUBLISH', 'REPUBLISH', 'CREATE_VARIANT', 'DELETE'];

const acmeVariant = {
  id: '12',
  name: 'Keyword research',
  status: 'DRAFT',
  type: 'SINGLE',
  client: { id: '3', name: 'Acme Outdoor' },
  channelTypes: [],
  updatedAt: '2026-11-21T09:00:00.000Z',
  availableActions: ['EDIT', 'PUBLISH', 'DELETE'],
};
const keywordResearch = {
  id: '5',
  name: 'Keyword research',
  status: 'ACTIVE',
  type: 'SINGLE',
  client: null,
  channelTypes: [{ id: '2', name: 'Paid search' }],
  updatedAt: '2026-11-20T10:30:00.000Z',
  availableActions: ['EDIT', 'UNPUBLISH', 'CREATE_VARIANT'],
};
const qaReview = {
  id: '6',
  name: 'QA review',
  status: 'INACTIVE',
  type: 'QA',
  client: null,
  channelTypes: [],
  updatedAt: '2026-11-19T16:00:00.000Z',
  availableActions: ['EDIT', 'REPUBLISH', 'CREATE_VARIANT', 'DELETE'],
};

const details = (row: typeof keywordResearch | typeof acmeVariant | typeof qaReview) => ({
  ...row,
  title: 'Research keywords for {{job_owner_name}}',
  brief: 'Hi {{croudie_first_name}},\nsend questions to {{job_owner_email}}.',
  settings: { attachmentsRequired: true },
  costType: row.type === 'QA' ? null : 'FIXED',
  fixedCost: row.type === 'QA' ? null : '12.50',
  allocatedMinutes: null,
  lifetimeMinutes: 1440,
  deadlineTime: 'end_of_day',
  allocationMethod: 'OFFER',
  openQueue: true,
  baseTemplate: row.client ? { id: '5', name: 'Keyword research' } : null,
  variants: row.id === '5' ? [{ id: '12', name: 'Keyword research', status: 'DRAFT', client: acmeVariant.client }] : [],
});

const page = <T,>(rows: T[]) => ({ taskTemplates: rows, pagination: { total: rows.length } });
const refused = (message: string, extensions: Record<string, unknown>): Answer => ({ errors: [{ message, extensions }] });

function templatesApi(
  override: (call: GraphQLCall) => Answer | undefined = () => undefined,
  rows = [keywordResearch, qaReview, acmeVariant],
) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'SettingsTaskTemplates':
        return { data: { taskTemplates: page(rows) } };
      case 'SettingsTaskTemplate':
        return { data: { taskTemplate: details(rows.find((r) => r.id === call.variables['id']) ?? keywordResearch) } };
      case 'ClientPicker':
        return { data: { clients: { nodes: [{ id: '3', name: 'Acme Outdoor' }], pagination: { total: 1, page: 1, limit: 25 } } } };
      case 'ChannelTypePicker':
        return { data: { channelTypes: { nodes: [{ id: '2', name: 'Paid search' }], pagination: { total: 1, page: 1, limit: 25 } } } };
      case 'SettingsCreateTaskTemplate':
        return { data: { createTaskTemplate: { id: '40' } } };
      case 'SettingsUpdateTaskTemplate':
        return { data: { updateTaskTemplate: { id: call.variables['id'] } } };
      case 'SettingsPublishTaskTemplate':
        return { data: { publishTaskTemplate: { id: call.variables['id'], status: 'ACTIVE', availableActions: [] } } };
      case 'SettingsDeleteTaskTemplate':
        return { data: { deleteTaskTemplate: call.variables['id'] } };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

function fieldError(container: HTMLElement, label: string): string | null {
  const input = within(container).getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}

const actionButtons = (name: string) =>
  within(screen.getByRole('group', { name: `Actions on ${name}` }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the template list and its preview', { timeout: 30_000 }, () => {
  it('lists name, status, type, client or Base, channel types and when it was updated, ten to a page', async () => {
    const api = templatesApi();
    renderScreen(<TemplatesRoute />, { api, path: '/settings/templates' });
    const base = await screen.findByRole('row', { name: /Paid search/ });
    expect(base.textContent).toContain('Keyword research');
    expect(base.textContent).toContain('Active');
    expect(base.textContent).toContain('Single');
    expect(base.textContent).toContain('Base');
    expect(base.textContent).toContain('Nov 20, 2026 10:30');
    const qa = screen.getByRole('row', { name: /QA review/ });
    expect(qa.textContent).toContain('Inactive');
    expect(qa.textContent).toContain('QA');
    expect(qa.textContent).toContain('Every channel type');
    expect(screen.getByRole('row', { name: /Acme Outdoor/ }).textContent).toContain('Draft');
    expect(api.callsOf('SettingsTaskTemplates')[0]!.variables).toEqual({
      pagination: { page: 1, limit: 10 },
      filters: { search: null, statuses: null, baseOnly: false, clientId: null },
    });
    expect(screen.getByText('Choose a template in the list to see how a croudie reads it.')).toBeTruthy();
  });

  it('filters by status, and by base templates only', async () => {
    const api = templatesApi();
    renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?statuses=DRAFT&statuses=ACTIVE&kind=base' });
    await screen.findByRole('row', { name: /QA review/ });
    expect(api.callsOf('SettingsTaskTemplates')[0]!.variables).toMatchObject({
      filters: { statuses: ['DRAFT', 'ACTIVE'], baseOnly: true, clientId: null },
    });
  });

  it('previews a chosen template as a croudie reads it, with a base’s client variants and their status', async () => {
    const api = templatesApi();
    renderScreen(<TemplatesRoute />, { api, path: '/settings/templates' });
    await screen.findByRole('row', { name: /QA review/ });
    fireEvent.click(screen.getAllByRole('button', { name: 'Preview Keyword research' })[0]!);
    const preview = await screen.findByRole('region', { name: 'Preview of Keyword research' });
    const text = preview.textContent ?? '';
    expect(text).toContain('Base template');
    expect(text).toContain('Research keywords for {{job_owner_name}}');
    // the brief's merge fields are placeholders
    expect(within(preview).getByText('Croudie’s first name')).toBeTruthy();
    expect(within(preview).getByText('Job owner’s email')).toBeTruthy();
    expect(text).not.toContain('{{croudie_first_name}}');
    expect(text).toContain('£12.50 fixed');
    expect(text).toContain('1 day');
    expect(text).toContain('End of the day');
    expect(text).toContain('Offer, to every selected croudie at once (open queue)');
    expect(text).toContain('Attachments required');
    expect(text).toContain('Paid search');
    const variants = within(preview).getByRole('list', { name: 'Client variants' });
    expect(variants.textContent).toContain('Acme Outdoor');
    expect(variants.textContent).toContain('Draft');
    // a variant opens from its base
    fireEvent.click(within(variants).getByRole('button', { name: 'Preview Keyword research (Acme Outdoor)' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Preview of Keyword research' }).textContent).toContain(
        'Client variant of Keyword research for Acme Outdoor',
      ),
    );
    expect(api.callsOf('SettingsTaskTemplate').map((c) => c.variables['id'])).toEqual(['5', '12']);
  });

  it('shows a QA template without a cost', async () => {
    const api = templatesApi();
    renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=6' });
    const preview = await screen.findByRole('region', { name: 'Preview of QA review' });
    expect(preview.textContent).not.toContain('£');
    expect(preview.textContent).toContain('Reviewed by staff (a QA task)');
  });
});

describe('who sees which buttons', { timeout: 30_000 }, () => {
  it('shows only the actions the server lists for the template', async () => {
    renderScreen(<TemplatesRoute />, { api: templatesApi(), path: '/settings/templates?template=5', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    expect(actionButtons('Keyword research')).toEqual(['Edit', 'Unpublish', 'Create client variant']);
    expect(screen.getByRole('button', { name: 'Add template' })).toBeTruthy();
    // the row's menu offers the same
    fireEvent.click(screen.getByRole('button', { name: 'More actions for QA review' }));
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
    expect(items).toEqual(['Edit', 'Republish', 'Create client variant', 'Delete']);
  });

  it('gives a reader the list and the preview without buttons', async () => {
    const reader = (rows: (typeof keywordResearch)[]) => rows.map((r) => ({ ...r, availableActions: [] as string[] }));
    const api = templatesApi(
      (call) =>
        call.operationName === 'SettingsTaskTemplate'
          ? { data: { taskTemplate: { ...details(keywordResearch), availableActions: [] } } }
          : undefined,
      reader([keywordResearch, qaReview]),
    );
    renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=5' });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    expect(screen.queryByRole('group', { name: 'Actions on Keyword research' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for QA review' })).toBeNull();
  });
});

describe('creating and editing', { timeout: 30_000 }, () => {
  const openNew = async (api: ReturnType<typeof templatesApi>) => {
    const shown = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates', roles: AUTHOR });
    fireEvent.click(await screen.findByRole('button', { name: 'Add template' }));
    return { ...shown, form: await screen.findByRole('form', { name: 'New template' }) };
  };

  it('checks the form first: name, title and the cost its type asks for; a QA template has no cost or allocation', async () => {
    const api = templatesApi();
    const { form } = await openNew(api);
    expect(within(form).getByText(/\{\{croudie_first_name\}\}, \{\{job_owner_name\}\} and \{\{job_owner_email\}\}/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(form, 'Name')).toBe(TASK_MESSAGES.required));
    expect(fieldError(form, 'Title')).toBe(TASK_MESSAGES.required);
    expect(fieldError(form, 'Fixed cost')).toBe(TASK_MESSAGES.fixedCost);
    expect(within(form).getByLabelText('Open queue')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Assign' }));
    expect(within(form).queryByLabelText('Open queue')).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'QA task' }));
    expect(within(form).queryByLabelText('Fixed cost')).toBeNull();
    expect(within(form).queryByRole('radio', { name: 'Assign' })).toBeNull();
    expect(api.callsOf('SettingsCreateTaskTemplate')).toHaveLength(0);
  });

  it('creates a draft base template and says so', async () => {
    const api = templatesApi();
    const { form, toasts } = await openNew(api);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ad copy' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Write ad copy' } });
    fireEvent.change(within(form).getByLabelText('Brief'), { target: { value: 'Thanks {{croudie_first_name}}' } });
    fireEvent.change(within(form).getByLabelText('Fixed cost'), { target: { value: '20' } });
    fireEvent.click(within(form).getByLabelText('Attachments required'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]));
    expect(api.callsOf('SettingsCreateTaskTemplate')[0]!.variables).toEqual({
      input: {
        name: 'Ad copy',
        channelTypeIds: [],
        type: 'SINGLE',
        title: 'Write ad copy',
        brief: 'Thanks {{croudie_first_name}}',
        settings: { attachmentsRequired: true },
        cost: { costType: 'FIXED', fixedCost: 20 },
        lifetimeMinutes: 1440,
        deadlineTime: 'end_of_day',
        allocationMethod: 'OFFER',
        openQueue: false,
      },
    });
    // the new template opens in the preview
    await screen.findByRole('region', { name: /Preview of/ });
    await waitFor(() => expect(api.callsOf('SettingsTaskTemplate').at(-1)!.variables).toEqual({ id: '40' }));
  });

  it('shows the API’s field error on its field and the §8 toast', async () => {
    const api = templatesApi((call) =>
      call.operationName === 'SettingsCreateTaskTemplate'
        ? refused('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: { 'input.channelTypeIds': 'There is no such channel type' } })
        : undefined,
    );
    const { form, toasts } = await openNew(api);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ad copy' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Write ad copy' } });
    fireEvent.change(within(form).getByLabelText('Fixed cost'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(form, 'Channel types')).toBe('There is no such channel type'));
    expect(toasts).toEqual([{ text: TEMPLATE_MESSAGES.createFailed, color: 'error' }]);
  });

  it('edits a template with its saved values, and a failed save says §8’s words', async () => {
    let fail = true;
    const api = templatesApi((call) =>
      call.operationName === 'SettingsUpdateTaskTemplate' && fail
        ? refused('Unexpected error', { code: 'INTERNAL_SERVER_ERROR' })
        : undefined,
    );
    const { toasts } = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=5', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit template' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Keyword research');
    expect((within(form).getByLabelText('Open queue') as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Keyword research (UK)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ text: TEMPLATE_MESSAGES.saveFailed, color: 'error' }]));
    expect(within(form).getByRole('alert').textContent).toBe(TEMPLATE_MESSAGES.saveFailed);
    fail = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ text: 'Record has been successfully updated', color: 'success' }));
    expect(api.callsOf('SettingsUpdateTaskTemplate').at(-1)!.variables).toMatchObject({
      id: '5',
      input: { name: 'Keyword research (UK)', channelTypeIds: ['2'], cost: { costType: 'FIXED', fixedCost: 12.5 }, openQueue: true },
    });
  });
});

describe('the §4 actions', { timeout: 30_000 }, () => {
  it('publishes at once and reloads the list and the preview', async () => {
    const api = templatesApi();
    const { toasts } = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=12', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    expect(actionButtons('Keyword research')).toEqual(['Edit', 'Publish', 'Delete']);
    const loads = api.callsOf('SettingsTaskTemplates').length;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));
    expect(api.callsOf('SettingsPublishTaskTemplate')[0]!.variables).toEqual({ id: '12' });
    await waitFor(() => expect(api.callsOf('SettingsTaskTemplates').length).toBeGreaterThan(loads));
  });

  it('says §8’s words, and the server’s reason, when a publish is refused', async () => {
    const api = templatesApi((call) =>
      call.operationName === 'SettingsPublishTaskTemplate'
        ? refused('Only a draft template can be published: this one is active', { code: 'CONFLICT', fieldErrors: { status: 'x' } })
        : undefined,
    );
    const { toasts } = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=12', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: `${TEMPLATE_MESSAGES.publishFailed}: Only a draft template can be published: this one is active`, color: 'error' },
      ]),
    );
  });

  it('says just §8’s words when the unpublish fails for no stated reason', async () => {
    const api = templatesApi((call) =>
      call.operationName === 'SettingsUnpublishTaskTemplate' ? refused('Unexpected error', { code: 'INTERNAL_SERVER_ERROR' }) : undefined,
    );
    const { toasts } = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=5', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(toasts).toEqual([{ text: TEMPLATE_MESSAGES.unpublishFailed, color: 'error' }]));
  });

  it('deletes after the confirmation and closes the preview; a refusal gives §8’s words and the reason', async () => {
    let refuse = true;
    const api = templatesApi((call) =>
      call.operationName === 'SettingsDeleteTaskTemplate' && refuse
        ? refused('This template has client variants: delete them first', { code: 'CONFLICT' })
        : undefined,
    );
    const { toasts } = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=6', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of QA review' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { text: `${TEMPLATE_MESSAGES.deleteFailed}: This template has client variants: delete them first`, color: 'error' },
      ]),
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ text: 'Record has been successfully deleted', color: 'success' }));
    expect(api.callsOf('SettingsDeleteTaskTemplate').at(-1)!.variables).toEqual({ id: '6' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preview of QA review' })).toBeNull());
  });

  it('does not delete when the confirmation is declined', async () => {
    const api = templatesApi();
    renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=6', roles: AUTHOR, confirm: false });
    await screen.findByRole('region', { name: 'Preview of QA review' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsOf('SettingsDeleteTaskTemplate')).toHaveLength(0);
  });

  it('creates a client variant; the one-variant refusal shows under the client with the §8 toast', async () => {
    let refuse = true;
    const api = templatesApi((call) =>
      call.operationName === 'SettingsCreateTaskTemplateVariant'
        ? refuse
          ? refused(TEMPLATE_MESSAGES.oneVariant, { code: 'CONFLICT', fieldErrors: { clientId: TEMPLATE_MESSAGES.oneVariant } })
          : { data: { createTaskTemplateVariant: { id: '12' } } }
        : undefined,
    );
    const { toasts } = renderScreen(<TemplatesRoute />, { api, path: '/settings/templates?template=5', roles: AUTHOR });
    await screen.findByRole('region', { name: 'Preview of Keyword research' });
    fireEvent.click(screen.getByRole('button', { name: 'Create client variant' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create client variant of Keyword research')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create variant' }));
    await waitFor(() => expect(fieldError(dialog, 'Client')).toBe('This field is required'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Client' }));
    fireEvent.click(await screen.findByTitle('Acme Outdoor'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create variant' }));
    await waitFor(() => expect(fieldError(dialog, 'Client')).toBe(TEMPLATE_MESSAGES.oneVariant));
    expect(toasts).toEqual([{ text: TEMPLATE_MESSAGES.variantFailed, color: 'error' }]);
    expect(api.callsOf('SettingsCreateTaskTemplateVariant')[0]!.variables).toEqual({ baseId: '5', clientId: '3' });
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create variant' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ text: 'Record has been successfully created', color: 'success' }));
    await waitFor(() => expect(screen.queryByText('Create client variant of Keyword research')).toBeNull());
    await waitFor(() => expect(api.callsOf('SettingsTaskTemplate').at(-1)!.variables).toEqual({ id: '12' }));
  });
});
