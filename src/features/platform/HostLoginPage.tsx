import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { leave } from '../../core/host';
import { corePaths, navigate } from '../../core/navigation';
import { requestLogin, useSession, useSessionDecided } from '../../core/session';
import { Notice } from './Notice';
import styles from './Notice.module.css';

/**
 * Logging in inside the app or the mini program (CONTRACT §4): the host's own login (the app's `login`
 * action, the mini program's login page), never our SMS form, which would make a session the host
 * does not know. Shown on a login-only screen while logged out (which then draws itself once the host
 * hands a token back) and on the login route, which then goes where it was asked to.
 */
export default function HostLoginPage() {
  const loggedIn = useSession((session) => Boolean(session.token));
  const decided = useSessionDecided();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const asked = useRef(false);

  useEffect(() => {
    // Asked once start-up has decided the session: an app still handing its token over is not logged in again.
    if (!decided || loggedIn || asked.current) return;
    asked.current = true;
    void requestLogin();
  }, [decided, loggedIn]);

  // On the login route itself: once logged in, on to where the shopper was going.
  const redirect = params.get('redirect');
  useEffect(() => {
    if (loggedIn && pathname.startsWith(corePaths().login)) navigate(redirect || corePaths().home, { replace: true });
  }, [loggedIn, pathname, redirect]);

  return (
    <Notice
      title="请先登录"
      actions={[
        { label: '登录', onClick: () => void requestLogin(), primary: true },
        { label: '返回', onClick: leave },
      ]}
    >
      <p className={styles.text}>登录后即可查看该页面。</p>
    </Notice>
  );
}
