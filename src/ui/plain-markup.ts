import { ACTIVE_STYLE } from './active-style';

/**
 * Operator copy is mostly text in a handful of inline and block tags. Written plainly, such markup is
 * already what DOMPurify would hand back, and parsing it into a document to find that out cost a page
 * of 75 rich-text blocks about a tenth of its drawing on a slow phone. This recogniser is not a
 * sanitiser: it accepts only that plain subset and says null to anything else (another tag, an `on…`
 * or unknown attribute, an unquoted value, an entity or quote inside a value, a comment), which then
 * goes to DOMPurify as before. sanitize-html.test.ts holds it to DOMPurify's result.
 */

const INLINE_TAGS: ReadonlySet<string> = new Set(['span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'a']);
const BLOCK_TAGS: ReadonlySet<string> = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote']);
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr']);
/** Elements a block may not open in: the parser would close them (a paragraph, a heading) or move them (text-level ones). */
const holdsOnlyText = (name: string) => INLINE_TAGS.has(name) || name === 'p' || /^h[1-6]$/.test(name);

/** Text up to the next tag; control characters other than tab and line breaks are left to DOMPurify. */
// eslint-disable-next-line no-control-regex -- the point is to refuse them
const TEXT = /[^<\u0000-\u0008\u000b\u000e-\u001f\u007f]+/y;
/** One tag: its name, then `name="value"` pairs, nothing else. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[ \n\t]+[a-z]+="[^"]*")*)[ \n\t]*(\/?)>/y;
const ATTRIBUTE = /[ \n\t]+([a-z]+)="([^"]*)"/g;

const CLASS_VALUE = /^[\w -]*$/;
/** Plain declarations: no entity or markup (and nothing active, below). */
const STYLE_VALUE = /^[^&<>]*$/;
/** http(s), a same-site path or a fragment, in URL characters only (`&` written as `&amp;`). */
const LINK_VALUE = /^(?:https?:\/\/|\/|#|\?)(?:[\w\-.~:/?#[\]@!$()*+,;=%]|&amp;)*$/i;

/** A link gets what the sanitiser's hook gives every link: it opens apart, and tells nothing. */
const LINK_EXTRAS = ' rel="noopener noreferrer" target="_blank"';

function plainAttributes(tag: string, source: string): string | null {
  let hasHref = false;
  for (const [, name, value = ''] of source.matchAll(ATTRIBUTE)) {
    if (name === 'class' && CLASS_VALUE.test(value)) continue;
    if (name === 'style' && STYLE_VALUE.test(value) && !ACTIVE_STYLE.test(value)) continue;
    if (name === 'href' && tag === 'a' && !hasHref && LINK_VALUE.test(value)) {
      hasHref = true;
      continue;
    }
    return null;
  }
  return hasHref ? source + LINK_EXTRAS : source;
}

/**
 * Whether `name` may open here with the parser keeping the nesting as written: markup that the parser
 * would restructure (a block inside a paragraph, a list item outside a list, a link in a link, an
 * element left open) is left to DOMPurify, so a page drawn on the server parses as the client draws it.
 */
function opensAsWritten(name: string, open: readonly string[]): boolean {
  const parent = open.at(-1);
  if (name === 'li') return parent === 'ul' || parent === 'ol';
  if (parent === 'ul' || parent === 'ol') return false;
  if (name === 'a' && open.includes('a')) return false;
  if (BLOCK_TAGS.has(name) || name === 'hr') return !open.some(holdsOnlyText);
  return true;
}

/** The markup as it may be inserted, or null when it is not plain and must go through DOMPurify. */
export function plainMarkup(html: string): string | null {
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < html.length) {
    TEXT.lastIndex = at;
    const text = TEXT.exec(html);
    if (text) {
      out += text[0];
      at = TEXT.lastIndex;
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) return null;
    const [, closing, rawName = '', attributes = '', selfClosing] = tag;
    const name = rawName.toLowerCase();
    const isVoid = VOID_TAGS.has(name);
    if (!isVoid && !INLINE_TAGS.has(name) && !BLOCK_TAGS.has(name)) return null;
    if (closing) {
      if (attributes || selfClosing || open.pop() !== name) return null;
      out += `</${name}>`;
    } else {
      // `<p/>` opens a paragraph in HTML: only void elements may be written self-closed.
      if ((selfClosing && !isVoid) || !opensAsWritten(name, open)) return null;
      const kept = plainAttributes(name, attributes);
      if (kept === null) return null;
      if (!isVoid) open.push(name);
      out += `<${name}${kept}>`;
    }
    at = TAG.lastIndex;
  }
  return open.length === 0 ? out : null;
}
