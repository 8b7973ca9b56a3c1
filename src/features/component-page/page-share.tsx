import type { ShareCard } from '../../core/host/share';
import { pageNeedsShareEntry } from '../../core/host';
import { AfterTakeover, type PageDocument } from '../../core/renderer';
import { safeMediaUrl } from '../../ui/safe-url';
import { ShareButton } from '../../ui/ShareButton';

// Sharing itself is for after the page is drawn: its code stays out of the page's first download. The
// entry's button (1.2 KB) comes with the page: as a file of its own it was fetched, and the page drawn
// again for it, while a long page's later nodes were being drawn.
const loadShare = () => import('../../core/host/share');

/** The page's share card (CONTRACT §3 `share`; the page's title when it has none). */
function shareCardOf(document: PageDocument): ShareCard {
  const image = safeMediaUrl(document.share?.image);
  return {
    title: document.share?.title || document.title,
    desc: document.share?.desc || '',
    link: window.location.href.split('#')[0] ?? '',
    image: image ? new URL(image, window.location.origin).href : '',
  };
}

/** WeChat's and the mini program's own menus share the page's card (CONTRACT §4); elsewhere the entry below does. */
export function offerPageShareCard(document: PageDocument): void {
  if (pageNeedsShareEntry()) return;
  const card = shareCardOf(document);
  void loadShare().then((share) => share.offerShareCard(card));
}

/**
 * The page's share entry in hosts without a share menu (the app, a browser). Hosts differ in it, and a
 * drawn page is drawn for none: the client adds it once it has the page.
 */
export function PageShareEntry({ document }: { document: PageDocument }) {
  if (!pageNeedsShareEntry()) return null;
  return (
    <AfterTakeover>
      <ShareButton card={() => shareCardOf(document)} floating />
    </AfterTakeover>
  );
}
