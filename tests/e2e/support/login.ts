import { expect, type Page } from '@playwright/test';
import { DEMO_CODE } from './server';

let issued = 0;

/**
 * A phone number no other test has used in this run: the server allows one SMS per phone a minute,
 * and the demo code works for every phone.
 */
export function freshPhone(): string {
  issued += 1;
  return `1370${String(process.pid % 10_000).padStart(4, '0')}${String(issued).padStart(3, '0')}`;
}

/** Logs in through the real screens, from wherever the app sent the visitor to login. */
export async function loginThroughScreens(page: Page, phone = freshPhone(), code = DEMO_CODE): Promise<void> {
  await expect(page).toHaveURL(/\/mall\/login/);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page).toHaveURL(/\/mall\/login\/code/);
  await page.getByLabel('验证码').fill(code);
}
