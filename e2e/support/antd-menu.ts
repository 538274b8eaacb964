import { expect, type Locator, type Page } from '@playwright/test';

/** The antd dropdowns that are open (a closed one keeps its element, hidden). */
function openDropdowns(page: Page): Locator {
  return page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
}

/**
 * Opens an antd dropdown menu (a row's "More actions", a "Create" button's) and chooses one of its items, then waits
 * until the menu has closed, which antd does once the item's click is handled.
 *
 * On the 2-core CI machine an item clicked just after the menu opened was sometimes never chosen: the menu stayed
 * open and nothing happened, most likely because the press and release landed while the menu was still appearing or
 * being re-rendered. So the click waits for the appear motion to end, and if the menu is still open afterwards the item
 * is clicked again. An item whose click was handled closes the menu, so it is never chosen twice.
 */
export async function chooseMenuItem(page: Page, opener: Locator, item: string): Promise<void> {
  const menuItem = openDropdowns(page).getByRole('menuitem', { name: item, exact: true });
  await expect(async () => {
    if (!(await menuItem.isVisible())) await opener.click({ timeout: 5_000 });
    await expect(menuItem).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('.ant-dropdown[class*="-appear"], .ant-dropdown[class*="-enter"]')).toHaveCount(0, { timeout: 5_000 });
    await menuItem.click({ timeout: 5_000 });
    await expect(menuItem).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}
