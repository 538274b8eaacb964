import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option in the open antd Select dropdown (its accessible options are a hidden copy), once the dropdown's
 * slide-in animation is over: a click during it can miss. */
export const pickOption = (page: Page, name: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-enter"]):not([class*="-leave"])')
    .getByTitle(name, { exact: true })
    .click();

/**
 * One step of a chained form (client → channels → category → task type): opens `select`, picks `option` and waits until
 * `next` is enabled. On a busy machine the pick can land before the dropdown takes it; then the step is tried again
 * (never after `next` is enabled, so a multi-select is not toggled back off).
 */
export async function chooseInChain(page: Page, select: Locator, option: string, next: Locator, { multiple = false } = {}) {
  await untilEnabled(next, async () => {
    await select.click();
    await pickOption(page, option);
    if (multiple) await page.keyboard.press('Escape');
  });
}

/** Runs `pick` until `next` is enabled, never again once it is (a multi-select is not toggled back off). */
export async function untilEnabled(next: Locator, pick: () => Promise<void>) {
  await expect(async () => {
    if (await next.isEnabled()) return;
    await pick();
    await expect(next).toBeEnabled({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens a single `select`, picks `option` and waits until the field shows it; a pick lost on a busy machine is tried
 * again (the last step of a chain has no next field to wait for).
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await field.textContent())?.includes(option)) return;
    await select.click();
    await pickOption(page, option);
    await expect(field).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Types `search` into a searchable single `select` and picks `option` from what it finds (long or virtual lists hold
 * only their first rows in the page), until the field shows it: a pick lost on a busy machine is tried again.
 */
export async function searchAndChoose(page: Page, select: Locator, search: string, option: string) {
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await field.textContent())?.includes(option)) return;
    await select.fill(search);
    await pickOption(page, option);
    await expect(field).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** chooseInChain for the first option (Enter on the open dropdown), when the option's name is not the point. */
export async function chooseFirstInChain(page: Page, select: Locator, next: Locator) {
  await untilEnabled(next, async () => {
    await select.click();
    await page.keyboard.press('Enter');
  });
}
