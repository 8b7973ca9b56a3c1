import { NEED_APP_MESSAGE, type BridgeAdapter } from './actions';
import { corePaths, currentLocation, goBack, loginPathFor, navigate } from '../navigation';
import { isSafeHttpUrl } from '../actions/url';

/**
 * The plain browser and WeChat's browser: the few actions a web page can do itself are done here,
 * everything that needs the native app degrades to a clear message.
 */
export function createWebAdapter(win: Window = window): BridgeAdapter {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- the adapter's contract is asynchronous; the plain browser answers at once
    async perform(action, payload) {
      switch (action) {
        case 'login':
          // Already on the login screen: nothing to open (a second one would stack on it).
          if (!currentLocation().startsWith(corePaths().login)) navigate(loginPathFor());
          return { ok: true, data: null };
        case 'goBack':
          goBack();
          return { ok: true, data: null };
        case 'openUrl': {
          const url = typeof payload.url === 'string' ? payload.url : '';
          if (!isSafeHttpUrl(url)) return { ok: false, message: '不支持打开该链接' };
          win.location.assign(url);
          return { ok: true, data: null };
        }
        case 'callPhone': {
          const phone = (typeof payload.phone === 'string' || typeof payload.phone === 'number' ? String(payload.phone) : '').replace(/[^\d+-]/g, '');
          if (!phone) return { ok: false, message: '暂无可拨打的电话' };
          win.location.href = `tel:${phone}`;
          return { ok: true, data: null };
        }
        case 'getDeviceInfo':
          return { ok: true, data: {} };
        default:
          return { ok: false, message: NEED_APP_MESSAGE };
      }
    },
  };
}
