import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './antd-select';

/** Rows of the /work task list (the freelancer dashboard above it has tables of its own). */
export const taskRows = (page: Page) =>
  page
    .getByRole('table', { name: 'My tasks' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: /^\s*no data\s*$/i });

/** Filters the /work task list by one state or client (`filter` names the filter box) and waits until only its rows remain. */
export async function filterMyTasks(page: Page, filter: 'Filter by state' | 'Filter by client', value: string) {
  await chooseOption(page, page.getByRole('combobox', { name: filter }), value);
  await page.keyboard.press('Escape');
  await expect(taskRows(page).first()).toContainText(value);
  await expect(taskRows(page).filter({ hasNotText: value })).toHaveCount(0);
}

/**
 * Opens a task by its link in the /work list and waits for the task view. Its code loads on first open, and the list
 * stays on screen until it has (a route transition), so the URL alone is not enough. Returns the task's path.
 */
export async function openTask(page: Page, link: Locator): Promise<string> {
  await link.click();
  await expect(page).toHaveURL(/\/work\/task\/\d+$/);
  await expect(taskRows(page)).toHaveCount(0);
  return new URL(page.url()).pathname;
}
