import { freshPhone } from './support/login';
import { expect, test } from './support/fixtures';
import { DEMO_CODE, requestsTo, setClockSkew } from './support/server';

test.afterEach(async ({ request }) => {
  await setClockSkew(request, 0);
});

test('SMS login: every phone rule, the code sent, the sixth digit logs in and returns', async ({ page, request }) => {
  await page.goto('/mall/collect');
  await expect(page).toHaveURL(/\/mall\/login\?redirect=%2Fmall%2Fcollect$/);
  const phoneInput = page.getByLabel('手机号');
  const send = page.getByRole('button', { name: '获取验证码' });
  await expect(send).toBeDisabled();
  // The agreement screens open whatever /v1/config/get names (the settings test follows them there).
  await expect(page.getByRole('link', { name: '《用户服务协议》' })).toHaveAttribute('href', '/mall/setting/agreement');
  await expect(page.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/mall/setting/privacy');

  await phoneInput.pressSequentially('1234567890123');
  await expect(phoneInput).toHaveValue('12345678901');
  await send.click();
  await expect(page.getByText('手机号格式不正确')).toBeVisible();

  const phone = freshPhone();
  await phoneInput.fill(phone);
  await send.click();
  await expect(page.getByText('请先阅读并同意《用户服务协议》和《隐私政策》')).toBeVisible();
  expect(await requestsTo(request, '/v1/customer/sms_captcha_get')).not.toContainEqual(expect.objectContaining({ body: { mobile: phone, type: 'slogin' } }));

  await page.getByRole('checkbox').check();
  await send.click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mall/login/code\\?phone=${phone}`));
  expect((await requestsTo(request, '/v1/customer/sms_captcha_get')).at(-1)?.body).toEqual({ mobile: phone, type: 'slogin' });
  await expect(page.getByText(/^\d+s 后可重新发送$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '重新发送验证码' })).toHaveCount(0);

  const code = page.getByLabel('验证码');
  await code.pressSequentially(DEMO_CODE.slice(0, 5));
  expect(await requestsTo(request, '/v1/customer/login/captcha_login')).not.toContainEqual(expect.objectContaining({ body: expect.objectContaining({ mobile: phone }) }));
  await code.pressSequentially(DEMO_CODE.slice(5));
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL('/mall/collect');
  expect((await requestsTo(request, '/v1/customer/login/captcha_login')).at(-1)?.body).toEqual({ mobile: phone, captcha: DEMO_CODE });
});

test('a wrong code says so, clears the boxes and lets the shopper try again', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/mall/login?redirect=%2Fmall%2Fmine');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = page.getByLabel('验证码');
  await code.pressSequentially('000000');
  await expect(page.getByText('验证码错误')).toBeVisible();
  await expect(code).toHaveValue('');
  await expect(page).toHaveURL(/\/mall\/login\/code/);
  await code.pressSequentially(DEMO_CODE);
  await expect(page).toHaveURL('/mall/mine');
});

test('resend waits out the 60 s countdown, then sends again', async ({ page, request }) => {
  await page.clock.install();
  const phone = freshPhone();
  await page.goto('/mall/login');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('60s 后可重新发送')).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByText('30s 后可重新发送')).toBeVisible();
  await page.clock.fastForward(31_000);
  // The server allows one SMS a minute by its own clock: move it on as well.
  await setClockSkew(request, 61);
  const sent = (await requestsTo(request, '/v1/customer/sms_captcha_get')).length;
  await page.getByRole('button', { name: '重新发送验证码' }).click();
  await expect(page.getByText('验证码发送成功').last()).toBeVisible();
  await expect(page.getByText('60s 后可重新发送')).toBeVisible();
  expect(await requestsTo(request, '/v1/customer/sms_captcha_get')).toHaveLength(sent + 1);
});
