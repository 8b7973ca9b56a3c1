import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FixtureEntry } from '../../../contract';
import { fetchFixtureIndex } from '../../../core/fixture-index';
import { adminApi, adminFailure, type PageList } from '../api';
import { OperatorSignIn } from './OperatorSignIn';
import { useOperatorSession } from './operator-session';
import { AppLink } from '../../../ui/AppLink';
import styles from './screens.module.css';

const PAGE_SIZE = 20;
const STATUS_NAMES: Record<string, string> = { published: '已发布', draft: '草稿', scheduled: '定时发布' };

/** /admin/pages: the operator's pages, and a new one from a template. */
export default function PageListScreen() {
  const session = useOperatorSession();
  const navigate = useNavigate();
  const [list, setList] = useState<PageList | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [templates, setTemplates] = useState<FixtureEntry[]>([]);
  const [template, setTemplate] = useState('');
  const { token, refused } = session;

  useEffect(() => {
    // The demo fixtures are the templates; a build without them offers the blank page only.
    fetchFixtureIndex().then(setTemplates, () => setTemplates([]));
  }, []);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    setError(null);
    adminApi.listPages(page, PAGE_SIZE).then(
      (answer) => live && setList(answer),
      (failure: unknown) => live && !refused(failure) && setError(adminFailure(failure).message),
    );
    return () => {
      live = false;
    };
  }, [token, page, refused]);

  if (!token) return <OperatorSignIn reason={session.reason} onSignIn={session.signIn} />;
  return (
    <main className={styles.list}>
      <h1>页面</h1>
      <form
        className={styles.newPage}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(`/admin/pages/new${template ? `?template=${encodeURIComponent(template)}` : ''}`);
        }}
      >
        <label>
          新建页面，模板
          <select value={template} onChange={(event) => setTemplate(event.target.value)}>
            <option value="">空白页面</option>
            {templates
              .filter((entry) => entry.published || entry.draft)
              .map((entry) => (
                <option key={entry.id} value={entry.published ? String(entry.id) : `${entry.id}.draft`}>
                  #{entry.id} {entry.title}（{entry.nodes} 个组件）
                </option>
              ))}
          </select>
        </label>
        <button type="submit">新建</button>
      </form>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {list ? (
        <>
          <table className={styles.table}>
            <caption className={styles.caption}>共 {list.total} 个页面</caption>
            <thead>
              <tr>
                <th scope="col">编号</th>
                <th scope="col">标题</th>
                <th scope="col">状态</th>
                <th scope="col">已发布版本</th>
                <th scope="col">草稿版本</th>
                <th scope="col">定时</th>
                <th scope="col">更新时间</th>
              </tr>
            </thead>
            <tbody>
              {list.list.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>
                    <AppLink to={`/admin/pages/${row.id}`}>{row.title || `（无标题 #${row.id}）`}</AppLink>
                  </td>
                  <td>{STATUS_NAMES[row.status] ?? row.status}</td>
                  <td>{row.published_version ?? '—'}</td>
                  <td>{row.draft_version ?? '—'}</td>
                  <td>{row.scheduled_at ?? '—'}</td>
                  <td>{row.updated_at}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className={styles.pager} aria-label="分页">
            <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
              上一页
            </button>
            <span>第 {page} 页</span>
            <button type="button" disabled={!list.has_more} onClick={() => setPage(page + 1)}>
              下一页
            </button>
          </nav>
        </>
      ) : error ? null : (
        <p>加载中…</p>
      )}
    </main>
  );
}
