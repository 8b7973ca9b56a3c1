import { test as plainTest } from '@playwright/test';
import { expect, testWithFaults as test } from './support/fixtures';
import { freshPhone, loginThroughScreens } from './support/login';
import { clearFaults, injectFault, requestsTo, setClockSkew } from './support/server';

test.afterEach(async ({ request }) => {
  await clearFaults(request);
  await setClockSkew(request, 0);
});

test.describe('routes and titles', () => {
  test('the root goes to /member/become, an app-only screen with a way to the app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/member\/become$/);
    await expect(page).toHaveTitle('成为会员');
    await expect(page.getByRole('heading', { name: '「成为会员」在公主购APP中提供' })).toBeVisible();
    await expect(page.getByRole('link', { name: '在公主购APP中打开' })).toHaveAttribute('href', `gzgapp://open?path=${encodeURIComponent('/member/become')}`);
    await expect(page.getByRole('link', { name: '下载公主购APP' })).toHaveAttribute('href', 'https://download.example-mall.test/app');
    await page.goto('/gzj/download');
    await expect(page).toHaveTitle('下载公主购APP');
    await expect(page.getByRole('heading', { name: '下载公主购APP' })).toBeVisible();
  });

  test('every route table title reaches document.title', async ({ page }) => {
    for (const [path, title] of [
      ['/mall/login', '登录'],
      ['/vote/rank-list', '排行榜'],
      ['/use-guide/fi-16', '操作指引'],
      ['/red-packet-full/game/12', '红包雨'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('old goods links go to the goods detail with their id', async ({ page }) => {
    await page.goto('/goods/detail?id=1001');
    await expect(page).toHaveURL(/\/mall\/goods-detail\?id=1001$/);
    await page.goto('/goods/detail/1002');
    await expect(page).toHaveURL(/\/mall\/goods-detail\?id=1002$/);
  });

  test('an unknown path shows a real not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('页面不存在');
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await page.getByRole('link', { name: '回到商城首页' }).click();
    await expect(page).toHaveURL(/\/mall\/portal$/);
  });
});

test.describe('login guard', () => {
  test('an anonymous visitor is sent to login and brought back after it', async ({ page, request }) => {
    await page.goto('/mall/order/list?orderindex=1');
    await expect(page).toHaveURL('/mall/login?redirect=%2Fmall%2Forder%2Flist%3Forderindex%3D1');
    await loginThroughScreens(page);
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/mall\/order\/list\?orderindex=1$/);

    // The server saw signed calls; the token travelled in x-token on /v1 paths.
    const logins = await requestsTo(request, '/v1/customer/login/captcha_login');
    expect(logins.at(-1)?.query).toMatchObject({ platform: 'h5' });
    expect(logins.at(-1)?.query.sign).toMatch(/^[0-9a-f]{32}$/);
  });

  for (const redirect of ['//evil.example.com/x', '/\\evil.example.com/x', '/\t/evil.example.com/x', 'https://evil.example.com/x']) {
    test(`a redirect outside the app is never followed after login: ${JSON.stringify(redirect)}`, async ({ page }) => {
      await page.goto(`/mall/login?redirect=${encodeURIComponent(redirect)}`);
      await loginThroughScreens(page);
      await expect(page).toHaveURL(/\/mall\/portal$/);
    });
  }
});

test.describe('request layer in the browser', () => {
  test('a business error shows its msg in a toast, and the typed phone is kept', async ({ page, request }) => {
    await injectFault(request, { path: '/v1/customer/sms_captcha_get', code: 40010, msg: '短信通道繁忙，请稍后再试' });
    const phone = freshPhone();
    await page.goto('/mall/login');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('短信通道繁忙，请稍后再试')).toBeVisible();
    await expect(page).toHaveURL(/\/mall\/login$/);
    await expect(page.getByLabel('手机号')).toHaveValue(phone);
  });

  test('a transport failure shows the status message of mall-spec §8', async ({ page, request }) => {
    await injectFault(request, { path: '/v1/customer/sms_captcha_get', status: 503 });
    await page.goto('/mall/login');
    await page.getByLabel('手机号').fill(freshPhone());
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('服务不可用')).toBeVisible();
  });

  test('a second identical tap while the first call is pending shows 数据请求中，请稍后', async ({ page, request }) => {
    await injectFault(request, { path: '/v1/customer/sms_captcha_get', delay_ms: 1500 });
    const before = (await requestsTo(request, '/v1/customer/sms_captcha_get')).length;
    await page.goto('/mall/login');
    await page.getByLabel('手机号').fill(freshPhone());
    await page.getByRole('checkbox').check();
    const send = page.getByRole('button', { name: /获取验证码|发送中/ });
    await send.click();
    await send.click();
    await expect(page.getByText('数据请求中，请稍后')).toBeVisible();
    await expect(page).toHaveURL(/\/mall\/login\/code/);
    expect(await requestsTo(request, '/v1/customer/sms_captcha_get')).toHaveLength(before + 1);
  });

  test('a read sent before the clock is learnt is refused (10002) and read again with the offset, without a message', async ({ page, request }) => {
    await setClockSkew(request, 7200);
    // A slow clock call (as on a phone network), so the screen's first read goes before the offset is
    // known. The categories, as the home's first reads come with its page.
    await injectFault(request, { path: '/v1/config/get', delay_ms: 1500, times: 1 });
    const before = (await requestsTo(request, '/v1/category/index')).length;
    await page.goto('/mall/category');
    await expect(page.getByRole('navigation', { name: '一级分类' }).getByRole('button').first()).toBeVisible();
    await expect(page.getByText('请求已过期，请校准时间')).toHaveCount(0);
    const reads = (await requestsTo(request, '/v1/category/index')).slice(before);
    const serverNow = Math.floor(Date.now() / 1000) + 7200;
    expect(reads.map((read) => Math.abs(Number(read.query.timestamp) - serverNow) < 60)).toEqual([false, true]);
  });

  test('a server clock far from the phone clock is learnt, so signed calls still pass', async ({ page, request }) => {
    await setClockSkew(request, 7200);
    await page.goto('/mall/login');
    await page.getByLabel('手机号').fill(freshPhone());
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page).toHaveURL(/\/mall\/login\/code/);
    const [sent] = (await requestsTo(request, '/v1/customer/sms_captcha_get')).slice(-1);
    const serverNow = Math.floor(Date.now() / 1000) + 7200;
    expect(Math.abs(Number(sent?.query.timestamp) - serverNow)).toBeLessThan(60);
  });
});

test('an expired token (envelope code 2) is dropped and the shopper is sent to login, then back', async ({ page }) => {
  // Stored before the app starts (once), so nothing the app writes at start-up can overwrite it.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-expired-token')) return;
    sessionStorage.setItem('e2e-expired-token', '1');
    sessionStorage.setItem('h5-session', JSON.stringify({ state: { token: 'expired-token' }, version: 0 }));
  });
  // Page 103's sign-in card asks for the shopper's missions with that token; the server answers code 2.
  await page.goto('/active/component-active?id=103');
  await expect(page).toHaveURL(/\/mall\/login\?redirect=%2Factive%2Fcomponent-active%3Fid%3D103$/);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('h5-session') ?? '{}') as { state?: { token?: unknown } });
  expect(stored.state?.token).toBeNull();
  await loginThroughScreens(page);
  await expect(page).toHaveURL(/\/active\/component-active\?id=103$/);
});

test.describe('served under a Content-Security-Policy', () => {
  test('pages carry the CSP (no eval, no inline script) and the hardening headers; the files they load, nosniff', async ({ request }) => {
    const html = await request.get('/mall/portal');
    const csp = html.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(html.headers()['x-content-type-options']).toBe('nosniff');
    expect(html.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The entry, as an undrawn page names it (src=) or a drawn one (after-paint.js?entry=).
    const script = /(\/assets\/[\w.-]+\.js)/.exec(await html.text())?.[1] ?? '';
    expect(script).toMatch(/^\/assets\//);
    // A script is never a document: the document-only headers would only weigh on each of a page's files.
    const scriptHeaders = (await request.get(script)).headers();
    expect(scriptHeaders['x-content-type-options']).toBe('nosniff');
    expect(scriptHeaders['content-security-policy']).toBeUndefined();
    expect(scriptHeaders['x-frame-options']).toBeUndefined();
  });

  // Plain @playwright/test: the blocked script is a violation on purpose.
  plainTest('the browser enforces it: an injected inline script does not run and is reported', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeBinding('__violation', (_source, directive: string) => violations.push(directive));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __violation: (directive: string) => void }).__violation(event.effectiveDirective);
      });
    });
    await page.goto('/mall/portal');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations).toContain('script-src-elem');
  });
});

test.describe('first load', () => {
  test("the page for a route names that route's code, and the code it names is served", async ({ request }) => {
    // A screen the client draws announces its code with the page (modulepreload): shell, page, widget.
    const category = await (await request.get('/mall/category')).text();
    const preloads = [...category.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
    expect(preloads.length).toBeGreaterThan(2);
    // A drawn one lists it for the script that fetches it after the first paint: the shell, the home's
    // page, its system widget and the widgets it draws.
    const home = await (await request.get('/mall/portal')).text();
    expect(home).not.toContain('rel="modulepreload"');
    const listed = /<script type="module" src="\/after-paint\.js\?entry=[^"]+" data-code="([^"]+)">/.exec(home)?.[1]?.split(' ') ?? [];
    expect(listed.length).toBeGreaterThan(4);
    for (const href of [...preloads, ...listed]) expect((await request.get(href)).status(), href).toBe(200);
    const goods = await (await request.get('/share/goods/1001')).text();
    expect(goods).toContain('rel="modulepreload"');
    expect(goods).not.toEqual(category);
  });

  test('before any script runs the shopper sees a loading screen, which the app replaces; the home comes drawn', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/mall/category');
    await expect(page.getByText('公主购 · 正在加载')).toBeVisible();
    // The home is drawn by the server: its products show with no script at all.
    await page.goto('/mall/portal');
    await expect(page.locator('[data-product-id]').first()).toBeVisible();
    await expect(page.getByText('公主购 · 正在加载')).toHaveCount(0);
    await page.unroute('**/assets/*.js');
    await page.goto('/mall/category');
    await expect(page.locator('[data-node-type="system:category"]')).toBeVisible();
    await expect(page.getByText('公主购 · 正在加载')).toHaveCount(0);
  });
});
