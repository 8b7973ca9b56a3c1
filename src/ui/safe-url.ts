import { isSameSitePath } from '../core/actions/url';

/** An image or media source we are willing to load: http(s), or a path on this site. */
export function safeMediaUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return url;
  return isSameSitePath(url) ? url : null;
}
