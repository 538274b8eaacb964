import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { graphqlAs } from '../support/graphql';

// Issue 12, sessions that really end: staff block a croudie through the API while the croudie's page is open. The
// access token that page holds is refused at once (not when it expires), and the open page ends up signed out.
const network = tenantOrigin('network');
const SET_STATUS = 'mutation SetStatus($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { id } }';

/** One GraphQL call with the given bearer token, sent from `page`'s origin. */
async function graphqlWithToken(page: Page, authorization: string, query: string) {
  return page.evaluate(
    async ({ authorization, query }) => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    },
    { authorization, query },
  );
}

test.describe('sessions that end', () => {
  test('a blocked croudie loses the access token their open page holds at once, and the page signs out', async ({ page, browser }) => {
    let bearer = '';
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization?.startsWith('Bearer ') && request.url().includes('/api/graphql')) bearer = authorization;
    });
    await signInAs(page, 'croudie.limited@example.com'); // croudie-network:croudies:2
    await page.goto(`${network}/work`);
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
    await expect.poll(() => bearer).not.toBe('');

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await signInAs(staff, 'staff.admin@example.com');
      expect((await graphqlWithToken(staff, bearer, '{ me { principalId } }')).errors).toBeUndefined();

      const blocked = await graphqlAs(staff, SET_STATUS, { id: '2', status: 'blocked' });
      expect(blocked.errors).toBeUndefined();
      // The token is minutes from expiry, yet refused now.
      const refused = await graphqlWithToken(staff, bearer, '{ me { principalId } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The open page's socket is closed; it cannot get a new token, so it signs out.
      await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
    } finally {
      await graphqlAs(staff, SET_STATUS, { id: '2', status: 'active' });
      await staffContext.close();
    }
  });
});
