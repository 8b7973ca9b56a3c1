import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { host, setPageTitle } from '../../../core/host';
import { config } from '../../../core/config';
import { openLivePreviewChannel, type LivePreviewChannel } from '../../../core/live-preview/channel';
import type { EditorMessage } from '../../../core/live-preview/messages';
import { CURRENT_SCHEMA_VERSION, PageRenderer, type Platform } from '../../../core/renderer';
// By file: only the live preview collects problems, not the shell.
import { createProblemCollector } from '../../../core/renderer/problems';
import { serverClock } from '../../../core/request';
import { useSession } from '../../../core/session';
import { readDocument } from '../load-document';
import { pageBackground } from '../page-background';
import { nextView, WAITING, type LiveView } from './live-state';
import { drawnSummary, showSelection, tappedNode, type Selection } from './selection';
import pageStyles from '../ComponentPage.module.css';
import styles from './LivePreview.module.css';

const now = () => serverClock.nowMs();

/**
 * /active/component-active?preview=live: the page an editor is editing, drawn as the editor sends it
 * (CONTRACT §6). Each document is drawn in place (the scroll position stays, only changed nodes are
 * drawn again) and answered with `rendered`; a tap selects a node instead of following it.
 */
export default function LivePreview() {
  const [view, setView] = useState<LiveView>(WAITING);
  const [selection, setSelection] = useState<Selection | null>(null);
  // The host the editor asks to see the page in (CONTRACT §6 `host`); the runtime's own without one.
  const [platform, setPlatform] = useState<Platform>(host);
  const loggedIn = useSession((session) => Boolean(session.token));
  const root = useRef<HTMLDivElement>(null);
  const channel = useRef<LivePreviewChannel | null>(null);
  const collect = useMemo(createProblemCollector, []);

  useEffect(() => {
    let newest = 0;
    const receive = (message: EditorMessage) => {
      if (message.type === 'select') {
        setSelection({ by: 'id', value: message.node_id, scroll: true });
        return;
      }
      const turn = (newest += 1);
      // Reading is asynchronous only while a widget's code is first downloaded; a newer document wins.
      // The host changes with its document, so one drawing (and one `rendered`) answers both.
      void readDocument(message.document, { whole: true }).then((state) => {
        if (turn !== newest) return;
        setPlatform(message.host ?? host);
        setView((previous) => nextView(previous, state, collect));
      });
    };
    const opened = openLivePreviewChannel({ configuredOrigins: config.previewOrigins, version: CURRENT_SCHEMA_VERSION, onMessage: receive });
    channel.current = opened;
    return () => opened.close();
  }, [collect]);

  // Every drawn document is answered once it is on screen, with what the operator must fix.
  useEffect(() => {
    if (!root.current || view === WAITING) return;
    const drawn = drawnSummary(root.current);
    channel.current?.send({ type: 'rendered', problems: [...view.problems, ...drawn.renderErrors], nodes: view.rejected ? 0 : drawn.nodes });
    if (view.document?.title) setPageTitle(view.document.title);
  }, [view, platform]);

  // A redrawn node is a new element: it is outlined again after each document, but the page scrolls only
  // when the editor selects a node, never while the operator types.
  const scrolledFor = useRef<Selection | null>(null);
  useEffect(() => {
    if (!root.current) return;
    const scroll = selection !== scrolledFor.current && (selection?.scroll ?? false);
    const shown = showSelection(root.current, selection, scroll);
    // A node named before it is drawn (one the editor has just added) is scrolled to once it is.
    if (shown || !scroll) scrolledFor.current = selection;
  }, [view, selection]);

  // Taps select; nothing on the page is followed (links, buttons, the action router never see them).
  const onTap = useCallback((event: MouseEvent) => {
    const tapped = root.current ? tappedNode(root.current, event.target) : null;
    if (!tapped) return;
    event.preventDefault();
    event.stopPropagation();
    setSelection({ by: 'path', value: tapped.path, scroll: false });
    channel.current?.send({ type: 'selected', node_id: tapped.nodeId, path: tapped.path });
  }, []);
  useEffect(() => {
    window.addEventListener('click', onTap, true);
    return () => window.removeEventListener('click', onTap, true);
  }, [onTap]);

  const settings = useMemo(() => ({ preview: true, loggedIn, platform }), [loggedIn, platform]);
  const { document: page, problems, rejected } = view;
  return (
    <div ref={root} className={`${pageStyles.page} ${styles.live}`} style={page ? pageBackground(page) : undefined}>
      <p className={pageStyles.previewBar} role="status">
        {page ? `实时预览 · ${page.title || '（无标题）'} · ${problems.length ? `${problems.length} 个问题` : '无问题'}` : '实时预览'}
      </p>
      {rejected ? (
        <div className={styles.rejected} role="alert">
          <p className={styles.rejectedTitle}>页面数据有误，预览未更新：</p>
          <ul className={styles.rejectedList}>
            {problems.map((problem) => (
              <li key={`${problem.path} ${problem.reason}`}>
                <code>{problem.path || '(document)'}</code>：{problem.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {page ? <PageRenderer nodes={page.nodes} settings={settings} now={now} drawAll /> : <p className={styles.waiting}>等待编辑器发送页面…</p>}
    </div>
  );
}
