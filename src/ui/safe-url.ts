import { isSameSitePath } from '../core/actions/url';

/** A media source we are willing to load (video, a share card): http(s), or a path on this site. */
export function safeMediaUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return url;
  return isSameSitePath(url) ? url : null;
}

/**
 * A picture source (CONTRACT §5): a media source, or a `data:image/*` URI, which back ends inline for
 * small icons. A picture cannot run script, even an SVG one; links and navigation never take `data:`.
 */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value === 'string' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value.trim())) return value.trim();
  return safeMediaUrl(value);
}
