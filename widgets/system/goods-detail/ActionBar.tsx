import patterns from '../../../src/ui/patterns.module.css';
import styles from './widget.module.css';

interface ActionBarProps {
  favorite: boolean;
  favoritePending: boolean;
  soldOut: boolean;
  onContact(): void;
  onFavorite(): void;
  onBuy(): void;
}

const ICONS = {
  contact: 'M4 4h16v12H7l-3 3zm4 5h8M8 12h5',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.5 2.9 1-6.1L3.2 9.5l6.1-.9z',
};

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
      <button
        type="button"
        className={favorite ? styles.iconButtonOn : styles.iconButton}
        onClick={onFavorite}
        disabled={favoritePending}
        aria-pressed={favorite}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={favorite ? styles.filledIcon : styles.outlineIcon}>
          <path d={ICONS.star} />
        </svg>
        {favorite ? '已收藏' : '收藏'}
      </button>
      <button type="button" className={`${patterns.primaryPill} ${styles.buyButton}`} onClick={onBuy} disabled={soldOut}>
        {soldOut ? '已售罄' : '立即购买'}
      </button>
    </div>
  );
}
