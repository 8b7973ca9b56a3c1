import { Link, useLocation } from 'react-router-dom';
import { corePaths } from '../../core/navigation';
import styles from './Notice.module.css';

/**
 * For routes whose screen lives in the native app (platform-spec §2 shows no content for them):
 * a clear way to the app and back to the mall, never a blank page.
 */
export default function AppOnlyPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <section className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        购
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>该功能请在公主购APP中使用，下载APP即可体验完整服务。</p>
      <p className={styles.path}>{pathname}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={corePaths().download}>
          下载公主购APP
        </Link>
        <Link className={styles.secondary} to={corePaths().home}>
          去商城逛逛
        </Link>
      </div>
    </section>
  );
}
