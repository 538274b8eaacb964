import { expect, type Page } from '@playwright/test';

/**
 * Waits until no antd dialog is still zooming in or out. A click during the animation is aimed at where the button was
 * a moment ago; on a busy machine it can land on the dialog's backdrop instead (which closes it).
 */
export async function dialogsSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"], .ant-modal[class*="-leave"]')).toHaveCount(0);
}
