import { useEffect, useState } from 'react';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageSkeleton } from '../../ui/PageSkeleton';
import type { FixtureEntry } from '../../contract';
import { fetchFixtureIndex } from '../../core/fixture-index';
import { AppLink } from '../../ui/AppLink';
import styles from './FixtureGallery.module.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; fixtures: FixtureEntry[] };

/** /dev/fixtures (dev and demo builds): every page fixture the embedded server has, published and in preview. */
export default function FixtureGallery() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchFixtureIndex()
      .then((fixtures) => live && setState({ kind: 'ready', fixtures }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (state.kind === 'loading') return <PageSkeleton />;
  if (state.kind === 'failed') {
    return (
      <ErrorPanel
        title="读取页面样例失败"
        detail="样例库只在内置服务器的演示模式下可用"
        actions={[{ label: '重试', onClick: () => setAttempt((value) => value + 1), primary: true }]}
      />
    );
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>页面样例（测试用）</h1>
      <ul className={styles.list}>
        {state.fixtures.map((fixture) => (
          <li key={fixture.id} className={styles.item}>
            <p className={styles.title}>
              #{fixture.id} {fixture.title || '（无标题）'}
            </p>
            <p className={styles.meta}>{fixture.nodes} 个顶层节点</p>
            <div className={styles.links}>
              {fixture.published ? <AppLink to={`/active/component-active?id=${fixture.id}`}>发布版</AppLink> : null}
              <AppLink to={`/active/component-active?id=${fixture.id}&preview=1`}>预览{fixture.draft ? '（草稿）' : ''}</AppLink>
              <AppLink to={`/dev/editor?fixture=${fixture.draft ? `${fixture.id}.draft` : fixture.id}`}>在编辑器中打开</AppLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
