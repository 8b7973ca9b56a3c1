import { callBridge } from '../bridge';
import { setShareContent } from '../bridge/wechat';
import { postToMiniProgram } from '../bridge/miniprogram';
import { toast } from '../feedback';
import { hostPolicy } from './current';

/** What a share shows (CONTRACT §4): the same card for the app, the mini program and WeChat. */
export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute http(s) link the card opens. */
  link: string;
  /** Absolute picture URL, or '' for the host's default. */
  image: string;
  /** A product's card says which product (the app's shareGoods can show its own goods card). */
  productId?: number | string | undefined;
}

const WECHAT_MENU = '链接已复制，也可点击右上角“…”分享给好友';
const MINI_PROGRAM_MENU = '点击右上角“…”转发给好友';

function miniProgramCard(card: ShareCard): Record<string, unknown> {
  return { type: 'share', title: card.title, desc: card.desc, link: card.link, image: card.image, ...(card.productId === undefined ? {} : { product_id: card.productId }) };
}

/**
 * The page's card for the host's own share menu, set when the page shows: WeChat's JS-SDK card, the
 * mini program's message. The app and a browser have no menu of ours: the page's share entry is theirs.
 */
export function offerShareCard(card: ShareCard): void {
  if (hostPolicy.share === 'wechat-card') void setShareContent({ title: card.title, desc: card.desc, link: card.link, imgUrl: card.image });
  else if (hostPolicy.share === 'mini-program-card') void postToMiniProgram(miniProgramCard(card));
}

/**
 * The shopper tapped share: the app's share action gets the card; the mini program gets the card and
 * the shopper is shown its menu; elsewhere the link is copied (`copyLink` says so). True once handed on.
 */
export async function shareNow(card: ShareCard, copyLink: (link: string) => Promise<void>): Promise<boolean> {
  switch (hostPolicy.share) {
    case 'app-share': {
      const payload = { title: card.title, desc: card.desc, image: card.image, url: card.link, ...(card.productId === undefined ? {} : { product_id: card.productId }) };
      return (await callBridge('shareGoods', payload)).ok;
    }
    case 'mini-program-card':
      await postToMiniProgram(miniProgramCard(card));
      toast(MINI_PROGRAM_MENU);
      return true;
    case 'wechat-card':
      await copyLink(card.link);
      toast(WECHAT_MENU);
      return true;
    case 'copy-link':
      await copyLink(card.link);
      return true;
  }
}
