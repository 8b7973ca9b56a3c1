import { shareNow } from '../../core/host/share';
import { copyWithMessage } from '../../ui/copy-text';

export interface SharedProduct {
  product_id: number;
  title: string;
  image: string;
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Shares a product the way the host shares (core/host shareNow). True once the product was handed on. */
export function shareProduct(product: SharedProduct): Promise<boolean> {
  const card = { title: product.title, desc: '', link: absolute(`/share/goods/${product.product_id}`), image: absolute(product.image), productId: product.product_id };
  return shareNow(card, copyWithMessage);
}

/**
 * The invite: its text with the code and the mission centre's link, copied (platform-spec §7 names no
 * app action for a shopper's invite, only the agency's), so it can be pasted into any chat.
 */
export function shareInvite(code: string): Promise<void> {
  return copyWithMessage(`我在公主购领金币，邀请你一起来！注册时填写邀请码 ${code}：${absolute(`/mission-center/invite-friends?invite_code=${encodeURIComponent(code)}`)}`);
}
