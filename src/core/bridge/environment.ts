/** Where the page runs (CONTRACT §4); also the vocabulary of a node's `visible.platforms`. */
export type Environment = 'app' | 'miniprogram' | 'wechat' | 'browser';

export interface EnvironmentProbe {
  userAgent: string;
  /** `window.__wxjs_environment`, set by the WeChat mini-program web-view. */
  wxjsEnvironment?: string | undefined;
}

export function detectEnvironment(probe: EnvironmentProbe, appUaMarker: string): Environment {
  const ua = probe.userAgent;
  if (appUaMarker && ua.includes(appUaMarker)) return 'app';
  if (probe.wxjsEnvironment === 'miniprogram' || /miniprogram/i.test(ua)) return 'miniprogram';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  return 'browser';
}

export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
