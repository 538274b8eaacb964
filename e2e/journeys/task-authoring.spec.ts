import { type Page } from '@playwright/test';
import { apiAs, createCroudie, must, type ApiSession, type OwnCroudie } from '../support/api';
import { dialogsSettled } from '../support/antd-modal';
import { chooseOption } from '../support/antd-select';
import { plainOrigin, tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { clientWithChannel, type OwnClient } from '../support/plan';

// Task authoring (issue 21; staff-and-admin.md §2 Forms: single task, QA task, Croudie picker, Templates; §3 Task,
// Task template; §4; ADR 0280–0285), in two journeys:
// - staff.admin (flag new_croudie_picker) adds a QA task assigned to themself and a task from a template of the
//   journey's own to a started job, choosing the croudies with the picker's Pick top 5; the first croudie accepts it
//   on /work and submits, and staff.admin, the QA task's reviewer, passes the work;
// - a task offered in order: the first croudie lets the offer time out (the platform clock moved past it), the second
//   accepts it on /work and reads the brief with their first name merged in. It moves the platform clock, so it runs
//   with the global-state journeys (one at a time, after the rest) and puts the clock back; its set-up is by the API
//   so that its time there stays short.
// The jobs, templates and croudies are each journey's own.
const ADMIN = 'staff.admin@example.com';
const stamp = () => `${process.pid}${Date.now().toString(36)}`;
const FEEDBACK = 'The copy is clear, on brand and within the character limits: well done.';

/** A started job of the journey's own for the client, owned by staff.admin. */
async function startedJob(api: ApiSession, client: OwnClient, name: string): Promise<string> {
  const { createJob } = await must(
    api.graphql<{ createJob: { id: string } }>('mutation Job($input: JobInput!) { createJob(input: $input, startOnSave: true) { id } }', {
      input: { clientId: client.id, channelId: client.channel.id, name, timezone: 'Europe/London' },
    }),
  );
  return createJob.id;
}

/**
 * A croudie who has done one task already (so the picker scores them: brand-new croudies are listed apart), by the
 * API: assigned a task on a job of its own, submitted, passed.
 */
async function experiencedCroudie(api: ApiSession, client: OwnClient, firstName: string, lastName: string): Promise<OwnCroudie> {
  const croudie = await createCroudie({ label: 'authoring', firstName, lastName });
  const jobId = await startedJob(api, client, `Warm-up ${lastName} ${firstName}`);
  const { createTask } = await must(
    api.graphql<{ createTask: { id: string } }>(
      'mutation T($jobId: ID!, $input: TaskInput!) { createTask(jobId: $jobId, input: $input) { id } }',
      {
        jobId,
        input: {
          title: `Warm-up for ${firstName}`,
          cost: { costType: 'MINUTES', allocatedMinutes: 30 },
          lifetimeMinutes: 1440,
          deadlineTime: 'end_of_day',
          allocationMethod: 'ASSIGN',
          users: [{ croudieId: croudie.croudieId, timeoutMinutes: 120 }],
        },
      },
    ),
  );
  const them = await apiAs(croudie.email, { password: croudie.password });
  await must(them.graphql('mutation S($id: ID!) { submitTaskWork(taskId: $id, work: "Warm-up done") { id } }', { id: createTask.id }));
  await must(
    api.graphql('mutation P($id: ID!, $f: String) { passTaskWork(taskId: $id, feedback: $f) { id } }', { id: createTask.id, f: FEEDBACK }),
  );
  return croudie;
}

/** A published base template of the journey's own, its brief greeting the croudie by their first name. */
async function ownTemplate(api: ApiSession, name: string): Promise<void> {
  const { createTaskTemplate } = await must(
    api.graphql<{ createTaskTemplate: { id: string } }>(
      'mutation C($input: TaskTemplateInput!) { createTaskTemplate(input: $input) { id } }',
      {
        input: {
          name,
          title: `Ad copy ${name}`,
          brief: 'Hello {{croudie_first_name}}, write three headlines. Questions to {{job_owner_name}}.',
          cost: { costType: 'FIXED', fixedCost: 25 },
          lifetimeMinutes: 2880,
          deadlineTime: 'end_of_day',
        },
      },
    ),
  );
  await must(api.graphql('mutation P($id: ID!) { publishTaskTemplate(id: $id) { id } }', { id: createTaskTemplate.id }));
}

interface TaskState {
  id: string;
  state: string;
  offers: { croudieId: string; status: string }[];
}
async function tasksOf(api: ApiSession, jobId: string): Promise<(TaskState & { name: string; type: string })[]> {
  const { job } = await must(
    api.graphql<{ job: { tasks: (TaskState & { name: string; type: string })[] } }>(
      'query J($id: ID!) { job(id: $id) { tasks { id name type state offers { croudieId status } } } }',
      { id: jobId },
    ),
  );
  return job.tasks;
}

async function saveTaskForm(page: Page, formName: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Record has been successfully created').last()).toBeVisible();
}

/** From /work: the offered task's page, where the croudie accepts it. */
async function openOfferedTask(page: Page, title: string) {
  const link = page.getByRole('table', { name: 'My tasks' }).getByRole('link', { name: title });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Offer accepted')).toBeVisible();
}

test('staff.admin creates a job’s task from a template with the picker’s top 5; the croudie does it and the QA task’s reviewer passes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(ADMIN);
  const client = await clientWithChannel(api);
  const id = stamp();
  const surname = `Picked${id}`;
  // the same record, so the same score: the picker then goes by name, Marnie first
  const [first, second] = await Promise.all([
    experiencedCroudie(api, client, 'Marnie', surname),
    experiencedCroudie(api, client, 'Ottilie', surname),
  ]);
  const templateName = `Journey template ${id}`;
  await ownTemplate(api, templateName);
  const jobName = `Journey authoring ${id}`;
  const jobId = await startedJob(api, client, jobName);

  await signInAs(page, ADMIN, { path: `/plan/jobs/${jobId}` });
  await expect(page.getByRole('heading', { name: jobName })).toBeVisible({ timeout: 30_000 });

  // a QA task the creator reviews
  await page.getByRole('button', { name: 'Add QA task' }).click();
  const qa = page.getByRole('form', { name: 'Add QA task' });
  await qa.getByRole('textbox', { name: 'Title' }).fill(`Review ${id}`);
  await expect(qa.getByRole('switch', { name: 'Assign the QA task to me' })).toBeChecked();
  await saveTaskForm(page, 'Add QA task');

  // the task from the template, the croudies from the picker's top 5
  await page.getByRole('button', { name: 'Add task', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add task' });
  await dialogsSettled(page);
  await chooseOption(page, form.getByRole('combobox', { name: 'Template' }), templateName);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Ad copy ${templateName}`);
  await form.getByRole('button', { name: 'Find croudies' }).click();
  const picker = page.getByRole('dialog', { name: 'Find croudies' });
  await dialogsSettled(page);
  await picker.getByLabel('Search croudies').fill(surname);
  // the search has answered: only the journey's two croudies are scored
  await expect(picker.getByRole('tab', { name: 'Scored (2)' })).toBeVisible({ timeout: 15_000 });
  await expect(picker.getByRole('button', { name: `Add Ottilie ${surname}` })).toBeVisible();
  await picker.getByRole('button', { name: 'Pick top 5' }).click();
  await expect(picker.getByText('Added 2 croudies to the task')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).first().click();
  await expect(picker).toBeHidden();
  await expect(form.getByText(`Marnie ${surname}`)).toBeVisible();
  await expect(form.getByText(`Ottilie ${surname}`)).toBeVisible();
  await saveTaskForm(page, 'Add task');

  const single = async () => (await tasksOf(api, jobId)).find((t) => t.type === 'SINGLE')!;
  const task = await single();
  expect(task.offers).toEqual([
    { croudieId: first.croudieId, status: 'OFFERED' },
    { croudieId: second.croudieId, status: 'QUEUED' },
  ]);

  // the first croudie accepts on /work and submits
  const theirs = await browser.newContext();
  try {
    const croudie = await theirs.newPage();
    await signInAs(croudie, first.email, { password: first.password, path: '/work' });
    await openOfferedTask(croudie, `Ad copy ${templateName}`);
    await expect(croudie.getByText('Hello Marnie, write three headlines. Questions to')).toBeVisible();
    await croudie.getByRole('textbox', { name: 'Your work' }).fill('Three headlines, as asked');
    await croudie.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(croudie.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  } finally {
    await theirs.close();
  }

  // staff.admin passes it as the QA task's reviewer
  await page.goto(`${tenantOrigin('control')}/work/task/${task.id}`);
  await page.getByRole('button', { name: 'Pass' }).click();
  const pass = page.getByRole('dialog');
  await pass.getByRole('textbox', { name: 'Timeline feedback' }).fill(FEEDBACK);
  await pass.getByRole('button', { name: 'Pass' }).click();
  await expect.poll(async () => (await single()).state, { timeout: 15_000 }).toBe('COMPLETED');
});

test(
  'a task offered in order: the first croudie lets the offer time out, the second accepts it and reads the brief addressed to them',
  { tag: '@global-state' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const api = await apiAs(ADMIN);
    const client = await clientWithChannel(api);
    const id = stamp();
    const [first, second] = await Promise.all([
      createCroudie({ label: 'offertimeout', firstName: 'Rosalind', lastName: `Timeout${id}` }),
      createCroudie({ label: 'offertimeout', firstName: 'Sebastian', lastName: `Timeout${id}` }),
    ]);
    const jobId = await startedJob(api, client, `Journey offers ${id}`);
    const title = `Offered in order ${id}`;
    const { createTask } = await must(
      api.graphql<{ createTask: { id: string } }>(
        'mutation T($jobId: ID!, $input: TaskInput!) { createTask(jobId: $jobId, input: $input) { id } }',
        {
          jobId,
          input: {
            title,
            brief: 'Hello {{croudie_first_name}}, the brief is yours.',
            cost: { costType: 'FIXED', fixedCost: 20 },
            lifetimeMinutes: 2880,
            deadlineTime: 'end_of_day',
            users: [
              { croudieId: first.croudieId, timeoutMinutes: 30 },
              { croudieId: second.croudieId, timeoutMinutes: 120 },
            ],
          },
        },
      ),
    );
    const offers = async () => (await tasksOf(api, jobId)).find((t) => t.id === createTask.id)!.offers.map((o) => o.status);
    expect(await offers()).toEqual(['OFFERED', 'QUEUED']);

    // the platform clock moves past the first croudie's 30 minutes: the runner's next pass (every 15 s) moves on
    const clock = `${plainOrigin}/api/dev/clock`;
    const started = (await (await page.request.get(clock)).json()) as { now: string };
    const realStart = Date.now();
    try {
      const moved = await page.request.post(clock, { data: { now: new Date(Date.parse(started.now) + 31 * 60_000).toISOString() } });
      expect(moved.ok()).toBe(true);
      await expect.poll(offers, { timeout: 60_000 }).toEqual(['MISSED', 'OFFERED']);
    } finally {
      // put the clock back where it would have been, for the journeys after this one
      await page.request.post(clock, { data: { now: new Date(Date.parse(started.now) + (Date.now() - realStart)).toISOString() } });
    }

    // the second croudie accepts on /work and reads the brief addressed to them
    await signInAs(page, second.email, { password: second.password, path: '/work' });
    await openOfferedTask(page, title);
    await expect(page.getByText('Hello Sebastian, the brief is yours.')).toBeVisible();
    expect(await offers()).toEqual(['MISSED', 'ACCEPTED']);
  },
);
