import { apiAs, createCroudie } from '../support/api';
import { tenantOrigin } from '../support/env';
import { request } from '../support/http';
import { expect, signInAs, test } from '../support/fixtures';

// Issue 12, sessions that really end: staff block a croudie through the API while the croudie's page is open. The
// access token that page holds is refused at once (not when it expires), and the open page ends up signed out. The
// croudie is the journey's own: blocking ends every session of an account.
const network = tenantOrigin('network');
const SET_STATUS = 'mutation SetStatus($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { id } }';

/** One GraphQL call with the given bearer token, from outside the page (which is about to sign out). */
async function graphqlWithToken(authorization: string, query: string) {
  const res = await request(`${network}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query }),
  });
  return res.json<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>();
}

test.describe('sessions that end', () => {
  // After the block the page may ask for a new access token before the socket's close signs it out; the API refuses it
  // (400), which is the point, and the browser logs every refused request as an error.
  test.use({ allowedConsoleErrors: /status of 400 \(Bad Request\) \(http:\/\/[^)]*\/api\/identity\/token\)/ });

  test('a blocked croudie loses the access token their open page holds at once, and the page signs out', async ({ page }) => {
    let bearer = '';
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization?.startsWith('Bearer ') && request.url().includes('/api/graphql')) bearer = authorization;
    });
    const own = await createCroudie({ label: 'blocked' });
    await signInAs(page, own.email, { password: own.password });
    await page.goto(`${network}/work`);
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
    await expect.poll(() => bearer).not.toBe('');

    const staff = await apiAs('staff.admin@example.com');
    expect((await graphqlWithToken(bearer, '{ me { principalId } }')).errors).toBeUndefined();

    const blocked = await staff.graphql(SET_STATUS, { id: own.croudieId, status: 'blocked' });
    expect(blocked.errors).toBeUndefined();
    // The token is minutes from expiry, yet refused now.
    const refused = await graphqlWithToken(bearer, '{ me { principalId } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The open page's socket is closed; it cannot get a new token, so it signs out.
    await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
  });
});
