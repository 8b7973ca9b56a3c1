import { Suspense, useMemo, type MouseEvent } from 'react';
import { runAction } from '../core/actions';
import { isSameSitePath } from '../core/actions/url';
import { PartBoundary } from './PartBoundary';
import { plainMarkup } from './plain-markup';
import { sanitizedOrSuspend } from './sanitizer';
import styles from './RichHtml.module.css';

/** Links the action router understands: our own paths and http(s) pages. */
const isRoutable = (href: string) => isSameSitePath(href) || /^https?:\/\//i.test(href);

/**
 * Taps on links go through the action router like every other tap, so a same-site path stays in
 * the app and an outside page opens the way the platform wants (the native app's web view...).
 */
function followLink(event: MouseEvent<HTMLDivElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a[href]');
  const href = link?.getAttribute('href')?.trim();
  if (!link || !href || !event.currentTarget.contains(link) || !isRoutable(href)) return;
  event.preventDefault();
  void runAction(href);
}

/** `clean` drawn: the only inner HTML in the app, plain markup as written or DOMPurify's result. */
function content(clean: string, className: string | undefined) {
  if (!clean.trim()) return null;
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')} onClick={followLink} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

function Sanitized({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizedOrSuspend(html), [html]);
  return content(clean, className);
}

/**
 * Server HTML (operator copy, product descriptions), sanitised before it touches the page. Markup that
 * needs the sanitiser's code waits for it here, not the screen around it; if that code does not come,
 * this part offers a retry (which fetches it again) and the screen stays.
 */
export function RichHtml(props: { html: string; className?: string }) {
  // Plain markup needs no code and cannot fail: drawn here, without the boundary and Suspense around the
  // sanitiser (four fibers less for each of a long page's rich-text blocks).
  const plain = useMemo(() => plainMarkup(props.html), [props.html]);
  if (plain !== null) return content(plain, props.className);
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        <Sanitized {...props} />
      </Suspense>
    </PartBoundary>
  );
}
