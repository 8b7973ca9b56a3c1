import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { getNavConfig } from '../../../api/component';
import type { NavConfig, NavItem } from '../../../contract';
import { runAction, whereTo } from '../../../core/actions';
import { Img } from '../../../ui/Img';
import { safeImageUrl } from '../../../ui/safe-url';
import styles from './GuideNav.module.css';

/** Older configs send opacity as 0–100. */
function opacityOf(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return value > 1 ? Math.min(value / 100, 1) : Math.max(value, 0);
}

function isCurrent(item: NavItem, here: string): boolean {
  const resolution = whereTo(item.target);
  return resolution.kind === 'route' && resolution.path === here;
}

/**
 * A page's navigation config (mall-spec §3): guide_position 1 is a top tab bar, 2 a bottom nav bar.
 * Every item goes through the action router. A config that cannot be loaded simply is not shown.
 */
export function GuideNav({ guideId }: { guideId: number }) {
  const [config, setConfig] = useState<NavConfig | null>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    let live = true;
    getNavConfig({ guide_id: guideId }, { silent: true })
      .then((answer) => live && setConfig(answer))
      .catch(() => live && setConfig(null));
    return () => {
      live = false;
    };
  }, [guideId]);

  if (!config || config.config.config.navs.length === 0) return null;
  const look = config.config.config;
  const { navs } = look;
  const here = pathname + search;
  const selectedIndex = Math.max(0, navs.findIndex((item) => isCurrent(item, here)));
  const background = safeImageUrl(look.bg_img);
  // Opacity belongs to the bar's background, not to its titles and icons.
  const backdropStyle: CSSProperties = {
    backgroundColor: look.bg_color || '#fff',
    backgroundImage: background ? `url(${JSON.stringify(background)})` : undefined,
    opacity: opacityOf(look.opacity),
  };
  const bottom = config.guide_position === 2;

  return (
    <>
      {bottom ? <div className={styles.bottomSpacer} aria-hidden="true" /> : null}
      <nav className={bottom ? styles.bottom : styles.top} aria-label={bottom ? '底部导航' : '顶部导航'}>
        <span className={styles.backdrop} style={backdropStyle} aria-hidden="true" />
        {navs.map((item, index) => {
          const selected = index === selectedIndex;
          const icon = selected ? item.selected_icon || item.guide_icon : item.unselected_icon || item.guide_icon;
          return (
            <button
              key={`${item.title}-${index}`}
              type="button"
              className={styles.item}
              style={{ color: selected ? look.selected : look.unselected }}
              aria-current={selected ? 'page' : undefined}
              onClick={() => void runAction(item.target)}
            >
              {bottom && icon ? <Img className={styles.icon} src={icon} alt="" ratio={1} eager /> : null}
              <span className={selected && !bottom ? styles.selectedTitle : undefined}>{item.title}</span>
            </button>
          );
        })}
      </nav>
    </>
  );
}
