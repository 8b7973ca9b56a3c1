import { useLocation } from 'react-router-dom';
import { MALL_PATHS } from '../../mall/paths';
import { AppLink } from '../../ui/AppLink';
import styles from './MallTabBar.module.css';

const TABS = [
  { to: MALL_PATHS.home, label: '首页', icon: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z' },
  { to: MALL_PATHS.category, label: '分类', icon: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z' },
  { to: MALL_PATHS.mine, label: '我的', icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z' },
] as const;

/** The tab's own screen or one below it, whatever the address's case (as the routes match). */
function isAt(pathname: string, tab: string): boolean {
  const path = pathname.toLowerCase();
  return path === tab || path.startsWith(`${tab}/`);
}

/** The mall's bottom tabs: Home / Category / Mine (mall-spec §2). */
export function MallTabBar() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label="商城导航">
      {TABS.map((tab) => {
        const current = isAt(pathname, tab.to);
        return (
          <AppLink key={tab.to} to={tab.to} replace className={current ? styles.active : styles.tab} aria-current={current ? 'page' : undefined}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d={tab.icon} />
            </svg>
            <span>{tab.label}</span>
          </AppLink>
        );
      })}
    </nav>
  );
}
