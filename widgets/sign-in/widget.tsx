import { useCallback, useEffect, useRef, useState } from 'react';
import { getMissionIndex, signIn } from '../../src/api/mission';
import type { MissionIndex, MissionSignResult, SignDay } from '../../src/api/types';
import { toastSuccess } from '../../src/core/feedback';
import { defineWidget, useTakingOver, type WidgetRenderProps } from '../../src/core/renderer';
import { requestLogin, useSession } from '../../src/core/session';
import { LoadError } from '../../src/ui/LoadError';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface SignInProps {
  title?: string;
}

type SignState = MissionIndex['sign'];
type Board = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; sign: SignState };

/** "今天" for today, otherwise "MM.DD" from the server's "YYYY-MM-DD". */
export function dayLabel(day: SignDay): string {
  if (day.is_today) return '今天';
  const [, month, date] = day.date.split('-');
  return month && date ? `${month}.${date}` : day.date;
}

/** What the card shows right after a successful sign-in, before the refreshed index arrives. */
function applySignResult(sign: SignState, result: MissionSignResult): SignState {
  return {
    ...sign,
    today_signed: true,
    continuous_days: result.continuous_days,
    days: sign.days.map((day) => (day.is_today || day.date === result.date ? { ...day, signed: true } : day)),
  };
}

function Week({ days }: { days: SignDay[] }) {
  return (
    <ol className={styles.week}>
      {days.map((day) => {
        const className = [styles.day, day.signed ? styles.signed : '', day.is_today ? styles.today : ''].filter(Boolean).join(' ');
        return (
          <li key={day.date} className={className} aria-label={`${dayLabel(day)} ${day.signed ? '已签到' : '未签到'} ${day.reward}金币`}>
            <span className={styles.reward}>{day.signed ? '✓' : `+${day.reward}`}</span>
            <span>{dayLabel(day)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function SignInBoard({ title }: { title: string }) {
  const [board, setBoard] = useState<Board>({ kind: 'loading' });
  const [signing, setSigning] = useState(false);
  const signingRef = useRef(false);
  const mounted = useRef(true);

  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setBoard({ kind: 'loading' });
    try {
      const index = await getMissionIndex(quiet ? { silent: true } : undefined);
      if (mounted.current) setBoard({ kind: 'ready', sign: index.sign });
    } catch {
      // A quiet refresh keeps what the card already shows; a first load offers a retry.
      if (mounted.current && !quiet) setBoard({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load(false);
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const sign = async () => {
    if (signingRef.current || board.kind !== 'ready') return;
    signingRef.current = true;
    setSigning(true);
    try {
      const result = await signIn();
      if (!mounted.current) return;
      setBoard((current) => (current.kind === 'ready' ? { kind: 'ready', sign: applySignResult(current.sign, result) } : current));
      toastSuccess(`签到成功，获得${result.reward}金币`);
    } catch {
      // The request layer showed why; the card may be stale (signed elsewhere), so it is refreshed anyway.
    } finally {
      signingRef.current = false;
      if (mounted.current) setSigning(false);
    }
    if (mounted.current) await load(true);
  };

  const header = (streak: number | null) => (
    <header className={styles.header}>
      <h3 className={styles.title}>{title}</h3>
      {streak !== null ? (
        <span className={styles.streak}>
          已连续签到 <strong>{streak}</strong> 天
        </span>
      ) : null}
    </header>
  );

  if (board.kind === 'loading') {
    return (
      <>
        {header(null)}
        <span className={styles.status} role="status">
          加载中…
        </span>
      </>
    );
  }
  if (board.kind === 'error') {
    return (
      <>
        {header(null)}
        <LoadError onRetry={() => void load(false)} />
      </>
    );
  }
  const signed = board.sign.today_signed;
  return (
    <>
      {header(board.sign.continuous_days)}
      <Week days={board.sign.days} />
      <button type="button" className={styles.button} disabled={signed || signing} aria-busy={signing || undefined} onClick={() => void sign()}>
        {signed ? '今日已签到' : '签到'}
      </button>
    </>
  );
}

function SignIn({ props }: WidgetRenderProps<SignInProps>) {
  const signedInToken = useSession((state) => state.token);
  // A page the server drew shows the anonymous card (the server cannot know who is signed in); the
  // shopper's own card follows once the client has taken the page over.
  const token = useTakingOver() ? null : signedInToken;
  const title = props.title?.trim() || '每日签到';
  return (
    <section className={styles.card} aria-label={title}>
      {token ? (
        // Keyed by the token: logging in (or in as someone else) loads that shopper's card.
        <SignInBoard key={token} title={title} />
      ) : (
        <>
          <header className={styles.header}>
            <h3 className={styles.title}>{title}</h3>
          </header>
          <button type="button" className={styles.button} onClick={() => void requestLogin()}>
            登录后签到
          </button>
        </>
      )}
    </section>
  );
}

export default defineWidget<SignInProps>({ type: 'sign-in', validate, component: SignIn });
