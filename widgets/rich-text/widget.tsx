import { useMemo, type MouseEvent } from 'react';
import { runAction } from '../../src/core/actions';
import { defineWidget } from '../../src/core/renderer';
import validate from './props.schema.json?validate';
import { sanitizeRichText } from './sanitize';
import styles from './widget.module.css';

export interface RichTextProps {
  html: string;
}

/** Links the action router understands: our own paths and http(s) pages. */
const ROUTABLE = /^(\/(?!\/)|https?:\/\/)/i;

/**
 * Taps on links go through the action router like every other tap, so a same-site path stays in
 * the app and an outside page opens the way the platform wants (the native app's web view...).
 */
function followLink(event: MouseEvent<HTMLDivElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a[href]');
  const href = link?.getAttribute('href')?.trim();
  if (!link || !href || !event.currentTarget.contains(link) || !ROUTABLE.test(href)) return;
  event.preventDefault();
  void runAction(href);
}

function RichText({ props }: { props: RichTextProps }) {
  const html = useMemo(() => sanitizeRichText(props.html), [props.html]);
  if (!html.trim()) return null;
  // The only inner HTML in the app, and it has just been through DOMPurify.
  return <div className={styles.content} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default defineWidget<RichTextProps>({ type: 'rich-text', validate, component: RichText });
