import type { Page } from '@playwright/test';
import { plainOrigin } from '../support/env';
import { chooseOption } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

/*
 * Issue 17: a croudie invoices last month's work in the invoice window (days 1–5, staff-and-admin.md §9) in the three
 * steps of the payment centre, downloads the PDF; finance finds the invoice and the development payment provider sends
 * it (outgoing_payment_sent, shown as "Sent" §4); the croudie sees it paid and their earnings without that work.
 * It moves the platform clock (POST /api/dev/clock) to the 3rd of next month and puts it back afterwards.
 */

/** "£1,234.50" → 1234.5 */
const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function earnings(page: Page): Promise<number> {
  const chip = page.getByTestId('earnings-chip');
  await expect(chip).toHaveText(/^£[\d,]+\.\d{2}$/);
  return pounds(await chip.textContent());
}

/** 12:00 in London (12:00 or 13:00 UTC: the same day either way) on the 3rd of the month after `now`. */
function thirdOfNextMonth(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3, 12, 0, 0));
  return next.toISOString();
}

test.describe('invoicing', () => {
  test(
    'a croudie creates an invoice in three steps and downloads it; finance sends it; the croudie sees it sent',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(240_000);
      // Node (not the browser) calls the gateway: plain localhost, the dev clock is tenant-free.
      const clock = `${plainOrigin}/api/dev/clock`;
      const started = (await (await page.request.get(clock)).json()) as { now: string };
      const realStart = Date.now();
      try {
        const moved = await page.request.post(clock, { data: { now: thirdOfNextMonth(new Date(started.now)) } });
        expect(moved.ok()).toBe(true);
        const reference = `INV-${Date.now()}`;

        // The payment centre: work ready for invoicing, the window open
        await signInAs(page, 'croudie.active@example.com', { path: '/payments' });
        await expect(page.getByRole('heading', { name: 'Payment centre', level: 1 })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Work ready for invoicing' })).toBeVisible();
        const before = await earnings(page);
        const create = page.getByRole('button', { name: 'Create invoice' });
        await expect(create).toBeEnabled();
        await create.click();
        await page.waitForURL((url) => url.pathname === '/payments/invoices/new');

        // 1. Invoice details: the reference is mandatory
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('This field is required')).toBeVisible();
        await page.getByLabel('Invoice reference').fill(reference);
        await page.getByLabel('Notes').fill('Journey invoice');
        await page.getByRole('button', { name: 'Next' }).click();

        // 2. Preview: the work and its totals in £ with 2 decimals
        await expect(page.getByRole('table', { name: 'Work invoiced' })).toBeVisible();
        const total = pounds(await page.getByTestId('invoice-total').textContent());
        expect(total).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Next' }).click();

        // 3. Final checks: confirm each, then create (irreversible)
        await expect(page.getByText('Creating the invoice cannot be undone', { exact: false })).toBeVisible();
        const createInvoice = page.getByRole('button', { name: 'Create invoice' });
        await expect(createInvoice).toBeDisabled();
        for (const name of ['My billing information is correct', 'My bank details are correct', 'My phone number is correct']) {
          await page.getByRole('checkbox', { name }).check();
        }
        await createInvoice.click();
        await expect(page.getByText('Record has been successfully created')).toBeVisible();
        await page.waitForURL((url) => /^\/payments\/invoices\/\d+$/.test(url.pathname));
        const invoicePath = new URL(page.url()).pathname;
        await expect(page.getByRole('heading', { name: /^Invoice \d+$/, level: 1 })).toBeVisible();
        expect(pounds(await page.getByTestId('invoice-total').textContent())).toBe(total);

        // The PDF, fetched with the croudie's token and saved
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download PDF' }).click();
        expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

        // The invoiced work left the earnings (the chip reloads when the invoice is made)
        await expect.poll(() => earnings(page)).toBeCloseTo(before - total, 2);

        // Finance finds it and the development provider sends the payment
        await signInAs(page, 'finance.user@example.com', { path: '/payments/finance' });
        const grid = page.getByRole('table', { name: 'Finance' });
        await expect(grid).toBeVisible();
        await page.getByRole('textbox', { name: 'Search reference or croudie' }).fill(reference);
        const row = grid.getByRole('row').filter({ hasText: reference });
        await expect(row).toHaveCount(1);
        await chooseMenuItem(page, row.getByRole('button', { name: /^More actions for/ }), 'Provider status');
        const dialog = page.getByRole('dialog', { name: /^Provider status of invoice/ });
        await expect(dialog.getByText('Development payment provider only', { exact: false })).toBeVisible();
        await chooseOption(page, dialog.getByRole('combobox', { name: 'Provider status' }), 'outgoing_payment_sent (Sent)');
        await dialog.getByRole('button', { name: 'Set status' }).click();
        await expect(page.getByText('Record has been successfully updated')).toBeVisible();
        await expect(row).toContainText('Sent');

        // The croudie sees the payment sent, and their earnings still without that work
        await signInAs(page, 'croudie.active@example.com', { path: invoicePath });
        await expect(page.getByTestId('invoice-payment-status')).toHaveText('Sent');
        await expect.poll(() => earnings(page)).toBeCloseTo(before - total, 2);
      } finally {
        // Put the clock back where it would have been, for the journeys after this one.
        await page.request.post(clock, { data: { now: new Date(Date.parse(started.now) + (Date.now() - realStart)).toISOString() } });
      }
    },
  );
});
