import { useId, useState } from 'react';
import styles from './screens.module.css';

/** The operator token (CONTRACT §9), asked for once per tab; never put in a URL. */
export function OperatorSignIn({ reason, onSignIn }: { reason: string | null; onSignIn: (token: string) => void }) {
  const id = useId();
  const [token, setToken] = useState('');
  return (
    <main className={styles.signIn}>
      <h1>页面后台</h1>
      <form
        className={styles.signInForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim()) onSignIn(token.trim());
        }}
      >
        {reason ? (
          <p role="alert" className={styles.alert}>
            {reason}
          </p>
        ) : null}
        <label htmlFor={id}>操作员口令</label>
        <input id={id} type="password" autoComplete="current-password" value={token} onChange={(event) => setToken(event.target.value)} />
        <p className={styles.hint}>口令只保存在本标签页，关闭即失效。</p>
        <button type="submit" disabled={!token.trim()}>
          进入
        </button>
      </form>
    </main>
  );
}
