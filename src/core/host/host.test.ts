// @vitest-environment happy-dom
/**
 * CONTRACT §4's table, row by row, in each host: what the host is asked (through a fake bridge) and what
 * the shopper is told or shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeAction, BridgeOutcome, BridgePayload } from '../bridge';
import { registerNavigator } from '../navigation';
import { APP_ANSWER_MS, openAppOnlyRoute } from './app-only-route';
import { contactServiceInHost, savePicture, scanInHost } from './device';
import { leave, MOVE_TO_APP_MESSAGE, openHostScreen, openOutsidePage, setPageTitle } from './index';
import { buyNow, payPlacedOrder } from './purchase';
import { offerShareCard, shareNow, type ShareCard } from './share';
import { ALL_HOSTS, setHost } from './test-host';

const fake = vi.hoisted(() => ({
  callBridge: vi.fn<(action: BridgeAction, payload?: BridgePayload, options?: { quiet?: boolean }) => Promise<BridgeOutcome>>(),
  setShareContent: vi.fn(async () => undefined),
  postToMiniProgram: vi.fn(async () => undefined),
  toast: vi.fn(),
}));
vi.mock('../bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../bridge')>()),
  callBridge: fake.callBridge,
}));
vi.mock('../bridge/wechat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../bridge/wechat')>()),
  setShareContent: fake.setShareContent,
}));
vi.mock('../bridge/miniprogram', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../bridge/miniprogram')>()),
  postToMiniProgram: fake.postToMiniProgram,
}));
vi.mock('../feedback', () => ({ toast: fake.toast }));
vi.mock('./current', () => import('./test-host').then((m) => m.currentHostStandIn));

const { callBridge, setShareContent, postToMiniProgram, toast } = fake;
const OK: BridgeOutcome = { ok: true, data: null };
const back = vi.fn();
const assign = vi.fn();

/** Where this tab is in its history: react-router's index, 0 on the first screen. */
const onScreen = (idx: number) => window.history.replaceState({ idx }, '');

beforeEach(() => {
  vi.clearAllMocks();
  callBridge.mockReset();
  callBridge.mockResolvedValue(OK);
  registerNavigator({ push: vi.fn(), replace: vi.fn(), back, current: () => '/' });
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
  onScreen(0);
});

afterEach(() => vi.useRealTimers());

const OTHERS_THAN_APP = ['miniprogram', 'wechat', 'browser'] as const;
const BROWSERS = ['wechat', 'browser'] as const;
const HOSTS_WITH_SCREENS = ['app', 'miniprogram'] as const;

describe('a route with no H5 screen (openAppOnlyRoute)', () => {
  const ROUTE = '/vote/rank-list?id=3';

  it('in the app, asks the app to open it, then closes this first screen with the app’s goBack', async () => {
    setHost('app');
    await expect(openAppOnlyRoute(ROUTE)).resolves.toBe('opened');
    expect(callBridge.mock.calls).toEqual([
      ['openAdTarget', { target: 'route', url: ROUTE }, { quiet: true }],
      ['goBack', {}, { quiet: true }],
    ]);
    expect(back).not.toHaveBeenCalled();
  });

  it('in the app, from a later screen, goes back in this tab once the app took over', async () => {
    setHost('app');
    onScreen(2);
    await expect(openAppOnlyRoute(ROUTE)).resolves.toBe('opened');
    expect(back).toHaveBeenCalledTimes(1);
    expect(callBridge).toHaveBeenCalledTimes(1);
  });

  it(`in the app, without an answer within ${APP_ANSWER_MS} ms, is 'no-answer' and stays`, async () => {
    vi.useFakeTimers();
    setHost('app');
    callBridge.mockReturnValue(new Promise<BridgeOutcome>(() => undefined));
    let outcome: string | undefined;
    void openAppOnlyRoute(ROUTE).then((answer) => (outcome = answer));
    await vi.advanceTimersByTimeAsync(APP_ANSWER_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('no-answer');
    expect(back).not.toHaveBeenCalled();
    expect(callBridge).toHaveBeenCalledTimes(1);
  });

  it('in the app, an answer after the notice still goes back, unless the shopper has left already', async () => {
    vi.useFakeTimers();
    setHost('app');
    let answer!: (outcome: BridgeOutcome) => void;
    callBridge.mockImplementation((action) => (action === 'openAdTarget' ? new Promise<BridgeOutcome>((resolve) => (answer = resolve)) : Promise.resolve({ ok: true, data: null })));
    registerNavigator({ push: vi.fn(), replace: vi.fn(), back, current: () => ROUTE });
    const outcome = openAppOnlyRoute(ROUTE);
    await vi.advanceTimersByTimeAsync(APP_ANSWER_MS);
    await expect(outcome).resolves.toBe('no-answer');
    answer({ ok: true, data: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(callBridge).toHaveBeenLastCalledWith('goBack', {}, { quiet: true });

    callBridge.mockClear();
    registerNavigator({ push: vi.fn(), replace: vi.fn(), back, current: () => '/mall/portal' });
    const again = openAppOnlyRoute(ROUTE);
    await vi.advanceTimersByTimeAsync(APP_ANSWER_MS);
    await expect(again).resolves.toBe('no-answer');
    answer({ ok: true, data: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(callBridge.mock.calls.map(([action]) => action)).toEqual(['openAdTarget']);
  });

  it('in the app, a failed call is no answer either', async () => {
    setHost('app');
    callBridge.mockResolvedValue({ ok: false, message: 'APP 未响应，请稍后重试' });
    await expect(openAppOnlyRoute(ROUTE)).resolves.toBe('no-answer');
    expect(back).not.toHaveBeenCalled();
  });

  it('in the mini program, its page opens (through the same action) and this tab goes back', async () => {
    setHost('miniprogram');
    await expect(openAppOnlyRoute('/coupon/list')).resolves.toBe('opened');
    expect(callBridge.mock.calls).toEqual([['openAdTarget', { target: 'route', url: '/coupon/list' }, { quiet: true }]]);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('in the mini program, without a page for it, is 请移驾到app操作 and stays', async () => {
    setHost('miniprogram');
    callBridge.mockResolvedValue({ ok: false, message: MOVE_TO_APP_MESSAGE });
    await expect(openAppOnlyRoute(ROUTE)).resolves.toBe('move-to-app');
    expect(back).not.toHaveBeenCalled();
  });

  it.each(BROWSERS)('in the %s, is the download page, asking nothing', async (where) => {
    setHost(where);
    await expect(openAppOnlyRoute(ROUTE)).resolves.toBe('download-page');
    expect(callBridge).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });
});

describe('立即购买 (buyNow)', () => {
  const fields = { product_id: 1013, sku_id: 102, num: 2, agency_store_id: '', store_share: undefined, inviter: '10002', uid: 77 };
  const ways = (chosen = true) => {
    const checkout = vi.fn();
    const choose = vi.fn(() => (chosen ? { fields, checkout } : null));
    return { checkout, choose, tell: vi.fn(), notHere: '请在微信内内打开链接支付' };
  };

  it.each(HOSTS_WITH_SCREENS)('in the %s, the host’s goods page gets every field present, and nothing absent', async (where) => {
    setHost(where);
    const way = ways();
    await buyNow(way);
    expect(callBridge.mock.calls).toEqual([['openGoodsDetail', { product_id: 1013, sku_id: 102, num: 2, inviter: '10002', uid: 77 }]]);
    expect(way.checkout).not.toHaveBeenCalled();
    expect(way.tell).not.toHaveBeenCalled();
  });

  it('in WeChat, checks out here', async () => {
    setHost('wechat');
    const way = ways();
    await buyNow(way);
    expect(way.checkout).toHaveBeenCalledTimes(1);
    expect(way.tell).not.toHaveBeenCalled();
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('in a plain browser, says where to buy', async () => {
    setHost('browser');
    const way = ways();
    await buyNow(way);
    expect(way.tell).toHaveBeenCalledWith('请在微信内内打开链接支付');
    // mall-spec §5: where buying is impossible, that is said before any attribute is asked for.
    expect(way.choose).not.toHaveBeenCalled();
    expect(way.checkout).not.toHaveBeenCalled();
    expect(callBridge).not.toHaveBeenCalled();
  });

  it.each(['app', 'miniprogram', 'wechat'] as const)('in the %s, an incomplete choice hands nothing on', async (where) => {
    setHost(where);
    const way = ways(false);
    await buyNow(way);
    expect(way.choose).toHaveBeenCalledTimes(1);
    expect(callBridge).not.toHaveBeenCalled();
    expect(way.checkout).not.toHaveBeenCalled();
  });
});

describe('去支付 on a placed order (payPlacedOrder)', () => {
  const ways = () => ({ payHere: vi.fn(async () => undefined), tell: vi.fn(), notHere: 'not here' });

  it.each(HOSTS_WITH_SCREENS)('in the %s, the host’s order page takes the order', async (where) => {
    setHost(where);
    const way = ways();
    await payPlacedOrder('SO1', way);
    expect(callBridge.mock.calls).toEqual([['openOrderDetail', { order_no: 'SO1' }]]);
    expect(way.payHere).not.toHaveBeenCalled();
    expect(way.tell).not.toHaveBeenCalled();
  });

  it.each(HOSTS_WITH_SCREENS)('in the %s, without an order number, says where to pay and opens nothing', async (where) => {
    setHost(where);
    const way = ways();
    await payPlacedOrder('', way);
    expect(way.tell).toHaveBeenCalledWith('not here');
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('in WeChat, pays here', async () => {
    setHost('wechat');
    const way = ways();
    await payPlacedOrder('SO1', way);
    expect(way.payHere).toHaveBeenCalledTimes(1);
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('in a plain browser, says where to pay', async () => {
    setHost('browser');
    const way = ways();
    await payPlacedOrder('SO1', way);
    expect(way.tell).toHaveBeenCalledWith('not here');
    expect(way.payHere).not.toHaveBeenCalled();
    expect(callBridge).not.toHaveBeenCalled();
  });
});

describe('sharing', () => {
  const card: ShareCard = { title: '纯棉T恤', desc: '透气舒适', link: 'https://h5.test/share/goods/1013', image: 'https://h5.test/p.png', productId: 1013 };
  const miniProgramCard = { type: 'share', title: '纯棉T恤', desc: '透气舒适', link: card.link, image: card.image, product_id: 1013 };

  describe('the card offered as the page shows (offerShareCard)', () => {
    it('in the mini program, is posted to it for its own share menu', () => {
      setHost('miniprogram');
      offerShareCard(card);
      expect(postToMiniProgram).toHaveBeenCalledWith(miniProgramCard);
      expect(setShareContent).not.toHaveBeenCalled();
    });

    it('in the mini program, a page’s card names no product', () => {
      setHost('miniprogram');
      offerShareCard({ ...card, productId: undefined });
      expect(postToMiniProgram).toHaveBeenCalledWith({ type: 'share', title: '纯棉T恤', desc: '透气舒适', link: card.link, image: card.image });
    });

    it('in WeChat, is set as the JS-SDK share card', () => {
      setHost('wechat');
      offerShareCard(card);
      expect(setShareContent).toHaveBeenCalledWith({ title: '纯棉T恤', desc: '透气舒适', link: card.link, imgUrl: card.image });
      expect(postToMiniProgram).not.toHaveBeenCalled();
    });

    it.each(['app', 'browser'] as const)('in the %s, which has no share menu of ours, goes nowhere', (where) => {
      setHost(where);
      offerShareCard(card);
      expect(setShareContent).not.toHaveBeenCalled();
      expect(postToMiniProgram).not.toHaveBeenCalled();
      expect(callBridge).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['app', true],
    ['miniprogram', false],
    ['wechat', false],
    ['browser', true],
  ] as const)('in the %s, a page needs a share entry of its own: %s', async (where, needed) => {
    setHost(where);
    const { pageNeedsShareEntry } = await import('./share-entry');
    expect(pageNeedsShareEntry()).toBe(needed);
  });

  describe('the shopper taps share (shareNow)', () => {
    const copyLink = vi.fn(async () => undefined);

    it('in the app, hands the card to the app’s shareGoods', async () => {
      setHost('app');
      await expect(shareNow(card, copyLink)).resolves.toBe(true);
      expect(callBridge.mock.calls).toEqual([
        ['shareGoods', { title: '纯棉T恤', desc: '透气舒适', image: card.image, url: card.link, product_id: 1013 }],
      ]);
      expect(copyLink).not.toHaveBeenCalled();
    });

    it('in the app, a share the app refused is not counted', async () => {
      setHost('app');
      callBridge.mockResolvedValue({ ok: false, message: 'APP 未响应，请稍后重试' });
      await expect(shareNow(card, copyLink)).resolves.toBe(false);
    });

    it('in the mini program, posts the card and shows where its share menu is', async () => {
      setHost('miniprogram');
      await expect(shareNow(card, copyLink)).resolves.toBe(true);
      expect(postToMiniProgram).toHaveBeenCalledWith(miniProgramCard);
      expect(toast).toHaveBeenCalledWith('点击右上角“…”转发给好友');
      expect(copyLink).not.toHaveBeenCalled();
      expect(callBridge).not.toHaveBeenCalled();
    });

    it('in WeChat, copies the link and shows where WeChat’s share is', async () => {
      setHost('wechat');
      await expect(shareNow(card, copyLink)).resolves.toBe(true);
      expect(copyLink).toHaveBeenCalledWith(card.link);
      expect(toast).toHaveBeenCalledWith('链接已复制，也可点击右上角“…”分享给好友');
      expect(callBridge).not.toHaveBeenCalled();
    });

    it('in a plain browser, copies the link (the copy says so itself)', async () => {
      setHost('browser');
      await expect(shareNow(card, copyLink)).resolves.toBe(true);
      expect(copyLink).toHaveBeenCalledWith(card.link);
      expect(toast).not.toHaveBeenCalled();
      expect(callBridge).not.toHaveBeenCalled();
    });
  });
});

describe('the page title (setPageTitle)', () => {
  const navigationBarCalls = () => callBridge.mock.calls.filter(([action]) => action === 'setNavigationBar').map(([, payload]) => payload);

  it('in the app, sets the app’s navigation bar once per distinct title, and the document’s title', () => {
    setHost('app');
    setPageTitle('订单列表');
    setPageTitle('订单列表');
    expect(document.title).toBe('订单列表');
    setPageTitle('订单详情');
    setPageTitle('订单列表');
    expect(document.title).toBe('订单列表');
    expect(callBridge.mock.calls).toEqual([
      ['setNavigationBar', { title: '订单列表' }, { quiet: true }],
      ['setNavigationBar', { title: '订单详情' }, { quiet: true }],
      ['setNavigationBar', { title: '订单列表' }, { quiet: true }],
    ]);
  });

  it('in the app, passes the page’s colours only when they are CSS colours', () => {
    setHost('app');
    setPageTitle('活动页', { background: ' #ff6600 ', front: 'rgb(255, 255, 255)' });
    setPageTitle('活动页二', { background: '#12345', front: 'url(https://evil.example/x)' });
    setPageTitle('活动页三', { background: 'javascript:alert(1)', front: '#FFF' });
    setPageTitle('活动页四', { background: '', front: undefined });
    expect(navigationBarCalls()).toEqual([
      { title: '活动页', background_color: '#ff6600', front_color: 'rgb(255, 255, 255)' },
      { title: '活动页二' },
      { title: '活动页三', front_color: '#FFF' },
      { title: '活动页四' },
    ]);
  });

  it('in the app, the same title with other colours is told again', () => {
    setHost('app');
    setPageTitle('专题', { background: '#000000' });
    setPageTitle('专题', { background: '#ffffff' });
    expect(navigationBarCalls()).toEqual([
      { title: '专题', background_color: '#000000' },
      { title: '专题', background_color: '#ffffff' },
    ]);
  });

  it.each(ALL_HOSTS)('in the %s, an empty title changes nothing', (where) => {
    setHost(where);
    document.title = '公主购';
    setPageTitle('');
    expect(document.title).toBe('公主购');
    expect(callBridge).not.toHaveBeenCalled();
  });

  it.each(OTHERS_THAN_APP)('in the %s, sets only the document’s title', (where) => {
    setHost(where);
    setPageTitle(`${where} 标题`, { background: '#ff6600' });
    expect(document.title).toBe(`${where} 标题`);
    expect(callBridge).not.toHaveBeenCalled();
  });
});

describe('返回 (leave)', () => {
  it('in the app, on the first screen, the app closes the web-view', () => {
    setHost('app');
    leave();
    expect(callBridge.mock.calls).toEqual([['goBack', {}, { quiet: true }]]);
    expect(back).not.toHaveBeenCalled();
  });

  it('in the app, on a later screen, goes back in this tab', () => {
    setHost('app');
    onScreen(1);
    leave();
    expect(back).toHaveBeenCalledTimes(1);
    expect(callBridge).not.toHaveBeenCalled();
  });

  it.each(OTHERS_THAN_APP)('in the %s, even on the first screen, goes back in this tab', (where) => {
    setHost(where);
    leave();
    expect(back).toHaveBeenCalledTimes(1);
    expect(callBridge).not.toHaveBeenCalled();
  });
});

describe('a screen only the host has (openHostScreen)', () => {
  it('in the app, the app opens it, and says itself what failed', async () => {
    setHost('app');
    await expect(openHostScreen('openCoupon', { coupon_id: '12' })).resolves.toBe(true);
    expect(callBridge.mock.calls).toEqual([['openCoupon', { coupon_id: '12' }]]);
  });

  it('in the mini program, its page opens; where it has none, the bridge says 请移驾到app操作 (a call that is not quiet)', async () => {
    setHost('miniprogram');
    await expect(openHostScreen('openCoupon', { coupon_id: '12' })).resolves.toBe(true);
    await expect(openHostScreen('openAdTarget', { target: 'integral' })).resolves.toBe(true);
    expect(callBridge.mock.calls).toEqual([
      ['openCoupon', { coupon_id: '12' }],
      ['openAdTarget', { target: 'integral' }],
    ]);
  });

  it.each(BROWSERS)('in the %s, answers false (the caller offers the app) and asks nothing', async (where) => {
    setHost(where);
    await expect(openHostScreen('openCoupon', { coupon_id: '12' })).resolves.toBe(false);
    expect(callBridge).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('an outside page (openOutsidePage)', () => {
  it('in the app, opens in the app’s own browser', async () => {
    setHost('app');
    await openOutsidePage('https://a.test/x');
    expect(callBridge.mock.calls).toEqual([['openUrl', { url: 'https://a.test/x' }]]);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(OTHERS_THAN_APP)('in the %s, opens in this tab', async (where) => {
    setHost(where);
    await openOutsidePage('https://a.test/x');
    expect(assign).toHaveBeenCalledWith('https://a.test/x');
    expect(callBridge).not.toHaveBeenCalled();
  });
});

describe('customer service in the host (contactServiceInHost)', () => {
  it('in the app, the app’s chat takes it, with what it is about', async () => {
    setHost('app');
    await expect(contactServiceInHost({ product_id: 1013 })).resolves.toBe(true);
    expect(callBridge.mock.calls).toEqual([['contactService', { product_id: 1013 }]]);
  });

  it('in the app, a chat that failed leaves it to the service page', async () => {
    setHost('app');
    callBridge.mockResolvedValue({ ok: false, message: 'APP 未响应，请稍后重试' });
    await expect(contactServiceInHost({})).resolves.toBe(false);
  });

  it.each(OTHERS_THAN_APP)('in the %s, is not here (the service page opens) and asks nothing', async (where) => {
    setHost(where);
    await expect(contactServiceInHost({ product_id: 1013 })).resolves.toBe(false);
    expect(callBridge).not.toHaveBeenCalled();
  });
});

describe('saving a picture (savePicture)', () => {
  const QR = 'https://h5.test/static/img/q/1001.svg';

  it('in the app, the app saves it to the album and the shopper is told', async () => {
    setHost('app');
    await savePicture(QR);
    expect(callBridge.mock.calls).toEqual([['saveImage', { url: QR }]]);
    expect(toast).toHaveBeenCalledWith('已保存到相册');
  });

  it('in the app, a failed save claims nothing', async () => {
    setHost('app');
    callBridge.mockResolvedValue({ ok: false, message: 'APP 未响应，请稍后重试' });
    await savePicture(QR);
    expect(toast).not.toHaveBeenCalledWith('已保存到相册');
  });

  it.each(OTHERS_THAN_APP)('in the %s, tells the shopper to press and hold it', async (where) => {
    setHost(where);
    await savePicture(QR);
    expect(toast).toHaveBeenCalledWith('长按图片即可保存');
    expect(callBridge).not.toHaveBeenCalled();
  });
});

describe('scanning a code (scanInHost)', () => {
  it.each(HOSTS_WITH_SCREENS)('in the %s, the host’s scanner opens', async (where) => {
    setHost(where);
    await expect(scanInHost()).resolves.toBe(true);
    expect(callBridge.mock.calls).toEqual([['scanCode', {}]]);
  });

  it.each(BROWSERS)('in the %s, there is none, and nothing is asked', async (where) => {
    setHost(where);
    await expect(scanInHost()).resolves.toBe(false);
    expect(callBridge).not.toHaveBeenCalled();
  });
});
