import { Link } from 'react-router-dom';
import { corePaths } from '../../core/navigation';
import styles from './Notice.module.css';

/** /gzj/download: where every "open this in the app" link leads. */
export default function DownloadPage() {
  return (
    <section className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        购
      </div>
      <h1 className={styles.title}>下载公主购APP</h1>
      <p className={styles.text}>
        会员、金币、任务、直播、代理等全部服务都在公主购APP中。请在手机应用商店搜索「公主购」下载安装。
      </p>
      <p className={styles.path}>iPhone：App Store · 安卓：各大应用市场</p>
      <div className={styles.actions}>
        <Link className={styles.secondary} to={corePaths().home}>
          先去商城逛逛
        </Link>
      </div>
    </section>
  );
}
