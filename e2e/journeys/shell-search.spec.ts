import type { Page } from '@playwright/test';
import { apiAs, must } from '../support/api';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

const box = (page: Page) => page.getByRole('textbox', { name: 'Search for tasks and clients' });
const results = (page: Page) => page.getByTestId('search-results');
const countOf = async (page: Page, list: 'Clients' | 'Tasks') => {
  const region = results(page).getByRole('region', { name: new RegExp(`^${list} \\(\\d+\\)$`) });
  await expect(region).toBeVisible();
  return Number(/\((\d+)\)/.exec((await region.getAttribute('aria-label')) ?? '')![1]);
};

test.describe('control global search', () => {
  test('is on control only, with the spec placeholder', async ({ page, browser }) => {
    await signInAs(page, 'staff.admin@example.com');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search for tasks and clients');

    const network = await (await browser.newContext()).newPage();
    await signInAs(network, 'croudie.active@example.com');
    await expect(network.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(box(network)).toHaveCount(0);
    await network.context().close();
  });

  test('asks 300 ms after typing stops, and lists clients and tasks with counts, 3 at most, linked', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com');
    // key strokes and request starts, both on the page's own clock
    await box(page).evaluate((input) => {
      (window as unknown as { strokes: number[] }).strokes = [];
      input.addEventListener('input', () => (window as unknown as { strokes: number[] }).strokes.push(performance.now()));
    });
    // a busy machine can stall the typing for 300 ms, which rightly asks for the prefix: wait for the whole word's search
    const searchedAudit = page.waitForResponse(
      (r) => r.url().includes('/api/platform/tasks?') && new URL(r.url()).searchParams.get('search') === 'audit',
    );
    await box(page).pressSequentially('audit', { delay: 40 });
    await searchedAudit;
    await expect(results(page).getByRole('region', { name: /^Tasks \(\d+\)$/ })).toBeVisible();
    const { strokes, starts } = await page.evaluate(() => ({
      strokes: (window as unknown as { strokes: number[] }).strokes,
      starts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/platform/tasks?'))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    expect(strokes).toHaveLength(5);
    expect(starts.length).toBeGreaterThan(0);
    // the rule: a search starts no sooner than 300 ms after the stroke that made its text (so typing faster than that
    // asks nothing). Measured from that stroke, not the latest one: on a stalled page a stroke's event can be handled
    // just before the timer of the previous text fires.
    for (const { url, start } of starts) {
      const text = new URL(url).searchParams.get('search')!;
      expect(start - strokes[text.length - 1]!, url).toBeGreaterThanOrEqual(299);
    }
    const last = new URL(starts[starts.length - 1]!.url);
    expect(last.searchParams.get('search')).toBe('audit');
    expect(last.searchParams.get('limit')).toBe('3');
    expect(last.searchParams.get('is_next_scheduled_only')).toBe('true');
    expect(last.searchParams.has('user_id')).toBe(false);

    const tasks = await countOf(page, 'Tasks');
    expect(tasks).toBeGreaterThan(3);
    const taskLinks = results(page)
      .getByRole('region', { name: /^Tasks/ })
      .getByRole('link');
    await expect(taskLinks).toHaveCount(3);
    for (const link of await taskLinks.all()) {
      await expect(link).toHaveText(/audit/i);
      await expect(link).toHaveAttribute('href', /^\/work\/task\/\d+$/);
    }
    expect(await countOf(page, 'Clients')).toBe(0);

    // a task result opens the task
    const href = (await taskLinks.first().getAttribute('href'))!;
    await taskLinks.first().click();
    await page.waitForURL((u) => u.pathname === href);
    await expect(results(page)).toBeHidden();
  });

  test('client results link to /client/{id} of that client', async ({ page }) => {
    // the client's id, from the API (not from the link under test)
    const staff = await apiAs('staff.admin@example.com');
    const found = await must(
      staff.graphql<{ clients: { nodes: { id: string; name: string }[] } }>(
        'query C($search: String) { clients(filters: { search: $search }) { nodes { id name } } }',
        { search: 'Bluebird' },
      ),
    );
    const bluebird = found.clients.nodes.find((c) => c.name === 'Bluebird Travel')!;
    await signInAs(page, 'staff.admin@example.com');
    await box(page).fill('bluebird');
    expect(await countOf(page, 'Clients')).toBe(1);
    const client = results(page).getByRole('region', { name: 'Clients (1)' }).getByRole('link', { name: 'Bluebird Travel' });
    await expect(client).toHaveAttribute('href', `/client/${bluebird.id}`);
    expect(await countOf(page, 'Tasks')).toBe(0);
    // the link opens that client's page (mfe-plan), not the shell's "could not be found"
    await client.click();
    await page.waitForURL((u) => u.pathname === `/client/${bluebird.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bluebird Travel' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Channels' })).toBeVisible();
  });

  test('Only show mine narrows the tasks to the person’s own or reviewed ones', async ({ page }) => {
    await signInAs(page, 'staff.member@example.com');
    await box(page).fill('a');
    const all = await countOf(page, 'Tasks');
    expect(all).toBeGreaterThan(0);
    const clients = await countOf(page, 'Clients');
    expect(clients).toBeGreaterThan(0);
    const mine = page.waitForResponse((r) => r.url().includes('/api/platform/tasks?') && r.url().includes('user_id='));
    await results(page).getByRole('checkbox', { name: 'Only show mine' }).check();
    const response = await mine;
    const body = (await response.json()) as { total: number };
    expect(new URL(response.url()).searchParams.get('user_id')).toMatch(/^\d+$/);
    await expect(results(page).getByRole('region', { name: `Tasks (${body.total})` })).toBeVisible();
    expect(body.total).toBeLessThan(all);
    // the clients list is not filtered by it
    expect(await countOf(page, 'Clients')).toBe(clients);
  });

  test('nothing found: No results found / Please check the spelling and the filters applied', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com');
    await box(page).fill('qqzxv');
    await expect(results(page).getByText('No results found')).toBeVisible();
    await expect(results(page).getByText('Please check the spelling and the filters applied')).toBeVisible();
    await expect(results(page).getByRole('region')).toHaveCount(0);
    // clearing the box closes the panel
    await box(page).fill('');
    await expect(results(page)).toBeHidden();
    await page.goto(`${tenantOrigin('control')}/work`);
  });
});
