import { type Page } from '@playwright/test';
import { apiAs, must, type ApiSession } from '../support/api';
import { chooseOption } from '../support/antd-select';
import { dialogsSettled } from '../support/antd-modal';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// The plan's Gantt (issue 20; staff-and-admin.md §2 Plan, §4 Phases and projects, §8; ADR 0277): staff.admin drags a
// phase above its sibling and into the next quarter, and each stays after a reload; then moves a job of their own to a
// phase. The project, its phases and the job are the journey's own (made by the API, named uniquely); no other
// journey reorders them, so their order is this journey's alone.
const control = tenantOrigin('control');
const ADMIN = 'staff.admin@example.com';
/** Where a drag drops on a row: over its name, which is always in view (the time part may scroll sideways). */
const ON_NAME = { x: 200, y: 17 };

interface OwnPlan {
  clientName: string;
  clientId: string;
  channelId: string;
  projectName: string;
  projectId: string;
  a: { id: string; name: string };
  b: { id: string; name: string };
}

/** Today in London by the platform clock (the plan's days are London days). */
async function platformToday(api: ApiSession): Promise<string> {
  const { platformNow } = await must(api.graphql<{ platformNow: string }>('{ platformNow }'));
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(platformNow));
}

const day = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const quarterOf = (iso: string) => ({ year: Number(iso.slice(0, 4)), quarter: Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1 });
const quarterStart = (q: { year: number; quarter: number }) => `${q.year}-${String((q.quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
const nextQuarter = (q: { year: number; quarter: number }) =>
  q.quarter === 4 ? { year: q.year + 1, quarter: 1 } : { year: q.year, quarter: q.quarter + 1 };
const plusMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A project of staff.admin's in this quarter with two phases, A then B (both early in the quarter, A first). */
async function createPlan(api: ApiSession, today: string): Promise<OwnPlan> {
  const { me, clients } = await must(
    api.graphql<{ me: { id: string }; clients: { nodes: { id: string; name: string; channels: { id: string }[] }[] } }>(
      '{ me { id } clients(pagination: { limit: 10 }) { nodes { id name channels { id } } } }',
    ),
  );
  const client = clients.nodes.find((c) => c.channels.length > 0);
  if (!client) throw new Error('no demo client with an active channel');
  const stamp = `${process.pid}${Date.now().toString(36)}`;
  const quarter = quarterOf(today);
  const { createPlanProject } = await must(
    api.graphql<{ createPlanProject: { id: string; name: string } }>(
      'mutation Project($input: PlanProjectInput!) { createPlanProject(input: $input) { id name } }',
      {
        input: {
          clientId: client.id,
          quarter,
          ownerId: me.id,
          name: `Journey plan ${stamp}`,
          channelIds: [client.channels[0]!.id],
        },
      },
    ),
  );
  const start = quarterStart(quarter);
  const phase = async (name: string, from: number, to: number) => {
    const { createPlanPhase } = await must(
      api.graphql<{ createPlanPhase: { id: string; name: string } }>(
        'mutation Phase($input: PlanPhaseInput!) { createPlanPhase(input: $input) { id name } }',
        { input: { projectId: createPlanProject.id, ownerId: me.id, name, startsAt: day(start, from), endsAt: day(start, to) } },
      ),
    );
    return createPlanPhase;
  };
  // a new phase goes last among its siblings in its quarter: A, then B
  const a = await phase(`Phase A ${stamp}`, 1, 20);
  const b = await phase(`Phase B ${stamp}`, 30, 45);
  return {
    clientName: client.name,
    clientId: client.id,
    channelId: client.channels[0]!.id,
    projectName: createPlanProject.name,
    projectId: createPlanProject.id,
    a,
    b,
  };
}

/** The plan at quarter zoom, searched by the journey's client (a page of 25 projects holds ours). */
const planPath = (own: OwnPlan, extra = '') => `/plan?zoom=quarter&client=${encodeURIComponent(own.clientName)}${extra}`;

/** The project's phases top to bottom, by their drag handles' names. */
function phaseOrder(page: Page, own: OwnPlan) {
  return page
    .getByRole('group', { name: `Project ${own.projectName}` })
    .getByRole('button', { name: /^Drag phase / })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')));
}

test('staff.admin reorders phases by drag, into the next quarter too, and moves a job to a phase', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await apiAs(ADMIN);
  const today = await platformToday(api);
  const own = await createPlan(api, today);

  // tall enough that a drag's source and target are both on screen: scrolling mid-drag would lose the drag
  await page.setViewportSize({ width: 1400, height: 1600 });
  await signInAs(page, ADMIN, { path: planPath(own) });
  const chart = page.getByRole('region', { name: 'Plan', exact: true });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const project = chart.getByRole('group', { name: `Project ${own.projectName}` });
  await expect(project).toBeVisible();
  await expect.poll(() => phaseOrder(page, own)).toEqual([`Drag phase ${own.a.name}`, `Drag phase ${own.b.name}`]);
  await expect(chart.getByRole('img', { name: /^Today, / })).toBeVisible();

  // (1) B above A: dropped on A's row, it takes A's place; the order stays after a reload
  await page
    .getByRole('button', { name: `Drag phase ${own.b.name}` })
    .dragTo(page.getByTestId(`phase-${own.a.id}`), { targetPosition: ON_NAME });
  await expect.poll(() => phaseOrder(page, own)).toEqual([`Drag phase ${own.b.name}`, `Drag phase ${own.a.name}`]);
  await page.reload();
  await expect(project).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => phaseOrder(page, own)).toEqual([`Drag phase ${own.b.name}`, `Drag phase ${own.a.name}`]);

  // (2) A onto the next quarter's heading: its days move by a whole quarter (3 months), and stay so after a reload
  const next = nextQuarter(quarterOf(today));
  const phaseDays = async (id: string) =>
    (
      await must(
        api.graphql<{ planPhase: { startsAt: string; endsAt: string } }>('query P($id: ID!) { planPhase(id: $id) { startsAt endsAt } }', {
          id,
        }),
      )
    ).planPhase;
  const before = await phaseDays(own.a.id);
  const barA = project.getByRole('img', { name: new RegExp(`^Phase ${escapeRegExp(own.a.name)}: `) });
  const labelBefore = (await barA.getAttribute('aria-label'))!;
  await page
    .getByRole('button', { name: `Drag phase ${own.a.name}` })
    .dragTo(page.getByTestId(`quarter-${next.year}-Q${next.quarter}`), { targetPosition: ON_NAME });
  await expect(barA).not.toHaveAttribute('aria-label', labelBefore, { timeout: 15_000 });
  const after = await phaseDays(own.a.id);
  expect(quarterOf(after.startsAt)).toEqual(next);
  expect(after.startsAt).toBe(plusMonths(before.startsAt, 3));
  const labelAfter = (await barA.getAttribute('aria-label'))!;
  await page.reload();
  await expect(barA).toHaveAttribute('aria-label', labelAfter, { timeout: 30_000 });

  // (3) a draft job of the journey's own, without a phase or dates, moved into phase B from the plan
  const jobName = `Journey job ${Date.now().toString(36)}`;
  await must(
    api.graphql<{ createJob: { id: string } }>('mutation Job($input: JobInput!) { createJob(input: $input) { id } }', {
      input: { clientId: own.clientId, channelId: own.channelId, name: jobName, timezone: 'Europe/London' },
    }),
  );
  await page.goto(`${control}${planPath(own, '&drafts=1')}`);
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const unphased = chart.getByRole('region', { name: 'Jobs without a phase' });
  await unphased.getByRole('checkbox', { name: `Select job ${jobName}` }).check();
  await page.getByRole('button', { name: 'Move to phase (1)' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Move jobs to a phase' });
  await expect(dialog).toBeVisible();
  await dialogsSettled(page);
  // the option names the phase's days as the chart does: read them from B's bar
  const barB = (await project.getByRole('img', { name: new RegExp(`^Phase ${escapeRegExp(own.b.name)}: `) }).getAttribute('aria-label'))!;
  // a pick lost while the dropdown slides in is tried again
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Phase' }),
    `${own.projectName} › ${own.b.name} (${barB.slice(barB.indexOf(': ') + 2)})`,
  );
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Record has been successfully updated').last()).toBeVisible();
  // now under the project (in phase B), no longer among the jobs without a phase
  await expect(project.getByRole('checkbox', { name: `Select job ${jobName}` })).toBeVisible({ timeout: 15_000 });
  await expect(unphased.getByRole('checkbox', { name: `Select job ${jobName}` })).toHaveCount(0);
});
