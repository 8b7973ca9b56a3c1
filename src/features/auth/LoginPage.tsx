import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sendLoginCode } from '../../api/auth';
import { toast, toastSuccess } from '../../core/feedback';
import { corePaths } from '../../core/navigation';
import { MALL_PATHS } from '../../mall/paths';
import { MESSAGES, normalisePhone, PHONE_LENGTH, phoneFormError } from './login-rules';
import { rememberCodeSent, secondsUntilResend } from './sms-timer';
import { AppLink } from '../../ui/AppLink';
import styles from './Login.module.css';

const DRAFT_KEY = 'login-phone-draft';

/** /mall/login: phone entry (mall-spec §4–§5). The code is sent here, then the code page takes over. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phone, setPhone] = useState(() => sessionStorage.getItem(DRAFT_KEY) ?? '');
  const [agreed, setAgreed] = useState(false);
  const [sending, setSending] = useState(false);

  const changePhone = (raw: string) => {
    const next = normalisePhone(raw);
    setPhone(next);
    sessionStorage.setItem(DRAFT_KEY, next);
  };

  const goToCode = () => {
    const next = new URLSearchParams({ phone });
    const redirect = params.get('redirect');
    if (redirect) next.set('redirect', redirect);
    void navigate(`/mall/login/code?${next.toString()}`);
  };

  const submit = async () => {
    const problem = phoneFormError(phone, agreed);
    if (problem) {
      toast(problem);
      return;
    }
    // A code sent less than a minute ago is still valid: go and type it rather than be refused.
    if (secondsUntilResend(phone) > 0) {
      goToCode();
      return;
    }
    setSending(true);
    try {
      await sendLoginCode({ mobile: phone });
      rememberCodeSent(phone);
      toastSuccess(MESSAGES.codeSent);
      goToCode();
    } catch {
      // The request layer has already told the shopper why.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>手机号登录/注册</h1>
      <p className={styles.hint}>未注册的手机号验证后将自动创建账号</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className={styles.field}>
          <span className={styles.prefix}>+86</span>
          <input
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            name="phone"
            aria-label="手机号"
            placeholder="请输入手机号"
            maxLength={PHONE_LENGTH}
            value={phone}
            onChange={(event) => changePhone(event.target.value)}
          />
        </label>
        {/* Not disabled while sending: a second tap is answered by the request layer (数据请求中，请稍后). */}
        <button className={styles.submit} type="submit" disabled={!phone}>
          {sending ? '发送中…' : '获取验证码'}
        </button>
        <label className={styles.agreement}>
          <input
            type="checkbox"
            name="agreement"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span>
            我已阅读并同意
            <a href={MALL_PATHS.agreement} target="_blank" rel="noopener">
              《用户服务协议》
            </a>
            和
            <a href={MALL_PATHS.privacy} target="_blank" rel="noopener">
              《隐私政策》
            </a>
          </span>
        </label>
      </form>
      <AppLink className={styles.back} to={corePaths().home}>
        先逛逛
      </AppLink>
    </section>
  );
}
