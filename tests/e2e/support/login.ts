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

/** The demo customer of the seeded data (orders in every status, favourites, follows). */
export const DEMO_PHONE = '13800138000';

/**
 * Logs in as `phone` on the code screen directly (the demo code needs no SMS), so a test can use
 * the same phone again within the server's one-SMS-a-minute limit.
 */
export async function loginWithDemoCode(page: Page, returnTo: string, phone = DEMO_PHONE): Promise<void> {
  await page.goto(`/mall/login/code?phone=${phone}&redirect=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('验证码').fill(DEMO_CODE);
  await expect(page).toHaveURL(returnTo);
}
