import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { runAction, type AdTarget } from '../../src/core/actions';
import { defineWidget, useRenderSettings, useTakingOver, type WidgetRenderProps } from '../../src/core/renderer';
import { Img } from '../../src/ui/Img';
import { useNodeMark, type NodeMark } from '../../src/ui/use-node-mark';
import { isDue, markShown, type PopupFrequency } from './frequency';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface PopupAdProps {
  image: string;
  title?: string;
  action?: AdTarget;
  frequency: PopupFrequency;
  delay?: number;
}

/**
 * Which popup this is on the device: the page (its path, and `id` for component pages, which share
 * one path) and the node. Route pages (§7) are told apart by their path.
 */
export function popupKey(nodeId: string, location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const id = new URLSearchParams(location.search).get('id');
  return `${location.pathname}${id ? `?id=${id}` : ''}#${nodeId}`;
}

function Dialog({ props, mark, onClose }: { props: PopupAdProps; mark: NodeMark; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  const label = props.title?.trim() || '活动广告';
  useEffect(() => {
    // Focus goes into the dialog and back where it was when it closes (modal-focus keeps it inside).
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [onClose]);
  const { action } = props;
  const picture = <Img src={props.image} alt={label} eager className={styles.picture} />;
  return (
    <div className={styles.mask}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={label}>
        {/* Marked as its node in preview: a tap on the picture in the live preview selects the node; 关闭 still closes. */}
        <div {...mark} className={styles.frame}>
          {action ? (
            <button
              type="button"
              className={styles.open}
              onClick={() => {
                onClose();
                void runAction(action);
              }}
            >
              {picture}
            </button>
          ) : (
            picture
          )}
        </div>
        <button ref={close} type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}

/**
 * Shown after `delay` when due under `frequency` (frequency.ts), over everything (a portal: a node's
 * own box may contain fixed elements). Never in the server's drawing, which has no device. In preview
 * it shows on every load, after its delay, and remembers nothing: the operator sees what a first-time
 * visitor sees, and can close it.
 */
function PopupAd({ props, node }: WidgetRenderProps<PopupAdProps>) {
  const takingOver = useTakingOver();
  const { preview } = useRenderSettings();
  const [open, setOpen] = useState(false);
  const { frequency, delay = 0 } = props;
  useEffect(() => {
    if (takingOver) return undefined;
    const key = popupKey(node.id);
    if (!preview && !isDue(key, frequency, new Date())) return undefined;
    let live = true;
    // The app keeps focus in dialogs from its first idle moment; a dialog opening with the first screen
    // waits for that, so a Tab can never leave it.
    const focusKept = import('../../src/ui/modal-focus').then((module) => module.keepFocusInModals()).catch(() => undefined);
    const timer = window.setTimeout(() => {
      void focusKept.then(() => {
        if (!live) return;
        if (!preview) markShown(key, new Date());
        setOpen(true);
      });
    }, delay);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [takingOver, preview, node.id, frequency, delay]);
  const onClose = useCallback(() => setOpen(false), []);
  const [anchor, mark] = useNodeMark();
  if (takingOver) return null;
  return (
    <>
      <span ref={anchor} hidden />
      {open ? createPortal(<Dialog props={props} mark={mark} onClose={onClose} />, document.body) : null}
    </>
  );
}

export default defineWidget<PopupAdProps>({ type: 'popup-ad', validate, component: PopupAd });
