/** Only http(s) URLs may ever be opened; `javascript:`, `data:`, `vbscript:` and friends are refused. */
export function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether the text is an absolute URL of any scheme (so it must be judged as one). */
export function looksLikeUrl(value: string): boolean {
  return /^\s*[a-z][a-z0-9+.-]*:/i.test(value) || value.trim().startsWith('//');
}

const PROBE_ORIGIN = 'https://app.invalid';

/**
 * Whether `value` is a path on this site. Judged by the URL parser browsers use, so `//host`,
 * `/\host` and `/<tab>/host` (all read as another host) are not paths here.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // The parser drops tabs and newlines anywhere, then reads a host only after `//` or `/\`: a second
  // character that is none of those keeps the host ours, whatever follows. Pictures on a long page
  // are all such paths, and the parser costs a page of them real time.
  if (!/^\/[/\\\t\n\r]/.test(value)) return true;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
