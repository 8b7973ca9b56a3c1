import { useEffect, useState } from 'react';
import { defineWidget, useTakingOver } from '../../src/core/renderer';
import { serverClock } from '../../src/core/request';
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

/** Whole seconds left, rounded up so the display reaches 0 exactly when the moment comes. */
function secondsLeft(endMs: number): number {
  if (!Number.isFinite(endMs)) return 0;
  return Math.max(0, Math.ceil((endMs - serverClock.nowMs()) / SECOND));
}

/**
 * Re-renders once a second and no more: the first tick waits for the next whole second of the
 * remaining time, so the display never skips or repeats a digit; then one interval, stopped at 0.
 */
function useSecondsLeft(endMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(endMs));
  useEffect(() => {
    setLeft(secondsLeft(endMs));
    if (secondsLeft(endMs) === 0) return undefined;
    let interval: number | undefined;
    const tick = () => {
      const next = secondsLeft(endMs);
      setLeft(next);
      if (next === 0) window.clearInterval(interval);
    };
    const untilNextSecond = (endMs - serverClock.nowMs()) % SECOND || SECOND;
    const align = window.setTimeout(() => {
      tick();
      interval = window.setInterval(tick, SECOND);
    }, untilNextSecond);
    return () => {
      window.clearTimeout(align);
      window.clearInterval(interval);
    };
  }, [endMs]);
  return left;
}

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
