import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

// The app switcher by roles (spec §1, §6), navigation favourites kept in the browser, and the navigation collapsed
// by default on a medium-or-smaller screen (spec §1, §9).

// each test signs in through the real login page; leave room for a loaded 2-core machine
test.describe.configure({ timeout: 120_000 });

/** The open app switcher menu: its entries in order, a divider as "---". */
async function switcherEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Apps' }).click();
  const menu = page.getByRole('menu', { name: 'Apps' });
  await expect(menu).toBeVisible();
  return menu.evaluate((ul) =>
    Array.from(ul.children).map((li) => (li.getAttribute('role') === 'separator' ? '---' : (li.textContent ?? '').trim())),
  );
}

test.describe('app switcher', () => {
  test('staff.admin sees every staff app: the first 4 above the divider, the rest below; a pick opens the app', async ({ page }) => {
    await signInAs(page, 'staff.admin@example.com');
    expect(await switcherEntries(page)).toEqual(['Work', 'Plan', 'Finance', 'Academy', '---', 'Employees', 'HR', 'Croudies', 'Settings']);
    await page.getByRole('menu', { name: 'Apps' }).getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('staff.member (fte_core, job_user) sees only the apps of those roles, with no divider', async ({ page }) => {
    await signInAs(page, 'staff.member@example.com');
    expect(await switcherEntries(page)).toEqual(['Work', 'Plan']);
  });

  test('finance.user, whose hide_plan_link flag is on, has no plan in the switcher or the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'finance.user@example.com');
    const entries = await switcherEntries(page);
    expect(entries).toContain('Finance');
    expect(entries).not.toContain('Plan');
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Finance' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Plan' })).toHaveCount(0);
  });

  test('an active croudie sees the network apps', async ({ page }) => {
    await signInAs(page, 'croudie.active@example.com');
    expect(await switcherEntries(page)).toEqual(['Work', 'Payments', 'Academy', 'My profile']);
  });
});

test.describe('navigation', () => {
  test('a favourite route moves to the top of the menu and stays there after a reload; removing it puts it back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff.member@example.com');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const order = () => nav.getByRole('link').allTextContents();
    await expect(nav.getByRole('link', { name: 'Plan' })).toBeVisible();
    const before = await order();
    expect(before[0]).not.toBe('Plan');

    await nav.getByRole('button', { name: 'Add Plan to favourites' }).click();
    await expect(nav.getByRole('button', { name: 'Remove Plan from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect((await order())[0]).toBe('Plan');
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Plan' })).toBeVisible();
    expect((await order())[0]).toBe('Plan');

    await nav.getByRole('button', { name: 'Remove Plan from favourites' }).click();
    await expect(nav.getByRole('button', { name: 'Add Plan to favourites' })).toBeVisible();
    expect(await order()).toEqual(before);
  });

  test('is open by default on a large screen and collapsed on a medium one, where Expand sidebar opens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'croudie.active@example.com');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Work' })).toBeVisible();

    await page.setViewportSize({ width: 800, height: 900 }); // below antd's lg (992 px): medium
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Work' })).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByRole('link', { name: 'Work' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });
});
