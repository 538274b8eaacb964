import { expect, signInAs, test } from '../support/fixtures';

/*
 * The monthly hours chip (96 h = 5760 min; warning from 80 %, "Limit reached" at 100 %) with the seeded croudies at
 * 79 % (4551 min), 80 % (4608 min) and 100 % (5760 min) (platform-api/src/seed/shell-accounts.ts).
 */
test.describe('network toolbar chips', () => {
  const cases = [
    { email: 'croudie.hours79@example.com', state: 'normal', text: '75h 51m of 96h', hint: 'Monthly hours' },
    { email: 'croudie.hours80@example.com', state: 'warning', text: '76h 48m of 96h', hint: 'You have used 80% of your monthly hours limit' },
    { email: 'croudie.hours100@example.com', state: 'limitReached', text: 'Limit reached', hint: 'Monthly hours limit reached: no more tasks are assigned until next month' },
  ] as const;

  for (const c of cases) {
    test(`hours chip at ${c.email.replace(/\D/g, '')} %: ${c.state}`, async ({ page }) => {
      await signInAs(page, c.email);
      const chip = page.getByRole('status', { name: `Monthly hours: ${c.text}` });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveText(c.text);
      await expect(chip).toHaveAttribute('data-state', c.state);
      // the colour follows the state: default, warning, error
      const colour = c.state === 'normal' ? /ant-tag-default|^(?!.*ant-tag-(warning|error))/ : c.state === 'warning' ? /ant-tag-warning/ : /ant-tag-error/;
      await expect(chip).toHaveClass(colour);
      await chip.hover();
      await expect(page.getByRole('tooltip')).toHaveText(c.hint);
      // no work logged yet: £0.00 earnings
      await expect(page.getByRole('status', { name: 'Earnings £0.00' })).toBeVisible();
    });
  }

  test('a limited company has no hours chip, only earnings', async ({ page }) => {
    await signInAs(page, 'croudie.limited@example.com');
    await expect(page.getByTestId('earnings-chip')).toBeVisible();
    await expect(page.getByTestId('monthly-hours-chip')).toHaveCount(0);
  });
});
