import { useLocation } from 'react-router-dom';
import { leave } from '../../core/host';
import { corePaths } from '../../core/navigation';
import { AppLink } from '../../ui/AppLink';
import styles from './Notice.module.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        ?
      </div>
      <h1 className={styles.title}>页面不存在</h1>
      <p className={styles.text}>您访问的页面不存在或已下线，请检查链接是否正确。</p>
      <p className={styles.path}>{pathname}</p>
      <div className={styles.actions}>
        <AppLink className={styles.primary} to={corePaths().home}>
          回到商城首页
        </AppLink>
        <button type="button" className={styles.secondary} onClick={leave}>
          返回上一页
        </button>
      </div>
    </section>
  );
}
