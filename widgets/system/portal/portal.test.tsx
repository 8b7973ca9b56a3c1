// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHomeInfo, listHomeFeed } from '../../../src/api/home';
import type { HomeInfo } from '../../../src/contract';
import { registerWidgets } from '../../../src/core/renderer';
import { OPERATOR_WIDGETS } from '../../index';
import { failureFor, renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import portal from './widget';

vi.mock('../../../src/api/home', () => ({ getHomeInfo: vi.fn(), listHomeFeed: vi.fn() }));
const home = vi.mocked(getHomeInfo);
const feed = vi.mocked(listHomeFeed);

const HOME: HomeInfo = {
  banner: {
    bg_image: { url: '' },
    list: [
      { target: 'product', target_id: '1002', image: '/static/img/b/1.svg', title: '双11狂欢' },
      { target: 'https://evil.example.com/promo', url: 'https://evil.example.com/promo', image: '/static/img/b/2.svg', title: '外部推广' },
    ],
  },
  diamonds: {
    list: [
      { target: 'https://www.example-mall.test/mall/category', url: 'https://www.example-mall.test/mall/category', image: '/static/img/i/1.svg', title: '全部分类' },
      { target: 'coupon', target_id: '9001', image: '/static/img/i/2.svg', title: '领券中心' },
    ],
  },
};

startLoggedInEachTest();

// Without an observer everything counts as near the screen: the home's feed starts its list at once.
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('system:portal', () => {
  it('accepts its example', () => {
    expect(portal.validate(example.props)).toBe(true);
    expect(portal.validate({ tab_id: 'x' })).toBe(false);
  });

  it('draws only the kept banner and icon items, then the feed from page 1', async () => {
    registerWidgets(OPERATOR_WIDGETS);
    home.mockResolvedValueOnce(HOME);
    feed.mockResolvedValue({ products: [], has_more: false, tips: '—— 已经到底啦 ——' });
    await renderNodes([portal], [example]);
    expect((await screen.findByAltText('双11狂欢')).getAttribute('src')).toBe('/static/img/b/1.svg');
    expect(screen.queryByAltText('外部推广')).toBeNull();
    expect(await screen.findByText('全部分类')).toBeVisible();
    expect(screen.queryByText('领券中心')).toBeNull();
    await vi.waitFor(() => expect(feed).toHaveBeenCalledWith({ page: 1, tab_id: 0 }));
  });

  it('offers a reload when the home content fails, and the feed still loads', async () => {
    registerWidgets(OPERATOR_WIDGETS);
    home.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(HOME);
    feed.mockResolvedValue({ products: [], has_more: false, tips: '' });
    await renderNodes([portal], [example]);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    expect(await screen.findByText('暂无商品')).toBeVisible();
    await act(async () => fireEvent.click(retry));
    expect((await screen.findByAltText('双11狂欢')).getAttribute('src')).toBe('/static/img/b/1.svg');
  });

  it('says nothing of an ignore-list code\'s msg: its own title, 请稍后重试 and a reload (CONTRACT §5)', async () => {
    registerWidgets(OPERATOR_WIDGETS);
    const { error, toasts } = await failureFor({ code: 130105, msg: '首页配置缓存未命中', data: null });
    home.mockRejectedValueOnce(error).mockResolvedValueOnce(HOME);
    feed.mockResolvedValue({ products: [], has_more: false, tips: '' });
    await renderNodes([portal], [example]);
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toBe('!首页内容加载失败请稍后重试重新加载');
    expect(toasts).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重新加载' })));
    expect((await screen.findByAltText('双11狂欢')).getAttribute('src')).toBe('/static/img/b/1.svg');
  });
});
