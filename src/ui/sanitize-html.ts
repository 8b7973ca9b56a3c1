import DOMPurify, { type Config, type DOMPurify as Purifier, type UponSanitizeAttributeHookEvent } from 'dompurify';
import { ACTIVE_STYLE } from './active-style';

/**
 * Only http(s) and relative URLs survive in any attribute DOMPurify treats as a URL: no
 * `javascript:`, `data:`, `vbscript:`, `mailto:`... (DOMPurify's default regexp with the other
 * schemes taken out).
 */
const HTTP_OR_RELATIVE = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Page-wide styles, forms (phishing) and embedded documents have no place in operator copy.
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed'],
  // srcset would bypass the src check below; the others send requests or submit forms.
  FORBID_ATTR: ['srcset', 'action', 'formaction', 'ping', 'background'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: HTTP_OR_RELATIVE,
};

function dropActiveStyle(_node: Element, event: UponSanitizeAttributeHookEvent): void {
  if (event.attrName === 'style' && ACTIVE_STYLE.test(event.attrValue)) event.keepAttr = false;
}

function harden(node: Element): void {
  // DOMPurify lets `data:` through on media sources whatever the URI regexp says.
  for (const name of ['src', 'href']) {
    const value = node.getAttribute(name);
    if (value !== null && /^\s*data:/i.test(value)) node.removeAttribute(name);
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
}

type WindowLike = Parameters<typeof DOMPurify>[0];

let purifier: Purifier | null = null;
let lentWindow: WindowLike | undefined;

/**
 * A server drawing a page (src/entry-server.tsx) has no window: it lends one (jsdom's). Without any,
 * DOMPurify would hand back the HTML unchanged, so this must come before the first sanitising there.
 */
export function sanitizeIn(window: WindowLike): void {
  if (lentWindow === window) return;
  lentWindow = window;
  purifier = null;
}

/** A private instance, so these hooks never change what other code gets from DOMPurify. */
function instance(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(lentWindow ?? window);
    // Never hand back unsanitised HTML for want of a DOM to parse it in.
    if (!purifier.isSupported) throw new Error('no DOM to sanitise rich text in');
    purifier.addHook('uponSanitizeAttribute', dropActiveStyle);
    purifier.addHook('afterSanitizeAttributes', harden);
    // Parsed once: a config passed to every sanitize() call is parsed again each time (a page of
    // rich-text blocks paid that per block).
    purifier.setConfig(CONFIG);
  }
  return purifier;
}

/** Operator HTML made safe to insert: nothing executable, links and images tamed (plain markup needs none of it: sanitizer.ts). */
export function sanitizeRichText(html: string): string {
  return instance().sanitize(html);
}
