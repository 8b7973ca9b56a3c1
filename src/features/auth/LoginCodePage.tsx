import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginWithCode, sendLoginCode } from '../../api/auth';
import { toastSuccess } from '../../core/feedback';
import { corePaths } from '../../core/navigation';
import { useSession } from '../../core/session';
import { CODE_LENGTH, MESSAGES, normaliseCode, PHONE_PATTERN, safeReturnPath } from './login-rules';
import { rememberCodeSent, secondsUntilResend } from './sms-timer';
import styles from './Login.module.css';

function useResendCountdown(phone: string) {
  const [seconds, setSeconds] = useState(() => secondsUntilResend(phone));
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = window.setTimeout(() => setSeconds(secondsUntilResend(phone)), 1000);
    return () => window.clearTimeout(timer);
  }, [phone, seconds]);
  return { seconds, restart: () => setSeconds(secondsUntilResend(phone)) };
}

/** /mall/login/code: six digits log in by themselves; resend only after 60 s (mall-spec §4). */
export default function LoginCodePage() {
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const navigate = useNavigate();
  const setToken = useSession((state) => state.setToken);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { seconds, restart } = useResendCountdown(phone);
  const input = useRef<HTMLInputElement>(null);

  const login = async (captcha: string) => {
    setBusy(true);
    try {
      const { token } = await loginWithCode({ mobile: phone, captcha });
      setToken(token);
      sessionStorage.removeItem('login-phone-draft');
      toastSuccess(MESSAGES.loggedIn);
      void navigate(safeReturnPath(params.get('redirect'), corePaths().home), { replace: true });
    } catch {
      setCode('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const change = (raw: string) => {
    const next = normaliseCode(raw);
    setCode(next);
    if (next.length === CODE_LENGTH && !busy) void login(next);
  };

  const resend = async () => {
    try {
      await sendLoginCode({ mobile: phone });
      rememberCodeSent(phone);
      restart();
      toastSuccess(MESSAGES.codeSent);
    } catch {
      // Already shown by the request layer.
    }
  };

  if (!PHONE_PATTERN.test(phone)) return <Navigate to={corePaths().login} replace />;

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>输入验证码</h1>
      <p className={styles.hint}>
        验证码已发送至 +86 {phone.slice(0, 3)} {phone.slice(3, 7)} {phone.slice(7)}
      </p>
      <label className={styles.code}>
        <input
          ref={input}
          className={styles.codeInput}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="captcha"
          aria-label="验证码"
          maxLength={CODE_LENGTH}
          autoFocus
          disabled={busy}
          value={code}
          onChange={(event) => change(event.target.value)}
        />
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <span key={index} className={index === code.length ? styles.boxActive : styles.box} aria-hidden="true">
            {code[index] ?? ''}
          </span>
        ))}
      </label>
      <div className={styles.resendRow}>
        {seconds > 0 ? (
          <span className={styles.countdown}>{seconds}s 后可重新发送</span>
        ) : (
          <button type="button" className={styles.link} onClick={() => void resend()}>
            重新发送验证码
          </button>
        )}
      </div>
    </section>
  );
}
