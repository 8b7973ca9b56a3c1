/**
 * The headers of the served app's pages and of the files they load. The CSP forbids eval and inline
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

/**
 * What a shopper's page may frame: its own origin, and https: for the native app's bridge. The iOS app's
 * WebViewJavascriptBridge comes only once the page frames `https://__bridge_loaded__`, a load the app
 * intercepts (src/core/bridge/native.ts). A CSP source cannot name that host (`_` is no host character:
 * Chromium drops such a source as invalid, and the frame stays blocked), so the scheme is allowed. Nothing
 * else frames anything: rich text may hold no frame (src/ui/sanitize-html.ts) and scripts are this origin's.
 */
export const MALL_FRAME_SOURCES = "'self' https:";

/** No one but the mall itself may frame the mall. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': contentSecurityPolicy("'self'", MALL_FRAME_SOURCES),
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * What a file a page loads carries (a script, a stylesheet, a picture, a font): the CSP, framing, opener
 * and permissions headers govern documents only (and workers, which the app has none of), so they are
 * left off. Over HTTP/1.1 they were about 530 bytes on each of the 15-20 files a page loads, sharing a
 * phone's six connections with the files themselves. A file a browser could open as a page of its own
 * (HTML, SVG, XML) is served with SECURITY_HEADERS.
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': COMMON_HEADERS['x-content-type-options'],
  // A stylesheet's url() requests follow the policy of the stylesheet that makes them.
  'referrer-policy': COMMON_HEADERS['referrer-policy'],
};

const DOCUMENT_EXTENSIONS = new Set(['.html', '.htm', '.svg', '.xml', '.xhtml']);

/** The headers of a served file, by its extension (`.js`, `.svg`). */
export function headersForFile(extension: string): Readonly<Record<string, string>> {
  return DOCUMENT_EXTENSIONS.has(extension.toLowerCase()) ? SECURITY_HEADERS : FILE_HEADERS;
}

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
