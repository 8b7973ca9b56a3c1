import { memo } from 'react';
import { runAction } from '../../src/core/actions';
import { defineWidget, useInFirstScreen, useTakingOver } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import { formatPrice } from '../../src/ui/price';
import { useSecondsLeft } from '../../src/ui/use-seconds-left';
import validate from './props.schema.json?validate';
import { useSalePhase, type SalePhase } from './sale-phase';
import styles from './widget.module.css';

export interface FlashSaleItem {
  product_id: number | string;
  title: string;
  image: string;
  price: number | string;
  market_price?: number | string;
  sold?: number;
  /** What is left to sell. */
  stock?: number;
}

export interface FlashSaleProps {
  title?: string;
  from?: string;
  to: string;
  items: FlashSaleItem[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "1天 02:03:04", or "02:03:04" under a day. */
export function clockText(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const time = `${pad(Math.floor((seconds % 86400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}天 ${time}` : time;
}

/**
 * The share sold, in whole percent: sold / (sold + stock left). 100 only when nothing is left, so a
 * bar never reads 已抢100% while the item can still be bought. Null when the operator gave neither.
 */
export function soldPercent(item: Pick<FlashSaleItem, 'sold' | 'stock'>): number | null {
  if (item.sold === undefined && item.stock === undefined) return null;
  const sold = Math.max(0, item.sold ?? 0);
  const left = item.stock === undefined ? undefined : Math.max(0, item.stock);
  if (left === 0) return 100;
  if (left === undefined || sold + left === 0) return 0;
  return Math.min(99, Math.floor((sold / (sold + left)) * 100));
}

/** The only part that ticks: the list beside it is drawn again only when the phase changes. */
function Clock({ phase, targetMs }: { phase: Exclude<SalePhase, 'ended'>; targetMs: number }) {
  const left = useSecondsLeft(targetMs);
  // The server's seconds are not the client's when it takes the page over: both draw them blank.
  const blank = useTakingOver();
  return (
    <span className={styles.clock} role="timer" aria-live="off">
      {phase === 'upcoming' ? '距开始' : '距结束'} <span className={styles.digits}>{blank ? '--:--:--' : clockText(left)}</span>
    </span>
  );
}

const BUTTON_TEXT: Record<SalePhase | 'sold_out', string> = { upcoming: '即将开抢', running: '马上抢', ended: '已结束', sold_out: '已抢光' };

const SaleItem = memo(function SaleItem({ item, phase, eager }: { item: FlashSaleItem; phase: SalePhase; eager: boolean }) {
  const percent = soldPercent(item);
  const soldOut = item.stock !== undefined && item.stock <= 0;
  const state = phase === 'ended' ? 'ended' : soldOut ? 'sold_out' : phase;
  const greyed = state === 'ended' || state === 'sold_out';
  return (
    <li className={greyed ? `${styles.item} ${styles.greyed}` : styles.item} data-product-id={item.product_id} data-state={state}>
      <button type="button" className={styles.open} onClick={() => void runAction({ target: 'product', target_id: String(item.product_id) })}>
        <span className={styles.media}>
          <Img src={item.image} alt={item.title} ratio={1} eager={eager} />
          {greyed ? <span className={styles.stamp}>{BUTTON_TEXT[state]}</span> : null}
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{item.title}</span>
          {percent !== null ? (
            <span className={styles.progress}>
              <span className={styles.bar} role="progressbar" aria-label="已抢" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
                <span className={styles.fill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.percent}>已抢{percent}%</span>
            </span>
          ) : null}
          <span className={styles.prices}>
            <span className={styles.price}>{formatPrice(item.price)}</span>
            {item.market_price !== undefined ? <del className={styles.market}>{formatPrice(item.market_price)}</del> : null}
            <span className={styles.cta} aria-hidden="true">
              {BUTTON_TEXT[state]}
            </span>
          </span>
        </span>
      </button>
    </li>
  );
});

function FlashSale({ props }: { props: FlashSaleProps }) {
  const fromMs = props.from ? Date.parse(props.from) : NaN;
  const toMs = Date.parse(props.to);
  const phase = useSalePhase(fromMs, toMs);
  const eager = useInFirstScreen();
  const title = props.title?.trim() || '限时秒杀';
  return (
    <section className={styles.sale} aria-label={title}>
      <header className={styles.header}>
        <h3 className={styles.heading}>{title}</h3>
        {phase === 'ended' ? (
          <span className={styles.ended}>已结束</span>
        ) : (
          <Clock key={phase} phase={phase} targetMs={phase === 'upcoming' ? fromMs : toMs} />
        )}
      </header>
      <ul className={styles.list}>
        {props.items.map((item, index) => (
          <SaleItem key={`${item.product_id}#${index}`} item={item} phase={phase} eager={eager && index < 2} />
        ))}
      </ul>
    </section>
  );
}

export default defineWidget<FlashSaleProps>({ type: 'flash-sale', validate, component: FlashSale });
