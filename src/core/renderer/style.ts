import type { CSSProperties } from 'react';
import type { NodeStyle } from '../../contract/component/page-document';

/** Lengths in the document are px on the 375 px design; the page scales with 1 rem = 37.5 px. */
export const pxToRem = (px: number) => `${Number((px / 37.5).toFixed(4))}rem`;

function box(values: number[] | undefined): string | undefined {
  if (!values || values.length === 0 || values.length > 4) return undefined;
  if (!values.every((value) => Number.isFinite(value))) return undefined;
  return values.map(pxToRem).join(' ');
}

/** Only http(s) and same-origin paths become background images; nothing else reaches `url()`. */
function backgroundImage(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (!/^(https?:\/\/|\/(?!\/))/i.test(url)) return undefined;
  return `url(${JSON.stringify(url)})`;
}

export function nodeStyleToCss(style: NodeStyle | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const css: CSSProperties = {
    margin: box(style.margin),
    padding: box(style.padding),
    borderRadius: typeof style.radius === 'number' ? pxToRem(style.radius) : undefined,
    // `clip`, not `hidden`: it rounds the corners without making a scroll box, so sticky tabs still stick.
    overflow: typeof style.radius === 'number' && style.radius > 0 ? 'clip' : undefined,
    backgroundColor: style.bg_color || undefined,
    backgroundImage: backgroundImage(style.bg_img),
    backgroundSize: style.bg_img ? 'cover' : undefined,
  };
  return css;
}
