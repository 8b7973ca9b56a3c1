import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { hostPolicy, leave, MOVE_TO_APP_MESSAGE } from '../../core/host';
import { openAppOnlyRoute, type AppOnlyOutcome } from '../../core/host/app-only-route';
import { DownloadOffer } from './DownloadOffer';
import { Notice } from './Notice';
import styles from './Notice.module.css';

type Phase = AppOnlyOutcome | 'asking';

/**
 * A route of platform-spec §2 whose screen lives in the native app (CONTRACT §4): inside the app, the app
 * opens it and we go back; in the mini program, its page or 请移驾到app操作; in a browser, the download
 * page. Nobody is told to get the app they are in.
 */
export default function AppOnlyPage({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const [phase, setPhase] = useState<Phase>(hostPolicy.appOnlyRoute === 'download-page' ? 'download-page' : 'asking');

  useEffect(() => {
    if (hostPolicy.appOnlyRoute === 'download-page') return undefined;
    let live = true;
    setPhase('asking');
    void openAppOnlyRoute(path).then((outcome) => live && setPhase(outcome));
    return () => {
      live = false;
    };
  }, [path]);

  switch (phase) {
    case 'download-page':
      return <DownloadOffer wanted={title} path={path} />;
    case 'move-to-app':
      return (
        <Notice title={title} actions={[{ label: '返回', onClick: leave, primary: true }]}>
          <p className={styles.text}>{MOVE_TO_APP_MESSAGE}</p>
        </Notice>
      );
    case 'no-answer':
      return (
        <Notice title={title} actions={[{ label: '返回', onClick: leave, primary: true }]}>
          <p className={styles.text}>页面暂时无法打开，请返回后重试。</p>
        </Notice>
      );
    default:
      // Asking the host, or it opened its screen and we are going back: nothing to do here.
      return (
        <section className={styles.page} aria-busy="true" aria-label={title}>
          <p className={styles.text}>正在打开…</p>
        </section>
      );
  }
}
