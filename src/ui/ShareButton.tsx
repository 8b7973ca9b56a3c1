import type { ShareCard } from '../core/host/share';
import { copyWithMessage } from './copy-text';
import { SingleFlightButton } from './SingleFlightButton';
import styles from './ShareButton.module.css';

const ShareIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
    <path d="M14 4l7 7-7 7v-4c-5 0-8.5 1.6-11 5 1-5 4-10 11-11V4z" />
  </svg>
);

/**
 * A share entry: the card goes wherever the host shares (the app's share sheet, the mini program's or
 * WeChat's menu), or the link is copied. `floating`: a tab at the screen's right edge, over a page an
 * operator laid out; otherwise an inline button. `card` is read on the tap (it names this page's address),
 * and the sharing code loads then too.
 */
export function ShareButton({ card, floating = false, className }: { card: () => ShareCard; floating?: boolean; className?: string }) {
  return (
    <SingleFlightButton
      className={[floating ? styles.floating : styles.inline, className].filter(Boolean).join(' ')}
      aria-label="分享"
      onTap={() => import('../core/host/share').then((share) => share.shareNow(card(), copyWithMessage))}
    >
      <ShareIcon />
      <span className={styles.label}>分享</span>
    </SingleFlightButton>
  );
}
