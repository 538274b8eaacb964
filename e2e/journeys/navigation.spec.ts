import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

test.describe('moving between remotes', () => {
  test('the left navigation swaps remotes, and back/forward land on the right one each time', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com', { tenant: 'network' });
    await page.goto(`${tenantOrigin('network')}/work`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const heading = page.getByRole('heading', { level: 1 });

    await expect(heading).toHaveText('Work');
    await nav.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(heading).toHaveText('Payment centre');
    await expect(page.getByRole('region', { name: 'mfe-work' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Academy' }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await expect(heading).toHaveText('Academy');

    await page.goBack();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(heading).toHaveText('Payment centre');
    await page.goBack();
    await expect(page).toHaveURL(/\/work$/);
    await expect(heading).toHaveText('Work');
    await page.goForward();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(heading).toHaveText('Payment centre');
    // exactly one remote page is mounted after all that
    await expect(heading).toHaveCount(1);
  });
});
