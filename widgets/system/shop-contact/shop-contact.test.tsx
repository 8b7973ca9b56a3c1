// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoreOwnerInfo } from '../../../src/api/store';
import type { StoreOwnerInfo } from '../../../src/contract';
import { toast, toastSuccess } from '../../../src/core/feedback';
import { callBridge } from '../../../src/core/bridge';
import { setHost } from '../../../src/core/host/test-host';
import { openCustomerService } from '../../../src/mall/contact';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import shopContact from './widget';

vi.mock('../../../src/api/store', () => ({ getStoreOwnerInfo: vi.fn() }));
vi.mock('../../../src/mall/contact', () => ({ openCustomerService: vi.fn() }));
vi.mock('../../../src/core/feedback', () => ({ toast: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../src/core/bridge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/core/bridge')>()),
  callBridge: vi.fn(() => Promise.resolve({ ok: true, data: null })),
}));
vi.mock('../../../src/core/host/current', () => import('../../../src/core/host/test-host').then((m) => m.currentHostStandIn));
const ownerInfo = vi.mocked(getStoreOwnerInfo);
const customerService = vi.mocked(openCustomerService);

const FULL: StoreOwnerInfo = {
  store_mobile: '138 0013-8000',
  store_wechat: 'wx_1001_shop',
  store_wechat_qr_code: '/static/img/q/1001.svg',
};
const EMPTY: StoreOwnerInfo = { store_mobile: '', store_wechat: '', store_wechat_qr_code: '' };

/** Replaces the browser's copy machinery for one test: the async clipboard and/or execCommand. */
function stubCopy({ clipboard, execCommand }: { clipboard?: Clipboard['writeText']; execCommand?: (command: string) => boolean }) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard ? { writeText: clipboard } : undefined, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
}

startLoggedInEachTest();
beforeEach(() => setHost('browser'));
afterEach(() => stubCopy({}));

async function tapCopy() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制店主微信号' })));
}

/**
 * Finds the button before entering act: inside an act scope React holds the answer's update until the
 * scope ends, so a find inside act can wait out its whole timeout for a screen that never comes.
 */
async function tapSaveQrCode() {
  const save = await screen.findByRole('button', { name: '保存二维码' });
  await act(async () => fireEvent.click(save));
}

/** What the card says beside a label (店主电话, 店主微信, 店主微信二维码). */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('system:shop-contact', () => {
  it('accepts its example and needs a numeric agency_store_id', () => {
    expect(shopContact.validate(example.props)).toBe(true);
    expect(shopContact.validate({ agency_store_id: 8002 })).toBe(true);
    expect(shopContact.validate({})).toBe(false);
    expect(shopContact.validate({ agency_store_id: 'abc' })).toBe(false);
    expect(shopContact.validate({ agency_store_id: '1', seller_id: '2' })).toBe(false);
  });

  it('shows the owner’s phone as a call link, the WeChat id and the QR code', async () => {
    ownerInfo.mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    const phone = await screen.findByRole('link', { name: '138 0013-8000' });
    expect(phone.getAttribute('href')).toBe('tel:1380013-8000');
    // A tap dials through the bridge (the app dials, the mini program asks for the app).
    fireEvent.click(phone);
    expect(callBridge).toHaveBeenCalledWith('callPhone', { phone: '1380013-8000' });
    expect(ownerInfo).toHaveBeenCalledWith({ agency_store_id: '8002' });
    expect(screen.getByText('wx_1001_shop')).toBeVisible();
    expect(valueOf('店主微信')?.contains(screen.getByText('wx_1001_shop'))).toBe(true);
    const qr = screen.getByRole('img', { name: '店主微信二维码' });
    expect(qr.getAttribute('src')).toBe('/static/img/q/1001.svg');
    expect(screen.queryByText('店主暂未填写')).toBeNull();
    expect(screen.queryByText('店主暂未上传')).toBeNull();
  });

  it('shows a placeholder for everything the owner left empty', async () => {
    ownerInfo.mockResolvedValueOnce(EMPTY);
    await renderNodes([shopContact], [example]);
    expect(await screen.findAllByText('店主暂未填写')).toHaveLength(2);
    expect(valueOf('店主电话')?.textContent).toBe('店主暂未填写');
    expect(valueOf('店主微信')?.textContent).toBe('店主暂未填写');
    expect(valueOf('店主微信二维码')?.textContent).toBe('店主暂未上传');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: '复制店主微信号' })).toBeNull();
    expect(screen.queryByRole('img', { name: '店主微信二维码' })).toBeNull();
  });

  it('without a WeChat id but with its QR code, points to the code rather than saying nothing was filled in', async () => {
    ownerInfo.mockResolvedValueOnce({ ...EMPTY, store_wechat_qr_code: '/static/img/q/1001.svg' });
    await renderNodes([shopContact], [example]);
    expect(await screen.findByText('扫描下方二维码添加')).toBeVisible();
    expect(valueOf('店主微信')?.textContent).toBe('扫描下方二维码添加');
    expect(valueOf('店主电话')?.textContent).toBe('店主暂未填写');
    expect(screen.getByRole('img', { name: '店主微信二维码' }).getAttribute('src')).toBe('/static/img/q/1001.svg');
  });

  it('copies the WeChat id with the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubCopy({ clipboard: writeText });
    ownerInfo.mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    await screen.findByText('wx_1001_shop');
    await tapCopy();
    expect(writeText).toHaveBeenCalledWith('wx_1001_shop');
    expect(toastSuccess).toHaveBeenCalledWith('复制成功');
    expect(toast).not.toHaveBeenCalled();
  });

  it('copies through a hidden textarea where there is no clipboard API', async () => {
    const copied: string[] = [];
    const execCommand = vi.fn((command: string) => {
      copied.push(`${command}:${document.querySelector('textarea')?.value ?? ''}`);
      return true;
    });
    stubCopy({ execCommand });
    ownerInfo.mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    await screen.findByText('wx_1001_shop');
    await tapCopy();
    expect(copied).toEqual(['copy:wx_1001_shop']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(toastSuccess).toHaveBeenCalledWith('复制成功');
  });

  it('asks the shopper to try again when copying fails', async () => {
    stubCopy({ clipboard: vi.fn(() => Promise.reject(new Error('denied'))), execCommand: vi.fn(() => false) });
    ownerInfo.mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    await screen.findByText('wx_1001_shop');
    await tapCopy();
    expect(toast).toHaveBeenCalledWith('复制失败，请再次尝试');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('in the app, 保存二维码 saves the code to the album and says so', async () => {
    setHost('app');
    ownerInfo.mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    await tapSaveQrCode();
    expect(callBridge).toHaveBeenCalledWith('saveImage', { url: `${window.location.origin}/static/img/q/1001.svg` });
    expect(toast).toHaveBeenCalledWith('已保存到相册');
  });

  it.each(['miniprogram', 'wechat', 'browser'] as const)('in the %s, 保存二维码 says to press and hold the code', async (where) => {
    setHost(where);
    ownerInfo.mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    await tapSaveQrCode();
    expect(toast).toHaveBeenCalledWith('长按图片即可保存');
    expect(callBridge).not.toHaveBeenCalled();
  });

  it('opens the platform’s customer service', async () => {
    ownerInfo.mockResolvedValueOnce(EMPTY);
    await renderNodes([shopContact], [example]);
    fireEvent.click(await screen.findByRole('button', { name: '联系平台客服' }));
    expect(customerService).toHaveBeenCalledTimes(1);
    expect(customerService.mock.calls[0]).toEqual([]);
  });

  it('offers a reload when the owner’s details cannot be loaded', async () => {
    ownerInfo.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(FULL);
    await renderNodes([shopContact], [example]);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(screen.getByText('wx_1001_shop')).toBeVisible());
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(ownerInfo).toHaveBeenCalledTimes(2);
  });
});
