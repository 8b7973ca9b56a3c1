/**
 * The headers every page and asset of the served app carries. The CSP forbids eval and inline
 * scripts (the build has neither: validators are generated at build time); styles may be inline
 * (React and react-vant set style attributes); images and videos may come from any https CDN an
 * operator uses; calls go to this origin only. Violations are reported to CSP_REPORT_PATH.
 */
export const CSP_REPORT_PATH = '/__csp-report';

function contentSecurityPolicy(frameAncestors: string, frameSources = "'self'"): string {
  return [
    "default-src 'self'",
    `frame-src ${frameSources}`,
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** No one but the mall itself may frame the mall. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': contentSecurityPolicy("'self'"),
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * The live preview route (CONTRACT §6) may be framed by the back-office editors the build allows
 * (`frameAncestors`: their origins, or `'self'`). X-Frame-Options cannot name another origin, so it is
 * left to the CSP here.
 */
export function livePreviewHeaders(frameAncestors: readonly string[]): Record<string, string> {
  return { ...COMMON_HEADERS, 'content-security-policy': contentSecurityPolicy(frameAncestors.join(' ')) };
}

/**
 * The reference editor (/dev/editor, demo builds) frames the live preview of this runtime or of another
 * one the build lists (`?runtime=`, the same origins as the preview's `frameAncestors`); it is framed by
 * no one else.
 */
export function referenceEditorHeaders(previewOrigins: readonly string[]): Record<string, string> {
  return { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy("'self'", [...new Set(["'self'", ...previewOrigins])].join(' ')) };
}
