import type { Environment } from '../bridge/environment';

/**
 * CONTRACT §4's table "where the shopper is decides what a screen does", one row per host. Screens
 * act on these answers (through this module's functions), never on the host itself.
 */
export interface HostPolicy {
  /** A route with no H5 screen and no route page: the app opens it, the mini program its page, else the download page. */
  appOnlyRoute: 'ask-app' | 'mini-program-page' | 'download-page';
  /** 立即购买 on goods detail, and paying an order already placed: the host's own screen, H5 with WeChat Pay, or nowhere. */
  purchase: 'host-screen' | 'wechat-pay' | 'not-here';
  /** A login-only screen while logged out: the host logs the shopper in, or the H5 SMS login does. */
  login: 'host-login' | 'sms-login';
  /** Sharing: the app's share action, a card for the mini program's or WeChat's own menu, or a copied link. */
  share: 'app-share' | 'mini-program-card' | 'wechat-card' | 'copy-link';
  /** The page title: the app's navigation bar too, or the document's title alone. */
  title: 'app-navigation-bar' | 'document';
  /** Going back from the first screen: the host closes the web-view, or the browser's history does. */
  back: 'host-back' | 'history';
}

export const HOST_POLICIES: Readonly<Record<Environment, HostPolicy>> = {
  app: {
    appOnlyRoute: 'ask-app',
    purchase: 'host-screen',
    login: 'host-login',
    share: 'app-share',
    title: 'app-navigation-bar',
    back: 'host-back',
  },
  miniprogram: {
    appOnlyRoute: 'mini-program-page',
    purchase: 'host-screen',
    login: 'host-login',
    share: 'mini-program-card',
    title: 'document',
    back: 'history',
  },
  wechat: {
    appOnlyRoute: 'download-page',
    purchase: 'wechat-pay',
    login: 'sms-login',
    share: 'wechat-card',
    title: 'document',
    back: 'history',
  },
  browser: {
    appOnlyRoute: 'download-page',
    purchase: 'not-here',
    login: 'sms-login',
    share: 'copy-link',
    title: 'document',
    back: 'history',
  },
};
