import type { Page } from '@playwright/test';
import { apiAs, createCroudie, must } from '../support/api';
import { tenantOrigin } from '../support/env';
import { dataRows, expect, signInAs, test } from '../support/fixtures';
import { request } from '../support/http';
import { grantTokens } from '../support/session';

// The client page (/client/{id}, mfe-plan; ADR 0278): staff reach it from the control search and see the client's
// channels and jobs; a croudie's access request (the network app's REST route) is approved there by an admin. The
// request is made by a croudie of the journey's own, so no other journey's access changes.
const network = tenantOrigin('network');

interface ClientFacts {
  id: string;
  name: string;
  details: { channels: { name: string; state: string }[] };
  jobs: { nodes: { name: string }[]; pagination: { total: number } };
}

/** The client as the API gives it to staff (not from the page under test). */
async function clientNamed(name: string): Promise<ClientFacts> {
  const staff = await apiAs('staff.admin@example.com');
  const found = await must(
    staff.graphql<{ clients: { nodes: { id: string; name: string }[] } }>(
      'query C($search: String) { clients(filters: { search: $search }) { nodes { id name } } }',
      { search: name },
    ),
  );
  const { id } = found.clients.nodes.find((c) => c.name === name)!;
  const facts = await must(
    staff.graphql<{ client: ClientFacts }>(
      `query F($id: ID!) { client(id: $id) { id name details { channels { name state } } jobs(pagination: { limit: 10 }) {
        nodes { name } pagination { total } } } }`,
      { id },
    ),
  );
  return facts.client;
}

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search for tasks and clients' });

test.describe('the client page', () => {
  test('staff.admin finds a client in the control search and sees its channels and jobs', async ({ page }) => {
    const bluebird = await clientNamed('Bluebird Travel');
    expect(bluebird.details.channels.length).toBeGreaterThan(0);
    expect(bluebird.jobs.pagination.total).toBeGreaterThan(0);

    await signInAs(page, 'staff.admin@example.com');
    await searchBox(page).fill('bluebird');
    const link = page.getByTestId('search-results').getByRole('link', { name: 'Bluebird Travel' });
    await expect(link).toHaveAttribute('href', `/client/${bluebird.id}`);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/client/${bluebird.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Bluebird Travel' })).toBeVisible();
    const channels = dataRows(page, 'Channels');
    await expect(channels).toHaveCount(bluebird.details.channels.length);
    for (const channel of bluebird.details.channels) {
      await expect(channels.filter({ hasText: channel.name }).first()).toBeVisible();
    }
    const work = page.getByRole('region', { name: 'Projects and jobs' });
    await expect(work.getByRole('table', { name: 'Projects' })).toBeVisible();
    const jobs = dataRows(page, 'Jobs');
    await expect(jobs).toHaveCount(bluebird.jobs.nodes.length);
    await expect(jobs.first()).toContainText(bluebird.jobs.nodes[0]!.name);
    await expect(work.getByText(`${bluebird.jobs.pagination.total} in total`)).toBeVisible();
  });

  test('a croudie asks for access and a client admin approves it on the page', async ({ page }) => {
    const harbour = await clientNamed('Harbour Hotels');
    const own = await createCroudie({ label: 'client-access' });
    // the croudie asks through the network app's REST route, with their own token
    const { accessToken } = await grantTokens(own.email, { password: own.password });
    const asked = await request(`${network}/api/platform/clients/${harbour.id}/client-user-permissions/request-access`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(asked.status, asked.text).toBe(202);

    await signInAs(page, 'staff.admin@example.com', { path: `/client/${harbour.id}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Hotels' })).toBeVisible();
    // every journey croudie is called Journey Owned: the row is the one linking to this croudie's profile
    const profile = `/croudies/${own.croudieId}`;
    const pending = dataRows(page, 'Pending access requests').filter({ has: page.locator(`a[href="${profile}"]`) });
    await expect(pending).toHaveCount(1);
    await pending.getByRole('button', { name: 'Approve access for Journey Owned' }).click();
    await expect(page.getByText('Record has been successfully updated')).toBeVisible();
    await expect(pending).toHaveCount(0);

    // most recently granted first: this croudie heads Croudies with access
    const holders = dataRows(page, 'Croudies with access');
    await expect(holders.first().locator(`a[href="${profile}"]`)).toBeVisible();

    // and the croudie now has access (what the network app's dialog reads)
    const detail = await request(`${network}/api/platform/clients/${harbour.id}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(detail.json<{ access_granted: boolean }>().access_granted).toBe(true);
  });
});
