import { type Locator, type Page } from '@playwright/test';
import { apiAs, createCroudie, must, type ApiSession } from '../support/api';
import { dialogsSettled } from '../support/antd-modal';
import { chooseOption, searchAndChoose } from '../support/antd-select';
import { plainOrigin } from '../support/env';
import { clientWithChannel, platformToday, type OwnClient } from '../support/plan';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

// The plan's forms and a job's life (issue 20; staff-and-admin.md §2 Forms, §3 Project, Phase, Job, §4 Job statuses
// and actions, §8 Jobs): staff.admin creates a project, a phase in it and a job in the phase from /plan and sees them
// there; schedules a job a few minutes ahead and, with the platform clock moved past that time, sees it in progress;
// deletes a started job with a croudie's active task, paying £12.50, and the croudie sees that work on /payments.
// Every project, phase, job and croudie is the journey's own, named uniquely.
const ADMIN = 'staff.admin@example.com';

interface OwnPhase {
  projectName: string;
  phase: { id: string; name: string };
}

const stamp = () => `${process.pid}${Date.now().toString(36)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** How the date inputs show a day: DD/MM/YYYY. */
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const quarterOf = (iso: string) => ({ year: Number(iso.slice(0, 4)), quarter: Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1 });

/** A project of the journey's own in this quarter with one phase from today for a month (by the API). */
async function createPhase(api: ApiSession, client: OwnClient, today: string): Promise<OwnPhase> {
  const id = stamp();
  const { createPlanProject } = await must(
    api.graphql<{ createPlanProject: { id: string; name: string } }>(
      'mutation Project($input: PlanProjectInput!) { createPlanProject(input: $input) { id name } }',
      {
        input: {
          clientId: client.id,
          quarter: quarterOf(today),
          ownerId: client.ownerId,
          name: `Journey jobs ${id}`,
          channelIds: [client.channel.id],
        },
      },
    ),
  );
  const { createPlanPhase } = await must(
    api.graphql<{ createPlanPhase: { id: string; name: string } }>(
      'mutation Phase($input: PlanPhaseInput!) { createPlanPhase(input: $input) { id name } }',
      {
        input: {
          projectId: createPlanProject.id,
          ownerId: client.ownerId,
          name: `Jobs phase ${id}`,
          startsAt: today,
          endsAt: addDays(today, 30),
        },
      },
    ),
  );
  return { projectName: createPlanProject.name, phase: createPlanPhase };
}

/** A job of the journey's own in the phase, from today, due in five days at 17:00 London; started when `start`. */
async function createJob(api: ApiSession, client: OwnClient, own: OwnPhase, today: string, start: boolean) {
  const name = `Journey job ${stamp()}`;
  const { createJob: job } = await must(
    api.graphql<{ createJob: { id: string } }>(
      'mutation Job($input: JobInput!, $start: Boolean) { createJob(input: $input, startOnSave: $start) { id } }',
      {
        input: {
          clientId: client.id,
          channelId: client.channel.id,
          name,
          phaseId: own.phase.id,
          startsAt: today,
          dueAt: new Date(`${addDays(today, 5)}T17:00:00Z`).toISOString(),
          timezone: 'Europe/London',
        },
        start,
      },
    ),
  );
  return { id: job.id, name };
}

/** The plan at quarter zoom for the client's projects, drafts shown. */
const planPath = (client: OwnClient) => `/plan?zoom=quarter&drafts=1&client=${encodeURIComponent(client.name)}`;

/** The plan for the client's projects, loaded (its heading; the chart itself shows once there is something in it). */
async function openPlan(page: Page, client: OwnClient): Promise<Locator> {
  await signInAs(page, ADMIN, { path: planPath(client) });
  await expect(page.getByRole('heading', { name: 'Plan', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Plan filters' })).toBeVisible();
  return page.getByRole('region', { name: 'Plan', exact: true });
}

/** A job's bar (or its mark when it has one day only) by the job's name, whatever its status and days. */
const jobMark = (chart: Locator, name: string) => chart.getByRole('button', { name: new RegExp(`^Job ${escapeRegExp(name)} \\(`) });

/** A row menu's item (the plan's row menus: Add phase, Add job, …). */
async function rowAction(page: Page, menu: string, item: string) {
  await chooseMenuItem(page, page.getByRole('button', { name: menu }), item);
}

/** Saves a drawer's form and waits for its success toast and the drawer to close. */
async function saveForm(page: Page, form: Locator, toast: string) {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(toast).last()).toBeVisible();
}

/** The job's status by the API. */
async function jobStatus(api: ApiSession, id: string) {
  const { job } = await must(api.graphql<{ job: { status: string } }>('query J($id: ID!) { job(id: $id) { status } }', { id }));
  return job.status;
}

test.describe('the plan’s forms and a job’s life', () => {
  test('staff.admin creates a project, a phase in it and a job in the phase from /plan, and sees them there', async ({ page }) => {
    test.setTimeout(180_000);
    const api = await apiAs(ADMIN);
    const today = await platformToday(api);
    const client = await clientWithChannel(api);
    const id = stamp();
    const projectName = `Journey project ${id}`;
    const phaseName = `Journey phase ${id}`;
    const jobName = `Journey job ${id}`;
    const chart = await openPlan(page, client);

    // the project: the client, one of its channels, a name; planned in the current quarter
    await chooseMenuItem(page, page.getByRole('button', { name: 'Create' }), 'Project');
    const projectForm = page.getByRole('form', { name: 'Create project' });
    await expect(projectForm).toBeVisible();
    await searchAndChoose(page, projectForm.getByRole('combobox', { name: 'Client' }), client.name, client.name);
    // a pick lost while the dropdown slides in is tried again (never twice once it shows: that would toggle it off)
    await chooseOption(page, projectForm.getByRole('combobox', { name: 'Channels' }), client.channel.name);
    // closes the list (Escape would close the drawer too)
    await projectForm.getByRole('textbox', { name: 'Name' }).click();
    await projectForm.getByRole('textbox', { name: 'Name' }).fill(projectName);
    await saveForm(page, projectForm, 'Record has been successfully created');
    const project = chart.getByRole('group', { name: `Project ${projectName}` });
    await expect(project).toBeVisible({ timeout: 15_000 });

    // a phase in it, from today for three weeks
    await rowAction(page, `Actions for project ${projectName}`, 'Add phase');
    const phaseForm = page.getByRole('form', { name: 'Create phase' });
    await expect(phaseForm).toBeVisible();
    await phaseForm.getByRole('textbox', { name: 'Name' }).fill(phaseName);
    await phaseForm.getByRole('textbox', { name: 'End date' }).fill(typed(addDays(today, 21)));
    await phaseForm.getByRole('textbox', { name: 'End date' }).press('Tab');
    await saveForm(page, phaseForm, 'Record has been successfully created');
    await expect(project.getByRole('img', { name: new RegExp(`^Phase ${escapeRegExp(phaseName)}: `) })).toBeVisible({ timeout: 15_000 });

    // a job in the phase (its client comes with it), inside the phase's days: nothing to extend
    await rowAction(page, `Actions for phase ${phaseName}`, 'Add job');
    const jobForm = page.getByRole('form', { name: 'Create job' });
    await expect(jobForm).toBeVisible();
    await expect(
      jobForm.getByRole('combobox', { name: 'Phase' }).locator('xpath=ancestor::*[contains(@class, "ant-select")][1]'),
    ).toContainText(phaseName);
    await chooseOption(page, jobForm.getByRole('combobox', { name: 'Channel' }), client.channel.name);
    await jobForm.getByRole('textbox', { name: 'Name' }).fill(jobName);
    await jobForm.getByRole('textbox', { name: 'Planned start date' }).fill(typed(today));
    await jobForm.getByRole('textbox', { name: 'Planned start date' }).press('Tab');
    await jobForm.getByRole('textbox', { name: 'Due date' }).fill(typed(addDays(today, 10)));
    await jobForm.getByRole('textbox', { name: 'Due date' }).press('Tab');
    await searchAndChoose(page, jobForm.getByRole('combobox', { name: 'Due time' }), '17:00', '17:00');
    await saveForm(page, jobForm, 'Record has been successfully created');
    await expect(jobMark(project, jobName)).toBeVisible({ timeout: 15_000 });

    // all three stay after a reload
    await page.reload();
    await expect(project).toBeVisible({ timeout: 30_000 });
    await expect(project.getByRole('img', { name: new RegExp(`^Phase ${escapeRegExp(phaseName)}: `) })).toBeVisible();
    await expect(jobMark(project, jobName)).toBeVisible();
  });

  test('staff.admin deletes a started job paying £12.50 for its active task, and the croudie sees that work on /payments', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const api = await apiAs(ADMIN);
    const today = await platformToday(api);
    const client = await clientWithChannel(api);
    const own = await createPhase(api, client, today);
    const job = await createJob(api, client, own, today, true);
    // a croudie of the journey's own, assigned the job's task straight away (issue 21's task form, by the API)
    const croudie = await createCroudie({ label: 'paidondelete' });
    const taskName = `Journey task ${stamp()}`;
    const { createTask } = await must(
      api.graphql<{ createTask: { state: string } }>(
        'mutation Task($jobId: ID!, $input: TaskInput!) { createTask(jobId: $jobId, input: $input) { state } }',
        {
          jobId: job.id,
          input: {
            title: taskName,
            cost: { costType: 'MINUTES', allocatedMinutes: 60 },
            lifetimeMinutes: 1440,
            deadlineTime: 'end_of_day',
            allocationMethod: 'ASSIGN',
            users: [{ croudieId: croudie.croudieId, timeoutMinutes: 120 }],
          },
        },
      ),
    );
    expect(createTask.state).toBe('IN_PROGRESS');

    const chart = await openPlan(page, client);
    await jobMark(chart, job.name).click();
    const form = page.getByRole('form', { name: 'Edit job' });
    await expect(form.getByText('In progress', { exact: true })).toBeVisible();
    await dialogsSettled(page);
    await form.getByRole('button', { name: 'Delete', exact: true }).click();
    const payments = page.getByRole('form', { name: `Delete the job "${job.name}"?` });
    await expect(payments).toBeVisible();
    await dialogsSettled(page);
    await payments.getByRole('spinbutton', { name: `Journey Owned – ${taskName}` }).fill('12.50');
    await payments.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Record has been successfully deleted').last()).toBeVisible();
    await expect(jobMark(chart, job.name)).toHaveCount(0);

    // the croudie's payment centre: this month's work (invoiced next month) is the payment for the deleted job's task
    const theirs = await browser.newContext();
    try {
      const croudiePage = await theirs.newPage();
      await signInAs(croudiePage, croudie.email, { password: croudie.password, path: '/payments' });
      const work = croudiePage.getByRole('region', { name: 'Work ready for invoicing' });
      await expect(work).toContainText(/This month’s work \(invoiced next month\)\s*Work logs\s*1\s*Total\s*£12\.50/, { timeout: 30_000 });
      await expect(croudiePage.getByRole('status', { name: 'Earnings £12.50' })).toBeVisible();
    } finally {
      await theirs.close();
    }
  });

  test(
    'staff.admin schedules a job a few minutes ahead; once the platform clock passes that time it is in progress',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(180_000);
      const api = await apiAs(ADMIN);
      const today = await platformToday(api);
      const client = await clientWithChannel(api);
      const own = await createPhase(api, client, today);
      const job = await createJob(api, client, own, today, false);
      // Node (not the browser) calls the gateway: plain localhost, the dev clock is tenant-free.
      const clock = `${plainOrigin}/api/dev/clock`;
      const started = (await (await page.request.get(clock)).json()) as { now: string };
      const realStart = Date.now();
      try {
        const chart = await openPlan(page, client);
        await jobMark(chart, job.name).click();
        const form = page.getByRole('form', { name: 'Edit job' });
        await expect(form).toBeVisible();
        await expect(form.getByText('Draft', { exact: true })).toBeVisible();
        await form.getByRole('button', { name: 'Schedule', exact: true }).click();
        // the dialog offers the next quarter hour in the job's time zone: a few minutes ahead
        const dialog = page.getByRole('dialog').filter({ hasText: `Schedule the job "${job.name}"` });
        await expect(dialog).toBeVisible();
        await dialogsSettled(page);
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        await expect(page.getByText('Record has been successfully updated').last()).toBeVisible();
        await expect(form.getByText('Scheduled', { exact: true })).toBeVisible({ timeout: 15_000 });
        const { job: scheduled } = await must(
          api.graphql<{ job: { status: string; scheduledFor: string } }>('query J($id: ID!) { job(id: $id) { status scheduledFor } }', {
            id: job.id,
          }),
        );
        expect(scheduled.status).toBe('SCHEDULED');
        const ahead = Date.parse(scheduled.scheduledFor) - Date.parse((await (await page.request.get(clock)).json()).now);
        expect(ahead).toBeGreaterThan(0);
        expect(ahead).toBeLessThanOrEqual(15 * 60_000);

        // a minute past its time on the platform clock: the runner's next pass (every 15 s) starts it
        const moved = await page.request.post(clock, {
          data: { now: new Date(Date.parse(scheduled.scheduledFor) + 60_000).toISOString() },
        });
        expect(moved.ok()).toBe(true);
        await expect.poll(() => jobStatus(api, job.id), { timeout: 60_000 }).toBe('IN_PROGRESS');
        await page.reload();
        await expect(chart).toBeVisible({ timeout: 30_000 });
        await jobMark(chart, job.name).click();
        await expect(page.getByRole('form', { name: 'Edit job' }).getByText('In progress', { exact: true })).toBeVisible();
      } finally {
        // Put the clock back where it would have been, for the journeys after this one.
        await page.request.post(clock, { data: { now: new Date(Date.parse(started.now) + (Date.now() - realStart)).toISOString() } });
      }
    },
  );
});
