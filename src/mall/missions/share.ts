import { callBridge, environment } from '../../core/bridge';
import { toast } from '../../core/feedback';
import { copyWithMessage } from '../../ui/copy-text';

export interface SharedProduct {
  product_id: number;
  title: string;
  image: string;
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * Shares a product the way the host can: the native app's share sheet (`shareGoods`); elsewhere the
 * goods link (`/share/goods/{id}`, mall-spec §2) is copied for the shopper to paste, and in WeChat they
 * are told where WeChat's own share is. True once the product was handed on.
 */
export async function shareProduct(product: SharedProduct): Promise<boolean> {
  const link = absolute(`/share/goods/${product.product_id}`);
  if (environment === 'app') {
    const outcome = await callBridge('shareGoods', { product_id: product.product_id, title: product.title, image: absolute(product.image), url: link });
    return outcome.ok;
  }
  await copyWithMessage(link);
  if (environment === 'wechat') toast('链接已复制，也可点击右上角“…”分享给好友');
  return true;
}

/**
 * The invite: its text with the code and the mission centre's link, copied (platform-spec §7 names no
 * app action for a shopper's invite, only the agency's), so it can be pasted into any chat.
 */
export function shareInvite(code: string): Promise<void> {
  return copyWithMessage(`我在公主购领金币，邀请你一起来！注册时填写邀请码 ${code}：${absolute(`/mission-center/invite-friends?invite_code=${encodeURIComponent(code)}`)}`);
}
