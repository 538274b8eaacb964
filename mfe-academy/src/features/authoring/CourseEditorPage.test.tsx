// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const emptyPage = { nodes: [], pagination: { total: 0, page: 1, limit: 25 } };

function courseApi(override: (call: GraphQLCall) => Answer | undefined = () => undefined, course: Record<string, unknown> = draftCourse) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'AcademyAdminCourse':
        return { data: { academyCourse: course } };
      case 'LanguagePicker':
        return { data: { languages: { nodes: [{ id: 'en', name: 'English' }], pagination: { total: 1, page: 1, limit: 25 } } } };
      case 'QualificationPicker':
        return { data: { qualifications: { nodes: [{ id: '3', name: 'Paid social' }], pagination: { total: 1, page: 1, limit: 25 } } } };
      case 'ChannelPicker':
        return { data: { channels: emptyPage } };
      case 'CroudiePicker':
        return { data: { croudies: emptyPage } };
      case 'AcademyAdminCreateCourse':
        return { data: { createAcademyCourse: { id: '90' } } };
      case 'AcademyAdminUpdateCourse':
        return { data: { updateAcademyCourse: { ...course, ...(call.variables['input'] as object) } } };
      case 'AcademyAdminReorderModules':
        return { data: { reorderAcademyModules: (call.variables['ids'] as string[]).map((id) => ({ id })) } };
      case 'AcademyAdminEnrolments':
        return {
          data: {
            academyCourseEnrolments: {
              userCourses: [
                {
                  id: '300',
                  status: 'IN_PROGRESS',
                  assigned: true,
                  enrolledAt: '2026-11-21T09:00:00.000Z',
                  completedAt: null,
                  croudie: { id: '12', fullName: 'Ana Lopez', emailAddress: 'ana@example.com' },
                },
              ],
              pagination: { total: 1 },
            },
          },
        };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

/** The form's message under a field, if any. */
function fieldMessage(label: string): string | null {
  const input = screen.getByLabelText(label);
  return input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}

describe('a new course (/academy/courses/new)', { timeout: 30_000 }, () => {
  it('checks the form with the shared schema before sending it', async () => {
    const api = courseApi();
    renderAcademy({ api, path: '/academy/courses/new' });
    const form = await screen.findByRole('form', { name: 'Course details' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(fieldMessage('Name')).toBe('This field is required'));
    // a qualification-only course must name its qualification
    fireEvent.click(within(form).getByRole('radio', { name: 'Qualification only' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Search ads' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create course' }));
    await waitFor(() =>
      expect(fieldMessage('Qualification passing grants')).toBe('A qualification-only course must name the qualification it grants'),
    );
    expect(api.callsOf('AcademyAdminCreateCourse')).toEqual([]);
  });

  it('creates a draft with every field in the API’s words and opens it', async () => {
    const api = courseApi();
    const { toasts } = renderAcademy({ api, path: '/academy/courses/new' });
    const form = await screen.findByRole('form', { name: 'Course details' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Search ads  ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Bids and budgets' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Pending' }));
    fireEvent.click(within(form).getByRole('switch', { name: 'In demand' }));
    fireEvent.click(within(form).getByRole('switch', { name: 'Part of onboarding' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminCreateCourse')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminCreateCourse')[0]!.variables['input']).toEqual({
      name: 'Search ads',
      description: 'Bids and budgets',
      channelIds: [],
      templateIds: [],
      languageCode: null,
      experienceLevel: null,
      private: false,
      inDemand: true,
      partOfOnboarding: true,
      applicableStatus: 'PENDING',
      type: 'STANDARD',
      qualificationId: null,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/academy/courses/90'));
    expect(toasts).toContainEqual({ text: 'Record has been successfully created', color: 'success' });
  });

  it('puts the API’s field errors on their fields and says §8’s failure', async () => {
    const api = courseApi((call) =>
      call.operationName === 'AcademyAdminCreateCourse'
        ? refused('Invalid input', 'BAD_USER_INPUT', { 'input.languageCode': 'Choose a language from the list' })
        : undefined,
    );
    const { toasts } = renderAcademy({ api, path: '/academy/courses/new' });
    const form = await screen.findByRole('form', { name: 'Course details' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Search ads' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(fieldMessage('Language')).toBe('Choose a language from the list'));
    expect(within(form).getByRole('alert').textContent).toBe('Unable to create course');
    expect(toasts.at(-1)).toEqual({ text: 'Unable to create course: choose a language from the list', color: 'error' });
  });
});

describe('the course editor (/academy/courses/:id)', { timeout: 30_000 }, () => {
  it('shows the course’s fields and saves them', async () => {
    const api = courseApi();
    const { toasts } = renderAcademy({ api, path: '/academy/courses/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid social basics' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Course details' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Paid social basics');
    expect((within(form).getByRole('switch', { name: 'In demand' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Paid social essentials' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminUpdateCourse')).toHaveLength(1));
    expect(api.callsOf('AcademyAdminUpdateCourse')[0]!.variables).toMatchObject({
      id: '7',
      input: { name: 'Paid social essentials', languageCode: 'en', experienceLevel: 'BEGINNER', inDemand: true },
    });
    await waitFor(() => expect(toasts).toContainEqual({ text: 'Record has been successfully updated', color: 'success' }));
  });

  it('offers the actions of a draft and says why publishing was refused', async () => {
    const api = courseApi((call) =>
      call.operationName === 'AcademyAdminPublishCourse'
        ? refused('Unable to publish course: give it at least one live assessment with questions', 'CONFLICT')
        : undefined,
    );
    const { toasts } = renderAcademy({ api, path: '/academy/courses/7' });
    const actions = await screen.findByRole('group', { name: 'Course actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Publish', 'Delete']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        text: 'Unable to publish course: give it at least one live assessment with questions',
        color: 'error',
      }),
    );
  });

  it('offers pause, expire and delete on a live course, and asks before expiring', async () => {
    const api = courseApi(
      (call) =>
        call.operationName === 'AcademyAdminExpireCourse'
          ? { data: { expireAcademyCourse: { id: '7', status: 'EXPIRED', updatedAt: '2026-11-22T10:00:00.000Z' } } }
          : undefined,
      { ...draftCourse, status: 'LIVE' },
    );
    const { confirms } = renderAcademy({ api, path: '/academy/courses/7' });
    const actions = await screen.findByRole('group', { name: 'Course actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pause', 'Expire', 'Delete']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Expire' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminExpireCourse')).toHaveLength(1));
    expect(confirms).toEqual(['Expire Paid social basics?']);
  });

  it('does not delete without confirmation, and names a course croudies took as the API does', async () => {
    let confirm = false;
    const api = courseApi((call) =>
      call.operationName === 'AcademyAdminDeleteCourse'
        ? refused('Unable to delete course: croudies have taken it; expire it instead', 'CONFLICT')
        : undefined,
    );
    const first = renderAcademy({ api, path: '/academy/courses/7', confirm });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Course actions' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(first.confirms).toHaveLength(1));
    expect(api.callsOf('AcademyAdminDeleteCourse')).toEqual([]);
    cleanup();
    confirm = true;
    const second = renderAcademy({ api, path: '/academy/courses/7', confirm });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Course actions' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(second.toasts.at(-1)).toEqual({ text: 'Unable to delete course: croudies have taken it; expire it instead', color: 'error' }),
    );
  });

  it('says so when the course does not exist', async () => {
    const api = courseApi((call) => (call.operationName === 'AcademyAdminCourse' ? refused('Course not found', 'NOT_FOUND') : undefined));
    renderAcademy({ api, path: '/academy/courses/404' });
    expect(await screen.findByText('This course could not be found')).toBeTruthy();
  });

  it('lists the croudies on the course and withdraws one after asking', async () => {
    const api = courseApi((call) =>
      call.operationName === 'AcademyAdminWithdrawUser' ? refused('You have already passed this course', 'CONFLICT') : undefined,
    );
    const { toasts, confirms } = renderAcademy({ api, path: '/academy/courses/7?tab=croudies' });
    const row = await screen.findByRole('row', { name: /Ana Lopez/ });
    expect(row.textContent).toContain('In progress');
    expect(row.textContent).toContain('Assigned');
    // a draft cannot be assigned yet
    expect(screen.getByText('Only a live course can be assigned.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw Ana Lopez' }));
    await waitFor(() => expect(api.callsOf('AcademyAdminWithdrawUser')).toHaveLength(1));
    expect(confirms).toEqual(['Withdraw Ana Lopez from the course?']);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ text: 'Unable to withdraw user: you have already passed this course', color: 'error' }),
    );
  });
});
