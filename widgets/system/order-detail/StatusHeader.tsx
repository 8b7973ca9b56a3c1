import type { OrderDetail } from '../../../src/contract';
import { serverClock } from '../../../src/core/request';
import { countdownText } from './countdown';
import { useCountdown } from './use-countdown';
import styles from './widget.module.css';

const nowMs = () => serverClock.nowMs();

function Countdown({ deadline, onZero }: { deadline: number; onZero: () => void }) {
  const left = useCountdown(deadline, nowMs, onZero);
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      剩余 <strong>{countdownText(left)}</strong> 订单自动关闭
    </p>
  );
}

/** The status, the server's tip, and for an unpaid order the time left before it closes. */
export function StatusHeader({ detail, onDeadline }: { detail: OrderDetail; onDeadline: () => void }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.headerTitle}>{detail.tip.text || detail.status_label}</h1>
      {detail.tip.subtext ? <p className={styles.headerSub}>{detail.tip.subtext}</p> : null}
      {detail.status === 0 && detail.tip.time > 0 ? <Countdown deadline={detail.tip.time} onZero={onDeadline} /> : null}
    </header>
  );
}
