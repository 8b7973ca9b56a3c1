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
