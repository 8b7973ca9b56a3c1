import { expect, type Page } from '@playwright/test';
import { DEMO_CODE, DEMO_PHONE } from './server';

/** Logs in through the real screens, from wherever the app sent the visitor to login. */
export async function loginThroughScreens(page: Page, phone = DEMO_PHONE, code = DEMO_CODE): Promise<void> {
  await expect(page).toHaveURL(/\/mall\/login/);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page).toHaveURL(/\/mall\/login\/code/);
  await page.getByLabel('验证码').fill(code);
}
