import { useCallback, useEffect, useRef, useState } from 'react';
import { listSignRecords, repairSignIn, setSignRemind, signIn } from '../../src/api/mission';
import { readMissionIndex } from '../../src/mall/missions/mission-index';
import type { MissionIndex, MissionSignResult, SignDay, SignRecordEntry } from '../../src/contract';
import { toastSuccess } from '../../src/core/feedback';
import { PagedRecords } from '../../src/mall/missions/PagedRecords';
import { defineWidget, useTakingOver, type WidgetRenderProps } from '../../src/core/renderer';
import { requestLogin, useSession } from '../../src/core/session';
import { LoadError } from '../../src/ui/LoadError';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface SignInProps {
  title?: string;
  /** Shows the sign-in record (POST /1/mission/sign_record) under the card, opened on a tap. */
  show_records?: boolean;
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

function Week({ days, busy, onRepair }: { days: SignDay[]; busy: boolean; onRepair: (day: SignDay) => void }) {
  return (
    <ol className={styles.week}>
      {days.map((day) => {
        const className = [styles.day, day.signed ? styles.signed : '', day.is_today ? styles.today : ''].filter(Boolean).join(' ');
        return (
          <li key={day.date} className={className} aria-label={`${dayLabel(day)} ${day.signed ? '已签到' : '未签到'} ${day.reward}金币`}>
            <span className={styles.reward}>{day.signed ? '✓' : `+${day.reward}`}</span>
            <span>{dayLabel(day)}</span>
            {day.can_repair && !day.signed ? (
              // The whole day is the tap target (44 px tall), its word 补签 at the bottom.
              <button type="button" className={styles.repair} disabled={busy} aria-label={`补签${dayLabel(day)}`} onClick={() => onRepair(day)}>
                <span className={styles.repairWord}>补签</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function RecordRow({ entry }: { entry: SignRecordEntry }) {
  return (
    <span className={styles.record}>
      <span>
        {entry.date} {entry.type === 2 ? '补签' : '签到'}
      </span>
      <span className={styles.recordReward}>+{entry.reward}金币</span>
    </span>
  );
}

function SignRecords() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.records}>
      <button type="button" className={styles.recordsToggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        签到记录
      </button>
      {open ? <PagedRecords load={listSignRecords} renderItem={(entry) => <RecordRow entry={entry} />} emptyText="暂无签到记录" /> : null}
    </div>
  );
}

function SignInBoard({ title, showRecords }: { title: string; showRecords: boolean }) {
  const [board, setBoard] = useState<Board>({ kind: 'loading' });
  const [signing, setSigning] = useState(false);
  const signingRef = useRef(false);
  const mounted = useRef(true);

  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setBoard({ kind: 'loading' });
    try {
      const index = await readMissionIndex(quiet ? { silent: true } : undefined);
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

  /** One call at a time (sign, make up, remind); the card is read again after each, as it may be stale. */
  const act = async (call: () => Promise<(sign: SignState) => SignState>) => {
    if (signingRef.current || board.kind !== 'ready') return;
    signingRef.current = true;
    setSigning(true);
    try {
      const apply = await call();
      if (!mounted.current) return;
      setBoard((current) => (current.kind === 'ready' ? { kind: 'ready', sign: apply(current.sign) } : current));
    } catch {
      // The request layer showed the server's words (今日已签到, 补签卡已用完, 该日期无需补签).
    } finally {
      signingRef.current = false;
      if (mounted.current) setSigning(false);
    }
    if (mounted.current) await load(true);
  };

  const sign = () =>
    act(async () => {
      const result = await signIn();
      toastSuccess(`签到成功，获得${result.reward}金币`);
      return (current) => applySignResult(current, result);
    });

  // With no card left the server is asked all the same: its message says why (and a back end may give cards).
  const repair = (day: SignDay) =>
    act(async () => {
      const result = await repairSignIn({ date: day.date });
      toastSuccess(`补签成功，获得${result.reward}金币`);
      return (current) => ({
        ...current,
        continuous_days: result.continuous_days,
        repair_cards: Math.max(0, current.repair_cards - 1),
        days: current.days.map((d) => (d.date === (result.date || day.date) ? { ...d, signed: true, can_repair: false } : d)),
      });
    });

  const remind = (on: boolean) =>
    act(async () => {
      const result = await setSignRemind({ remind: on ? 1 : 0 });
      toastSuccess(result.remind ? '已开启签到提醒' : '已关闭签到提醒');
      return (current) => ({ ...current, remind: result.remind });
    });

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
  const reminding = board.sign.remind === 1;
  return (
    <>
      {header(board.sign.continuous_days)}
      <Week days={board.sign.days} busy={signing} onRepair={(day) => void repair(day)} />
      <button type="button" className={styles.button} disabled={signed || signing} aria-busy={signing || undefined} onClick={() => void sign()}>
        {signed ? '今日已签到' : '签到'}
      </button>
      <div className={styles.tools}>
        <span className={styles.cards}>补签卡 {board.sign.repair_cards} 张</span>
        <button type="button" role="switch" aria-checked={reminding} className={styles.remind} disabled={signing} onClick={() => void remind(!reminding)}>
          签到提醒 <span className={reminding ? `${styles.switch} ${styles.on}` : styles.switch} aria-hidden="true" />
        </button>
      </div>
      {showRecords ? <SignRecords /> : null}
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
        <SignInBoard key={token} title={title} showRecords={props.show_records ?? false} />
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
