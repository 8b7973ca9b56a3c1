import { defineWidget, useTakingOver } from '../../src/core/renderer';
import { useSecondsLeft } from '../../src/ui/use-seconds-left';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface CountdownProps {
  to: string;
  title?: string;
  ended_text?: string;
}

const SECOND = 1000;
const DEFAULT_ENDED_TEXT = '活动已结束';
const BEIJING_OFFSET_MS = 8 * 3600 * SECOND;

const pad = (value: number) => String(value).padStart(2, '0');

/** The end time as shoppers in China read it, whatever the phone's own time zone. */
function beijingTime(ms: number): string {
  const date = new Date(ms + BEIJING_OFFSET_MS);
  return `北京时间 ${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日 ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

function Unit({ value, unit }: { value: string; unit: string }) {
  return (
    <>
      <span className={styles.digits}>{value}</span>
      <span className={styles.unit}>{unit}</span>
    </>
  );
}

function Countdown({ props }: { props: CountdownProps }) {
  const endMs = Date.parse(props.to);
  const left = useSecondsLeft(endMs);
  // The seconds left when the server drew the page are not those when the client takes it over:
  // both draw the clock blank, and the client's first tick fills it in.
  const blank = useTakingOver();
  const label = `${props.title || '倒计时'}，截止${Number.isFinite(endMs) ? beijingTime(endMs) : ''}`;
  if (left === 0 && !blank) {
    return (
      <div className={styles.countdown}>
        <span className={styles.ended}>{props.ended_text || DEFAULT_ENDED_TEXT}</span>
      </div>
    );
  }
  const days = Math.floor(left / 86400);
  return (
    <div className={styles.countdown} role="timer" aria-live="off" aria-label={label}>
      {props.title ? <span className={styles.title}>{props.title}</span> : null}
      <span className={styles.clock}>
        {days > 0 && !blank ? <Unit value={String(days)} unit="天" /> : null}
        <Unit value={blank ? '--' : pad(Math.floor((left % 86400) / 3600))} unit="时" />
        <Unit value={blank ? '--' : pad(Math.floor((left % 3600) / 60))} unit="分" />
        <Unit value={blank ? '--' : pad(left % 60)} unit="秒" />
      </span>
    </div>
  );
}

export default defineWidget<CountdownProps>({ type: 'countdown', validate, component: Countdown });
