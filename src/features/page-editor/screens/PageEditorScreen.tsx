import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { adminApi, adminFailure } from '../api';
import { PageEditor } from '../editor/PageEditor';
import type { Lint } from '../lint/use-lint';
import { createHistory, type History } from '../history/history';
import type { PageDraft } from '../model';
import { newDraft } from './new-draft';
import { OperatorSignIn } from './OperatorSignIn';
import { StoreActions } from './StoreActions';
import { VersionsPanel } from './VersionsPanel';
import { useOperatorSession } from './operator-session';
import { usePageStore } from './use-page-store';
import styles from './screens.module.css';

interface Opened {
  history: History<PageDraft>;
  pageId: number;
  version: number;
}

/** /admin/pages/:id (and `new?template=`): the visual editor on a back-office page. */
export default function PageEditorScreen() {
  const session = useOperatorSession();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const template = params.get('template');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { token, refused } = session;
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    setOpened(null);
    setError(null);
    const failed = (failure: unknown) => live && !refused(failure) && setError(adminFailure(failure).message);
    if (id === 'new') {
      // A new page is made in the back office at once: it has its id (the document needs one to be drawn)
      // and its first version, and the editor opens it as any other page.
      newDraft(template)
        .then((draft) => adminApi.savePage(draft))
        .then((saved) => live && navigate(`/admin/pages/${saved.id}`, { replace: true }), failed);
    } else {
      adminApi.readPage(Number(id)).then((page) => live && setOpened({ history: createHistory(page.document), pageId: page.id, version: page.version }), failed);
    }
    return () => {
      live = false;
    };
  }, [id, template, token, refused, navigate]);

  if (!token) return <OperatorSignIn reason={session.reason} onSignIn={session.signIn} />;
  if (error) {
    return (
      <main className={styles.loading}>
        <p role="alert" className={styles.alert}>
          打开页面失败：{error}
        </p>
      </main>
    );
  }
  if (!opened) return <main className={styles.loading}>加载中…</main>;
  return <OpenPage opened={opened} onRefused={refused} />;
}

function OpenPage({ opened, onRefused }: { opened: Opened; onRefused: (error: unknown) => boolean }) {
  const store = usePageStore(opened, onRefused);
  const save = useCallback((draft: PageDraft) => void store.save(draft), [store]);
  const actions = (draft: PageDraft, lint: Lint) => (
    <StoreActions
      draft={draft}
      state={store.state}
      saved={store.isSaved(draft)}
      errors={lint.errors.length}
      onSave={() => save(draft)}
      onPublish={async (at) => {
        // The network's checks run first: a product the back end does not know blocks publishing too.
        const findings = await lint.check();
        if (!findings.some((finding) => finding.severity === 'error')) await store.publish(draft, at);
      }}
    />
  );
  return (
    <PageEditor
      history={opened.history}
      heading="页面编辑"
      runtime={window.location.origin}
      actions={actions}
      onSave={save}
      sidePanel={<VersionsPanel pageId={opened.pageId} history={opened.history} onRefused={onRefused} />}
    />
  );
}
