// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addFavoriteProduct, getProductDetail, removeFavoriteProduct } from '../../../src/api/product';
import type { Product } from '../../../src/contract';
import { callBridge } from '../../../src/core/bridge';
import { setShareContent } from '../../../src/core/bridge/wechat';
import { toast, toastSuccess } from '../../../src/core/feedback';
import { setHost } from '../../../src/core/host/test-host';
import { useSession } from '../../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import goodsDetail from './widget';

vi.mock('../../../src/api/product', () => ({ getProductDetail: vi.fn(), addFavoriteProduct: vi.fn(), removeFavoriteProduct: vi.fn() }));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
// The sheets' code (and the description's) waits for the first screen to be on the glass, which a test's
// page never is: here it is at once.
vi.mock('../../../src/core/after-first-screen', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/core/after-first-screen')>()),
  firstScreenShown: () => Promise.resolve(),
}));
vi.mock('../../../src/core/host/current', () => import('../../../src/core/host/test-host').then((m) => m.currentHostStandIn));
// What the page asks of the host is recorded (a browser's answers stay real); no WeChat SDK is loaded.
vi.mock('../../../src/core/bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/core/bridge')>();
  return { ...actual, callBridge: vi.fn(actual.callBridge) };
});
vi.mock('../../../src/core/bridge/wechat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/core/bridge/wechat')>()),
  setShareContent: vi.fn(async () => undefined),
}));
vi.mock('../../../src/core/bridge/miniprogram', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/core/bridge/miniprogram')>()),
  postToMiniProgram: vi.fn(async () => undefined),
}));

const detail = vi.mocked(getProductDetail);
const addFavorite = vi.mocked(addFavoriteProduct);
const removeFavorite = vi.mocked(removeFavoriteProduct);

const PRODUCT: Product = {
  product_id: 1013,
  title: '纯棉T恤',
  sub_title: '透气舒适',
  images: ['/static/img/p/1.svg', '/static/img/p/2.svg'],
  price_object: { price: 59 },
  stock: 9,
  sold_num_desc: '已售 120 件',
  limit_num: 0,
  sale_type: 1,
  is_favorite: 0,
  desc_image: '<p>详情</p><img src="x" onerror="window.__xss=1">',
  services: [{ title: '七天无理由', desc: '签收后七天内可退', icon_url: '' }],
  attributes: [
    { label: '颜色', options: [{ option_id: 11, title: '红', image: '' }, { option_id: 12, title: '蓝', image: '' }] },
    { label: '尺码', options: [{ option_id: 21, title: 'S', image: '' }, { option_id: 22, title: 'M', image: '' }] },
  ],
  child_products: [
    { sku_code: '11_21', stock: 3, price_object: { price: 59 }, product_id: 101 },
    { sku_code: '11_22', stock: 4, price_object: { price: 69 }, product_id: 102 },
    { sku_code: '12_21', stock: 2, price_object: { price: 79 }, product_id: 103 },
    { sku_code: '12_22', stock: 0, price_object: { price: 89 }, product_id: 104 },
  ],
  seller: {
    seller_id: 201,
    store_name: '优选店',
    logo: '',
    business_scope: '服饰',
    seller_is_dealer: 0,
    seller_tag: { customer_store_grand: '金牌店铺', store_grand_url: '', customer_store_contract: '', store_contract_url: '' },
    seller_jump_object: { seller_type: 1, dealer_id: 0, agency_store_id: 0 },
  },
};

startLoggedInEachTest();
beforeEach(() => setHost('browser'));

async function open(product: Product = PRODUCT, props: Record<string, unknown> = example.props) {
  detail.mockResolvedValueOnce(product);
  const page = await renderNodes([goodsDetail], [{ ...example, props }]);
  await screen.findByText(product.title);
  // The sheets' code comes after the first screen: here once their modules are in.
  await act(async () => {
    await Promise.all([import('./VariantPopup'), import('./ServicesSheet')]);
  });
  return page;
}

const option = (title: string) => screen.getByRole<HTMLButtonElement>('button', { name: title, hidden: true });
const price = () => screen.getByTestId('variant-price').textContent;
const stock = () => screen.getByTestId('variant-stock').textContent;

describe('system:goods-detail', () => {
  it('accepts its example and refuses a product id that is not a number', () => {
    expect(goodsDetail.validate(example.props)).toBe(true);
    expect(goodsDetail.validate({})).toBe(false);
    expect(goodsDetail.validate({ id: '10x' })).toBe(false);
  });

  it('shows price with ¥ and two decimals, sold count, title, subtitle, store and a sanitised description', async () => {
    const page = await open();
    expect(detail).toHaveBeenCalledWith({ product_id: '1013', agency_store_id: undefined, store_share: undefined });
    expect(screen.getByTestId('detail-price').textContent).toBe('¥59.00');
    expect(screen.getByText('已售 120 件')).toBeVisible();
    expect(screen.getByText('透气舒适')).toBeVisible();
    // The gallery counts its two pictures from the first.
    expect(within(screen.getByRole('region', { name: '商品图片' })).getByText('1/2')).toBeVisible();
    expect(page.container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('主营：服饰')).toBeVisible();
    fireEvent.click(screen.getByText('优选店'));
    expect(page.visited).toEqual(['/mall/shop-detail?seller_id=201&seller_store_type=1']);
  });

  it('labels the main business once, also where the back end wrote the label into it', async () => {
    await open({ ...PRODUCT, seller: { ...PRODUCT.seller, business_scope: '主营：美妆护肤' } });
    expect(screen.getByText('主营：美妆护肤')).toBeVisible();
    expect(screen.queryByText(/主营：主营/)).toBeNull();
  });

  it('applies the variant rules in the popup', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(price()).toBe('¥59.00');
    expect(stock()).toBe('库存 9');
    fireEvent.click(option('蓝'));
    expect(option('蓝').getAttribute('aria-pressed')).toBe('true');
    expect(option('M').disabled).toBe(true);
    fireEvent.click(option('S'));
    expect(price()).toBe('¥79.00');
    expect(stock()).toBe('库存 2');
    fireEvent.click(option('红'));
    expect(option('蓝').getAttribute('aria-pressed')).toBe('false');
    expect(price()).toBe('¥59.00');
    fireEvent.click(option('M'));
    expect(price()).toBe('¥69.00');
    fireEvent.click(option('M'));
    expect(price()).toBe('¥59.00');
    expect(stock()).toBe('库存 9');
  });

  it('pre-selects the first option in stock of a single attribute', async () => {
    await open({
      ...PRODUCT,
      attributes: [{ label: '规格', options: [{ option_id: 51, title: '小', image: '' }, { option_id: 52, title: '大', image: '' }] }],
      child_products: [
        { sku_code: '51', stock: 0, price_object: { price: 5 }, product_id: 501 },
        { sku_code: '52', stock: 6, price_object: { price: 6 }, product_id: 502 },
      ],
    });
    expect(screen.getByText('已选').nextElementSibling?.textContent).toBe('大，1件');
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(option('大').getAttribute('aria-pressed')).toBe('true');
    expect(option('小').disabled).toBe(true);
    expect(price()).toBe('¥6.00');
  });

  describe('立即购买, where the shopper is (CONTRACT §4)', () => {
    const SHARED = { ...example.props, agency_store_id: '8002', store_share: '1', inviter: '10002', uid: '77' };

    /** Chooses 红 and M in the sheet, then buys. */
    async function buyRedM(props: Record<string, unknown> = SHARED) {
      const page = await open(PRODUCT, props);
      fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
      fireEvent.click(option('红'));
      fireEvent.click(option('M'));
      const sheet = screen.getByRole('dialog', { name: '选择规格', hidden: true });
      await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: '立即购买', hidden: true })));
      return page;
    }

    it.each(['app', 'miniprogram'] as const)('in the %s, hands the product, the chosen child, the quantity and who shared it to the host’s goods page', async (where) => {
      setHost(where);
      vi.mocked(callBridge).mockResolvedValueOnce({ ok: true, data: null });
      const page = await buyRedM();
      expect(callBridge).toHaveBeenCalledWith('openGoodsDetail', {
        product_id: 1013,
        sku_id: 102,
        num: 1,
        agency_store_id: '8002',
        store_share: '1',
        inviter: '10002',
        uid: '77',
      });
      expect(page.visited).toEqual([]);
      expect(toast).not.toHaveBeenCalled();
    });

    it('in the app, hands over only the fields the page has', async () => {
      setHost('app');
      vi.mocked(callBridge).mockResolvedValueOnce({ ok: true, data: null });
      await buyRedM(example.props);
      expect(callBridge).toHaveBeenCalledWith('openGoodsDetail', { product_id: 1013, sku_id: 102, num: 1 });
    });

    it('in WeChat, opens the confirm page with the chosen child and quantity', async () => {
      setHost('wechat');
      const page = await buyRedM();
      expect(page.visited).toHaveLength(1);
      const confirm = new URL(page.visited[0] ?? '', 'https://h5.test');
      expect(confirm.pathname).toBe('/mall/confirm');
      expect(JSON.parse(confirm.searchParams.get('buy_product') ?? '')).toEqual({ 102: 1 });
      expect(confirm.searchParams.get('inviter')).toBe('10002');
      expect(callBridge).not.toHaveBeenCalledWith('openGoodsDetail', expect.anything());
    });

    it('in a plain browser, says to open the link in WeChat and opens nothing', async () => {
      const page = await buyRedM();
      expect(toast).toHaveBeenCalledWith('请在微信内内打开链接支付');
      expect(page.visited).toEqual([]);
      expect(callBridge).not.toHaveBeenCalled();
    });

    it('first names what is still to choose, in every host', async () => {
      setHost('app');
      await open();
      fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
      const sheet = screen.getByRole('dialog', { name: '选择规格', hidden: true });
      await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: '立即购买', hidden: true })));
      expect(toast).toHaveBeenCalledWith('请选择颜色');
      expect(callBridge).not.toHaveBeenCalled();
    });
  });

  describe('sharing the product', () => {
    const link = `${window.location.origin}/share/goods/1013?agency_store_id=8002&store_share=1`;
    const image = `${window.location.origin}/static/img/p/1.svg`;
    const props = { ...example.props, agency_store_id: '8002', store_share: '1' };

    it('in the app, 分享 hands the product’s card, with the store it was seen in, to the app’s share', async () => {
      setHost('app');
      vi.mocked(callBridge).mockResolvedValueOnce({ ok: true, data: null });
      await open(PRODUCT, props);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '分享' })));
      await vi.waitFor(() => expect(callBridge).toHaveBeenCalledWith('shareGoods', { title: '纯棉T恤', desc: '透气舒适', image, url: link, product_id: 1013 }));
    });

    it('in WeChat, the page sets the product’s card for WeChat’s own menu as it shows', async () => {
      setHost('wechat');
      await open(PRODUCT, props);
      await vi.waitFor(() => expect(setShareContent).toHaveBeenCalledWith({ title: '纯棉T恤', desc: '透气舒适', link, imgUrl: image }));
    });
  });

  it('flips the favourite only after the call succeeds, one call per burst of taps', async () => {
    let finish!: (value: { is_favorite: 0 | 1 }) => void;
    addFavorite.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await open();
    const button = screen.getByRole('button', { name: '收藏' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(addFavorite).toHaveBeenCalledTimes(1);
    expect(addFavorite).toHaveBeenCalledWith({ product_id: 1013 });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => finish({ is_favorite: 1 }));
    expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
    expect(toastSuccess).toHaveBeenCalledWith('收藏成功');
  });

  it('keeps the favourite as it was when the call fails', async () => {
    removeFavorite.mockRejectedValueOnce(new Error('network'));
    await open({ ...PRODUCT, is_favorite: 1 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '已收藏' })));
    expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends an anonymous visitor to login for favourite and contact', async () => {
    useSession.getState().setToken(null);
    const page = await open();
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    fireEvent.click(screen.getByRole('button', { name: '联系' }));
    await act(async () => undefined);
    expect(addFavorite).not.toHaveBeenCalled();
    expect(page.visited.every((path) => path.startsWith('/mall/login?redirect='))).toBe(true);
    expect(page.visited).toHaveLength(2);
  });
});
