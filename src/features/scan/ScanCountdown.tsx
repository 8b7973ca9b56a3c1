import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { completeMission } from '../../api/mission-complete';
import { toastSuccess } from '../../core/feedback';
import { requestLogin, useSession } from '../../core/session';
import { scanSeconds, SCAN_MISSION_ID } from './scan-params';
import styles from './ScanCountdown.module.css';

/** Entries (history keys) whose mission call has been made, so a re-render never calls twice. */
const finished = new Set<string>();

type Phase = { kind: 'counting'; left: number } | { kind: 'done' } | { kind: 'needs-login' };

/**
 * mall-spec §2: a page entered with `is_scan` and `scan_time` shows a countdown; at zero the scan
 * mission (id 8) is finished once.
 */
export function ScanCountdown() {
  const location = useLocation();
  const total = scanSeconds(location.search);
  const loggedIn = useSession((session) => Boolean(session.token));
  const [phase, setPhase] = useState<Phase | null>(null);
  const entry = useRef<string | null>(null);

  useEffect(() => {
    if (total === null || finished.has(location.key)) {
      setPhase(null);
      return undefined;
    }
    entry.current = location.key;
    const endsAt = Date.now() + total * 1000;
    setPhase({ kind: 'counting', left: total });
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      if (left > 0) {
        setPhase({ kind: 'counting', left });
        return;
      }
      window.clearInterval(timer);
      setPhase({ kind: 'done' });
    }, 250);
    return () => window.clearInterval(timer);
  }, [location.key, total]);

  useEffect(() => {
    const key = entry.current;
    if (phase?.kind !== 'done' || !key || finished.has(key)) return;
    if (!loggedIn) {
      setPhase({ kind: 'needs-login' });
      return;
    }
    finished.add(key);
    completeMission({ id: SCAN_MISSION_ID })
      .then(() => toastSuccess('浏览任务已完成'))
      .catch(() => finished.delete(key));
  }, [phase, loggedIn]);

  if (!phase) return null;
  return (
    <div className={styles.badge} role="status" aria-live="polite">
      {phase.kind === 'counting' ? (
        <span>
          浏览 <strong className={styles.seconds}>{phase.left}</strong> 秒完成任务
        </span>
      ) : phase.kind === 'needs-login' ? (
        <button type="button" className={styles.login} onClick={() => void requestLogin()}>
          登录后领取奖励
        </button>
      ) : (
        <span>任务已完成</span>
      )}
    </div>
  );
}
