import { loginThroughScreens } from './support/login';
import { expect, test } from './support/fixtures';
import { requestsTo } from './support/server';

test('add an address: each message in order, the area picker, then the list shows it', async ({ page, request }) => {
  await page.goto('/mall/address/list');
  await loginThroughScreens(page);
  await expect(page).toHaveURL('/mall/address/list');
  await expect(page.getByText('还没有收货地址')).toBeVisible();
  // Counted from here: an earlier run of this test (--repeat-each) added addresses too.
  const addsBefore = (await requestsTo(request, '/v1/customer/address/add')).length;
  await page.getByRole('link', { name: '新增收货地址' }).click();
  await expect(page).toHaveURL('/mall/address/add');

  const save = page.getByRole('button', { name: '保存' });
  await save.click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await page.getByPlaceholder('请输入姓名').fill('张三');
  await save.click();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await page.getByPlaceholder('请输入手机号码').fill('13800138000');
  await save.click();
  await expect(page.getByText('请选择省市区', { exact: true }).last()).toBeVisible();

  await page.getByRole('button', { name: /所在地区/ }).click();
  const picker = page.locator('.rv-picker');
  await expect(picker).toBeVisible();
  // The first province, city and area of @vant/area-data: 北京市 北京市 东城区.
  await picker.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('北京市 北京市 东城区')).toBeVisible();
  await save.click();
  await expect(page.getByText('请输入详细地址')).toBeVisible();
  expect(await requestsTo(request, '/v1/customer/address/add')).toHaveLength(addsBefore);

  await page.getByPlaceholder('街道、楼牌号等').fill('东华门大街 1 号');
  await save.click();
  await expect(page).toHaveURL('/mall/address/list');
  await expect(page.getByRole('listitem').filter({ hasText: '张三' })).toContainText('北京市 北京市 东城区 东华门大街 1 号');
  const [added] = (await requestsTo(request, '/v1/customer/address/add')).slice(-1);
  expect(added?.body).toMatchObject({ province_id: '110000', city_id: '110100', area_id: '110101', default: 0 });
});

test('a pasted address is recognised into the form and returned to the page that asked', async ({ page, request }) => {
  const confirm = '/mall/confirm?buy_product=%7B%221001%22%3A1%7D&sale_type=1';
  await page.goto(`/mall/address/add?redirect=${encodeURIComponent(confirm)}`);
  await loginThroughScreens(page);
  await expect(page.getByRole('button', { name: '识别' })).toHaveCount(0);
  await page.getByLabel('智能识别').fill('李四 139 0013 9000 上海市上海市浦东新区世纪大道100号');
  await page.getByRole('button', { name: '识别' }).click();
  await expect(page.getByPlaceholder('请输入姓名')).toHaveValue('李四');
  await expect(page.getByPlaceholder('请输入手机号码')).toHaveValue('13900139000');
  await expect(page.getByText('上海市 上海市 浦东新区')).toBeVisible();
  await expect(page.getByPlaceholder('街道、楼牌号等')).toHaveValue('世纪大道100号');
  expect((await requestsTo(request, '/v1/address/format')).at(-1)?.body).toEqual({ address: '李四 139 0013 9000 上海市上海市浦东新区世纪大道100号' });
  await page.getByRole('switch').check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/mall\/confirm\?buy_product=.*&address_id=\d+$/);
  expect((await requestsTo(request, '/v1/customer/address/add')).at(-1)?.body).toMatchObject({ full_name: '李四', default: 1 });
});
