/** Build-time configuration (CONTRACT §1). Read once; everything else imports from here. */
export interface RuntimeConfig {
  apiBase: string;
  signSecret: string;
  productHosts: string[];
  appUaMarker: string;
  wxAppId: string;
  /** Back-office editors allowed to drive the live preview (CONTRACT §6); empty: the runtime's own origin. */
  previewOrigins: string[];
  /** Where the download page sends a shopper for the app; empty: the page names the app to search for. */
  appDownloadUrl: string;
  /** The app's URL scheme for "open in the app" links, a path appended (`gzgapp://open?path=`); empty: no such link. */
  appScheme: string;
}

function list(value: string | undefined, fallback = ''): string[] {
  return (value || fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const config: RuntimeConfig = {
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  signSecret: import.meta.env.VITE_SIGN_SECRET || 'dev-secret',
  productHosts: list(import.meta.env.VITE_PRODUCT_HOSTS, 'm.example-mall.test,www.example-mall.test'),
  appUaMarker: import.meta.env.VITE_APP_UA_MARKER || 'GZGApp',
  wxAppId: import.meta.env.VITE_WX_APPID || 'wx0000000000000000',
  previewOrigins: list(import.meta.env.VITE_PREVIEW_ORIGINS),
  appDownloadUrl: import.meta.env.VITE_APP_DOWNLOAD_URL ?? '',
  appScheme: import.meta.env.VITE_APP_SCHEME ?? '',
};
