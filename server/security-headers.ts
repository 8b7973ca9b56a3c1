/**
 * The headers every page and asset of the served app carries. The CSP forbids eval and inline
 * scripts (the build has neither: validators are generated at build time); styles may be inline
 * (React and react-vant set style attributes); images and videos may come from any https CDN an
 * operator uses; calls go to this origin only. Violations are reported to CSP_REPORT_PATH.
 */
export const CSP_REPORT_PATH = '/__csp-report';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "media-src 'self' https: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The back office previews drafts in a frame of its own origin's choosing; no one else may frame the mall.
  "frame-ancestors 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};
