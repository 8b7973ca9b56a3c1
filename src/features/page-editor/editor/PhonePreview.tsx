import { useEffect, useRef } from 'react';
import type { Platform, Problem } from '../../../core/renderer';
import type { PageDraft } from '../model';
import { PreviewLink } from '../preview/preview-link';
import styles from './page-editor.module.css';

const PREVIEW_PATH = '/active/component-active?preview=live';

interface PhonePreviewProps {
  /** The runtime's origin (this site's, or one VITE_PREVIEW_ORIGINS lists). */
  runtime: string;
  draft: PageDraft;
  host: Platform | undefined;
  selectedId: string | null;
  onSelected: (nodeId: string | null, path: string) => void;
  onRendered: (rendered: { problems: Problem[]; nodes: number }) => void;
}

/** The real runtime in a phone-sized frame, driven by CONTRACT §6: every draft is drawn as it changes. */
export function PhonePreview({ runtime, draft, host, selectedId, onSelected, onRendered }: PhonePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<PreviewLink | null>(null);
  const handlers = useRef({ onSelected, onRendered });
  handlers.current = { onSelected, onRendered };
  // The node last named by either side: a tap in the preview is not named back to it.
  const named = useRef<string | null>(null);

  useEffect(() => {
    if (!frame.current) return undefined;
    const opened = new PreviewLink(frame.current, runtime, {
      onRendered: (message) => handlers.current.onRendered(message),
      onSelected: (message) => {
        named.current = message.node_id;
        handlers.current.onSelected(message.node_id, message.path);
      },
    });
    link.current = opened;
    return () => opened.close();
  }, [runtime]);

  useEffect(() => link.current?.sendDocument(draft, host), [draft, host]);

  useEffect(() => {
    if (!selectedId || selectedId === named.current) return;
    named.current = selectedId;
    link.current?.select(selectedId);
  }, [selectedId, draft]);

  return (
    <section className={styles.phone} aria-label="手机预览">
      <iframe ref={frame} title="手机预览" src={`${runtime}${PREVIEW_PATH}`} className={styles.frame} />
    </section>
  );
}
