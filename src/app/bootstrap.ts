import { registerTargetRoutes } from '../core/actions';
import { host, hostPolicy } from '../core/host';
import { config } from '../core/config';
import { registerCorePaths } from '../core/navigation';
import { registerWidgets } from '../core/renderer';
import { OPERATOR_WIDGETS } from '../../widgets';
import { SYSTEM_WIDGETS } from '../../widgets/system';
import { getSystemConfig } from '../api/system';
import { getWeixinJsSdkConfig } from '../api/weixin';
import { waitForSession } from '../core/request';
import { bootstrapSession, useSession } from '../core/session';
import { CORE_PATHS, TARGET_ROUTES } from './links';

const WECHAT_JS_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** Everything that must be known before the first screen asks the server for anything. */
export function bootstrap(): void {
  registerCorePaths(CORE_PATHS);
  // The product's own hosts, and wherever this build is served, are this app's screens.
  registerTargetRoutes(TARGET_ROUTES, [...config.productHosts, window.location.host]);
  registerWidgets(OPERATOR_WIDGETS);
  registerWidgets(SYSTEM_WIDGETS);
  waitForSession(bootstrapSession(host));
  // Learn the server clock (and the system config that carries it) as early as possible.
  getSystemConfig()
    .then((systemConfig) => {
      if (!systemConfig || typeof systemConfig !== 'object') return;
      useSession.getState().update({ systemConfig: { ...systemConfig } });
    })
    .catch(() => undefined);
  if (hostPolicy.share === 'wechat-card') {
    // Share cards need the JS-SDK; a failure only means WeChat's default share card. Its code loads in
    // WeChat only; the address is taken now, before any redirect changes it (iOS signs the landing one).
    const landingUrl = window.location.href.split('#')[0] ?? '';
    void import('../core/bridge/wechat').then((sdk) =>
      sdk.prepareJsSdk((now_url) => getWeixinJsSdkConfig({ now_url }, { silent: true }), WECHAT_JS_APIS, landingUrl),
    );
  }
}
