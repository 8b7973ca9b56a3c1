import { useTakingOver } from '../../../src/core/renderer';
import patterns from '../../../src/ui/patterns.module.css';
import styles from './widget.module.css';

interface ActionBarProps {
  favorite: boolean;
  favoritePending: boolean;
  soldOut: boolean;
  onContact: () => void;
  onFavorite: () => void;
  onBuy: () => void;
}

const ICONS = {
  contact: 'M4 4h16v12H7l-3 3zm4 5h8M8 12h5',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.5 2.9 1-6.1L3.2 9.5l6.1-.9z',
};

/**
 * The favourite mark. A page drawn by the server is drawn for anyone, unmarked: taking it over draws
 * the mark the same way, and the shopper's own follows. Only this button draws again for it (it holds
 * nothing still being taken over, which an update would force to be drawn afresh).
 */
function FavoriteButton({ favorite, pending, onToggle }: { favorite: boolean; pending: boolean; onToggle: () => void }) {
  const takingOver = useTakingOver();
  const marked = favorite && !takingOver;
  return (
    <button type="button" className={marked ? styles.iconButtonOn : styles.iconButton} onClick={onToggle} disabled={pending} aria-pressed={marked}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={marked ? styles.filledIcon : styles.outlineIcon}>
        <path d={ICONS.star} />
      </svg>
      {marked ? '已收藏' : '收藏'}
    </button>
  );
}

/** The goods detail footer: contact, favourite, buy. */
export function ActionBar({ favorite, favoritePending, soldOut, onContact, onFavorite, onBuy }: ActionBarProps) {
  return (
    <div className={styles.actionBar}>
      <button type="button" className={styles.iconButton} onClick={onContact}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.outlineIcon}>
          <path d={ICONS.contact} />
        </svg>
        联系
      </button>
      <FavoriteButton favorite={favorite} pending={favoritePending} onToggle={onFavorite} />
      <button type="button" className={`${patterns.primaryPill} ${styles.buyButton}`} onClick={onBuy} disabled={soldOut}>
        {soldOut ? '已售罄' : '立即购买'}
      </button>
    </div>
  );
}
