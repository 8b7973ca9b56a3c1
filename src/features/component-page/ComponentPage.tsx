import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { host, setPageTitle } from '../../core/host';
import { serverClock } from '../../core/request';
import { PageRenderer } from '../../core/renderer';
import { useSession } from '../../core/session';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { GuideNav } from './navigation/GuideNav';
import { loadDocument, MESSAGES, type DocumentState } from './load-document';
import { pageBackground } from './page-background';
import { offerPageShareCard, PageShareEntry } from './page-share';
import { documentsAhead } from './prepared';
import styles from './ComponentPage.module.css';

const now = () => serverClock.nowMs();

/** A component page (CONTRACT §3): published, or the draft with operators' problem panels. */
export function ComponentPage({ pageId, preview }: { pageId: string; preview: boolean }) {
  const [state, setState] = useState<DocumentState>(() => {
    const ahead = documentsAhead.settled({ id: pageId, preview });
    return ahead?.ok ? ahead.value : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const loggedIn = useSession((session) => Boolean(session.token));
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let live = true;
    // A reading started ahead (while the app started, or on the server) is used, not repeated: when
    // it is the document already on screen, setting it again changes nothing.
    const ahead = attempt === 0 ? documentsAhead.take({ id: pageId, preview }) : undefined;
    if (!ahead) setState({ status: 'loading' });
    void (ahead ?? loadDocument(pageId, preview)).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [pageId, preview, attempt]);

  const document = state.status === 'ready' ? state.document : null;
  useEffect(() => {
    if (!document) return;
    setPageTitle(document.title, { background: document.style?.bg_color });
    offerPageShareCard(document);
  }, [document]);

  // Widgets may read the address's query (a route page's, CONTRACT §7).
  const { search } = useLocation();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const settings = useMemo(() => ({ preview, loggedIn, platform: host, query }), [preview, loggedIn, query]);

  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'failed':
      return <ErrorPanel title={state.message} detail={state.detail ?? '请检查网络后重试'} actions={[{ label: '重新加载', onClick: retry, primary: true }]} />;
    case 'newer':
      return <ErrorPanel title={MESSAGES.newer} detail={`页面版本 ${state.version}`} actions={[{ label: '重新加载', onClick: retry, primary: true }]} />;
    case 'invalid':
      return (
        <ErrorPanel
          title={MESSAGES.invalid}
          detail={preview ? state.problems.map((problem) => `${problem.path}：${problem.reason}`).join('；') : '请稍后再试'}
          actions={[{ label: '重新加载', onClick: retry, primary: true }]}
        />
      );
    case 'ready':
      return (
        <div className={styles.page} style={pageBackground(state.document)} data-page-id={state.document.id}>
          {preview ? (
            <p className={styles.previewBar}>
              预览模式 · {state.document.status === 'draft' ? '草稿' : '已发布'} · 更新于 {state.document.updated_at || '—'}
            </p>
          ) : null}
          {state.document.guide_id ? <GuideNav guideId={state.document.guide_id} /> : null}
          <PageRenderer nodes={state.document.nodes} settings={settings} now={now} />
          {preview ? null : <PageShareEntry document={state.document} />}
        </div>
      );
  }
}
