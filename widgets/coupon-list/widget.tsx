import { useRef, useState } from 'react';
import { receiveCoupon } from '../../src/api/component';
import type { CouponStatus } from '../../src/contract';
import { toastSuccess } from '../../src/core/feedback';
import { defineWidget, type WidgetRenderProps } from '../../src/core/renderer';
import { requestLogin, useSession } from '../../src/core/session';
import { formatPrice } from '../../src/ui/price';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface CouponItem {
  coupon_id: number | string;
  title: string;
  amount: number | string;
  threshold?: number | string;
  desc?: string;
  status?: CouponStatus;
}

export interface CouponListProps {
  items: CouponItem[];
}

/** "满99可用" for a positive threshold, "无门槛" for zero, nothing when the operator left it out. */
export function thresholdText(threshold: number | string | undefined): string | null {
  if (threshold === undefined || threshold === '') return null;
  const amount = Number(threshold);
  if (!Number.isFinite(amount)) return null;
  return amount > 0 ? `满${Number(amount.toFixed(2))}可用` : '无门槛';
}

const BUTTON_TEXT: Record<CouponStatus, string> = { receivable: '立即领取', received: '已领取', sold_out: '已抢光' };

function CouponCard({ item, loggedIn }: { item: CouponItem; loggedIn: boolean }) {
  const [status, setStatus] = useState<CouponStatus>(item.status ?? 'receivable');
  const [pending, setPending] = useState(false);
  // The ref closes the gap between two quick taps before React re-renders the disabled button.
  const pendingRef = useRef(false);
  const threshold = thresholdText(item.threshold);

  const receive = async () => {
    if (!loggedIn) {
      void requestLogin();
      return;
    }
    if (pendingRef.current || status !== 'receivable') return;
    pendingRef.current = true;
    setPending(true);
    try {
      const result = await receiveCoupon({ coupon_id: item.coupon_id });
      if (result?.status === 'sold_out') {
        setStatus('sold_out');
      } else {
        setStatus('received');
        toastSuccess('领取成功');
      }
    } catch {
      // The request layer has already shown the server's message; the coupon stays receivable.
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const price = formatPrice(item.amount);
  return (
    <li className={status === 'sold_out' ? `${styles.card} ${styles.inactive}` : styles.card} data-coupon-id={item.coupon_id}>
      <div className={styles.value}>
        <span className={styles.amount}>
          <span className={styles.currency}>{price.slice(0, 1)}</span>
          {price.slice(1)}
        </span>
        {threshold ? <span className={styles.threshold}>{threshold}</span> : null}
      </div>
      <div className={styles.body}>
        <span className={styles.title}>{item.title}</span>
        {item.desc ? <span className={styles.desc}>{item.desc}</span> : null}
      </div>
      <button
        type="button"
        className={status === 'receivable' ? styles.button : `${styles.button} ${styles.done}`}
        disabled={status !== 'receivable' || pending}
        aria-busy={pending || undefined}
        onClick={() => void receive()}
      >
        {BUTTON_TEXT[status]}
      </button>
    </li>
  );
}

function CouponList({ props }: WidgetRenderProps<CouponListProps>) {
  const loggedIn = useSession((state) => Boolean(state.token));
  return (
    <ul className={styles.list}>
      {props.items.map((item, index) => (
        <CouponCard key={`${item.coupon_id}:${item.status ?? ''}:${index}`} item={item} loggedIn={loggedIn} />
      ))}
    </ul>
  );
}

export default defineWidget<CouponListProps>({ type: 'coupon-list', validate, component: CouponList });
