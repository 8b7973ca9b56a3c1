import type { Lint } from './use-lint';
import styles from '../editor/page-editor.module.css';

/** The findings before publishing; a click shows the node a finding is about. */
export function LintPanel({ lint, onShow }: { lint: Lint; onShow: (path: string) => void }) {
  const errors = lint.errors.length;
  const warnings = lint.findings.length - errors;
  return (
    <section aria-label="发布前检查" className={styles.history}>
      <h2 className={styles.paneTitle}>
        发布前检查：{errors} 个错误，{warnings} 个提醒
      </h2>
      <button type="button" disabled={lint.checking} onClick={() => void lint.check()}>
        {lint.checking ? '检查中…' : lint.checked ? '重新检查图片和商品' : '检查图片和商品'}
      </button>
      {lint.findings.length ? (
        <ul className={styles.historyList}>
          {lint.findings.map((finding, index) => (
            <li key={`${finding.path} ${finding.message} ${index}`}>
              <button type="button" className={finding.severity === 'error' ? styles.problemText : undefined} onClick={() => onShow(finding.path)}>
                {finding.severity === 'error' ? '错误' : '提醒'} · <code>{finding.path || '页面'}</code> {finding.message}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.describe}>没有发现问题{lint.checked ? '' : '（图片和商品尚未检查）'}。</p>
      )}
    </section>
  );
}
