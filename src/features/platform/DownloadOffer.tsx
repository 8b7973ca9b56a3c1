import { config } from '../../core/config';
import { corePaths } from '../../core/navigation';
import { isSafeHttpUrl } from '../../core/actions/url';
import { Notice, PRODUCT_NAME, type NoticeAction } from './Notice';
import styles from './Notice.module.css';

/** The app's scheme link for a path of ours (CONTRACT §1 `VITE_APP_SCHEME`), or null without a scheme. */
export function openInAppLink(pathAndQuery: string): string | null {
  return config.appScheme ? `${config.appScheme}${encodeURIComponent(pathAndQuery)}` : null;
}

/**
 * What a browser offers for a screen that lives in the app (CONTRACT §4): the store links, an "open in
 * the app" link for the very screen, and what the shopper was trying to open.
 */
export function DownloadOffer({ wanted, path }: { wanted?: string; path?: string }) {
  const download = isSafeHttpUrl(config.appDownloadUrl) ? config.appDownloadUrl : '';
  const openInApp = path ? openInAppLink(path) : null;
  const actions: NoticeAction[] = [
    ...(openInApp ? [{ label: `在${PRODUCT_NAME}APP中打开`, href: openInApp, primary: true }] : []),
    ...(download ? [{ label: `下载${PRODUCT_NAME}APP`, href: download, primary: !openInApp }] : []),
    { label: '先去商城逛逛', to: corePaths().home },
  ];
  return (
    <Notice title={wanted ? `「${wanted}」在${PRODUCT_NAME}APP中提供` : `下载${PRODUCT_NAME}APP`} actions={actions}>
      <p className={styles.text}>
        {wanted ? `${wanted}需要在${PRODUCT_NAME}APP中使用。` : ''}会员、金币、任务、直播、代理等全部服务都在{PRODUCT_NAME}APP中。
      </p>
      {download ? null : <p className={styles.path}>请在手机应用商店搜索「{PRODUCT_NAME}」下载安装（iPhone：App Store · 安卓：各大应用市场）</p>}
      {openInApp ? <p className={styles.path}>已安装{PRODUCT_NAME}APP？点击“在APP中打开”直接前往该页面。</p> : null}
    </Notice>
  );
}
