// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { draftCourse, refused, renderAcademy, viewport } from './testHarness';

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

const PATH = '/academy/courses/7?tab=modules';

function modulesApi(override: (call: GraphQLCall) => Answer | undefined = () => undefined) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'AcademyAdminCourse':
        return { data: { academyCourse: draftCourse } };
      case 'AcademyAdminAddModule':
        return { data: { addAcademyModule: { id: '39' } } };
      case 'AcademyAdminUpdateModule':
        return { data: { updateAcademyModule: { id: call.variables['id'], kind: 'VIDEO', title: 't', body: null, videoUrl: null } } };
      case 'AcademyAdminReorderModules':
        return { data: { reorderAcademyModules: (call.variables['ids'] as string[]).map((id) => ({ id })) } };
      case 'AcademyAdminDeleteModule':
        return { data: { deleteAcademyModule: call.variables['id'] } };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Modules' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

describe('the modules of a course', { timeout: 30_000 }, () => {
  it('lists them in order with their kind', async () => {
    renderAcademy({ api: modulesApi(), path: PATH });
    expect(await screen.findByRole('tab', { name: 'Modules (3)', selected: true })).toBeTruthy();
    expect(titles()).toEqual(['Welcome', 'The auction', 'Targeting']);
    expect(within(screen.getByRole('list', { name: 'Modules' })).getAllByRole('listitem')[1]!.textContent).toContain('Video');
  });

  it('adds a text module written in the rich-text editor, loaded when the form needs it', async () => {
    const api = modulesApi();
    const { toasts } = renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Add module' }));
    const form = await within(screen.getByRole('dialog')).findByRole('form', { name: 'New module' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Budgets' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Write the module’s text')).toBeTruthy();
    const editor = await within(form).findByRole('textbox', { name: 'Text' }, { timeout: 10_000 });
    expect(within(form).getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    // typing, as ProseMirror sees it: its DOM changes under its observer
    const paragraph = editor.querySelector('p')!;
    act(() => {
      paragraph.textContent = 'Spend wisely';
    });
    await waitFor(() => expect(within(form).queryByText('Write the module’s text')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminAddModule')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminAddModule')[0]!.variables).toEqual({
      courseId: '7',
      input: { kind: 'TEXT', title: 'Budgets', body: '<p>Spend wisely</p>' },
    });
    await waitFor(() => expect(toasts).toContainEqual({ text: 'Record has been successfully created', color: 'success' }));
  });

  it('shows a video module as croudies will see it, and only YouTube or Vimeo', async () => {
    const api = modulesApi();
    renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit The auction' }));
    const form = await within(screen.getByRole('dialog')).findByRole('form', { name: 'Edit module' });
    const frame = within(form).getByTitle('Video: The auction') as HTMLIFrameElement;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    fireEvent.change(within(form).getByLabelText('Video address'), { target: { value: 'https://example.com/watch?v=1' } });
    expect(within(form).queryByTitle('Video: The auction')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the https address of a YouTube or Vimeo video')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Video address'), { target: { value: 'https://vimeo.com/76979871' } });
    expect((within(form).getByTitle('Video: The auction') as HTMLIFrameElement).src).toBe('https://player.vimeo.com/video/76979871');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminUpdateModule')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminUpdateModule')[0]!.variables).toEqual({
      id: '32',
      input: { kind: 'VIDEO', title: 'The auction', videoUrl: 'https://vimeo.com/76979871' },
    });
  });

  it('reorders with the move buttons, shows the new order at once, and sends every id', async () => {
    const api = modulesApi();
    renderAcademy({ api, path: PATH });
    const down = await screen.findByRole('button', { name: 'Move Welcome down' });
    expect((screen.getByRole('button', { name: 'Move Welcome up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(down);
    expect(titles()).toEqual(['The auction', 'Welcome', 'Targeting']);
    await waitFor(() => expect(api.callsOf('AcademyAdminReorderModules')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminReorderModules')[0]!.variables).toEqual({ courseId: '7', ids: ['32', '31', '33'] });
  });

  it('reorders by keyboard on the drag handle (Space, arrow, Space)', async () => {
    const api = modulesApi();
    renderAcademy({ api, path: PATH });
    const handle = await screen.findByRole('button', { name: 'Reorder Targeting' });
    // jsdom lays nothing out: give each row a place, top to bottom
    const rows = within(screen.getByRole('list', { name: 'Modules' })).getAllByRole('listitem');
    rows.forEach((row, index) => {
      row.getBoundingClientRect = () => ({
        x: 0,
        y: index * 50,
        top: index * 50,
        left: 0,
        bottom: index * 50 + 40,
        right: 600,
        width: 600,
        height: 40,
        toJSON: () => ({}),
      });
    });
    handle.getBoundingClientRect = rows[2]!.getBoundingClientRect;
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    // the sensor listens for the moves from the next tick after the pick-up
    const press = (code: string, key: string) =>
      act(async () => {
        fireEvent.keyDown(handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await press('Space', ' ');
    await press('ArrowUp', 'ArrowUp');
    await press('Space', ' ');
    await waitFor(() => expect(api.callsOf('AcademyAdminReorderModules')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminReorderModules')[0]!.variables).toEqual({ courseId: '7', ids: ['31', '33', '32'] });
  });

  it('puts the modules back and says the API’s reason when the reorder is refused', async () => {
    const api = modulesApi((call) =>
      call.operationName === 'AcademyAdminReorderModules'
        ? refused('Unable to reorder modules: they changed while you were reordering; reload and try again', 'CONFLICT')
        : undefined,
    );
    const { toasts } = renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Targeting up' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        text: 'Unable to reorder modules: they changed while you were reordering; reload and try again',
        color: 'error',
      }),
    );
    await waitFor(() => expect(titles()).toEqual(['Welcome', 'The auction', 'Targeting']));
  });

  it('deletes a module after asking, and says §8’s failure when the server fails', async () => {
    const api = modulesApi((call) =>
      call.operationName === 'AcademyAdminDeleteModule' ? refused('Internal error', 'INTERNAL_SERVER_ERROR') : undefined,
    );
    const { toasts, confirms } = renderAcademy({ api, path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminDeleteModule')).toHaveLength(1));
    expect(confirms).toEqual(['Delete the module Welcome?']);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        text: 'Unable to delete module. Please try again, and contact support if it persists.',
        color: 'error',
      }),
    );
  });
});
