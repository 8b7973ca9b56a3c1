import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { host, setPageTitle } from '../../core/host';
import { offerShareCard, pageNeedsShareEntry, type ShareCard } from '../../core/host/share';
import { serverClock } from '../../core/request';
import { AfterTakeover, PageRenderer, type PageDocument } from '../../core/renderer';
import { useSession } from '../../core/session';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ShareButton } from '../../ui/ShareButton';
import { safeMediaUrl } from '../../ui/safe-url';
import { GuideNav } from '../navigation/GuideNav';
import { loadDocument, MESSAGES, type DocumentState } from './load-document';
import { pageBackground } from './page-background';
import { preparedDocument, takePrepared } from './prepared';
import styles from './ComponentPage.module.css';

const now = () => serverClock.nowMs();

/** The page's share card (CONTRACT §3 `share`; the page's title when it has none). */
function shareCardOf(document: PageDocument): ShareCard {
  const image = safeMediaUrl(document.share?.image);
  return {
    title: document.share?.title || document.title,
    desc: document.share?.desc || '',
    link: window.location.href.split('#')[0] ?? '',
    image: image ? new URL(image, window.location.origin).href : '',
  };
}

/** A component page (CONTRACT §3): published, or the draft with operators' problem panels. */
export function ComponentPage({ pageId, preview }: { pageId: string; preview: boolean }) {
  const [state, setState] = useState<DocumentState>(() => preparedDocument(pageId, preview) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loggedIn = useSession((session) => Boolean(session.token));
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let live = true;
    // A reading started ahead (while the app started, or on the server) is used, not repeated: when
    // it is the document already on screen, setting it again changes nothing.
    const ahead = attempt === 0 ? takePrepared(pageId, preview) : undefined;
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
    offerShareCard(shareCardOf(document));
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
          {/* Hosts differ in it, and a drawn page is drawn for none: the client adds it once it has the page. */}
          {pageNeedsShareEntry && !preview ? (
            <AfterTakeover>
              <ShareButton card={() => shareCardOf(state.document)} floating />
            </AfterTakeover>
          ) : null}
        </div>
      );
  }
}
