/**
 * Placeholder images generated on the fly: /static/img/<kind>/<seed>.svg?w=&h=&t=
 * (solid colour from kind+seed, optional short text). No outside network needed.
 */
import { createHash } from 'node:crypto';
import type { App } from '../context.ts';

/** Default width × height per kind: product, banner, icon, category, logo, avatar, QR, detail, nav, service, tag. */
const SIZES: Record<string, [number, number]> = {
  p: [750, 750], b: [750, 300], i: [96, 96], c: [120, 120], l: [120, 120], a: [120, 120],
  q: [300, 300], d: [750, 600], n: [48, 48], s: [48, 48], t: [96, 32],
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function dimension(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 8 && value <= 2000 ? value : fallback;
}

export function placeholderSvg(kind: string, seed: string, width: number, height: number, text: string): string {
  const hash = createHash('md5').update(`${kind}/${seed}`).digest();
  const hue = ((hash[0] ?? 0) * 256 + (hash[1] ?? 0)) % 360;
  const background = `hsl(${hue}, 62%, ${kind === 'q' ? 96 : 84}%)`;
  const foreground = `hsl(${hue}, 45%, 32%)`;
  const label = escapeXml([...text].slice(0, 12).join(''));
  const size = Math.max(10, Math.min(height * 0.32, (width * 0.8) / Math.max(1, [...text].length)));
  const qr = kind === 'q'
    ? Array.from({ length: 49 }, (_, i) => ((hash[i % 16] ?? 0) >> (i % 8)) & 1 ? `<rect x="${15 + (i % 7) * 10}%" y="${15 + Math.floor(i / 7) * 10}%" width="10%" height="10%" fill="#222"/>` : '').join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" fill="${background}"/>${qr}`
    + (label && !qr ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="${size.toFixed(0)}" fill="${foreground}">${label}</text>` : '')
    + '</svg>';
}

export function registerImages(app: App): void {
  app.get('/static/img/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    if (!/^[a-z]{1,8}$/.test(kind) || !file.endsWith('.svg')) return c.text('Not Found', 404);
    const [w, h] = SIZES[kind] ?? [200, 200];
    const svg = placeholderSvg(kind, file.slice(0, -4), dimension(c.req.query('w'), w), dimension(c.req.query('h'), h), c.req.query('t') ?? '');
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
}
