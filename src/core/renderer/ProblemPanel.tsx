import type { Problem } from './explain';
import styles from './renderer.module.css';

/** Preview only: shows operators, at the node's place, what is wrong and where. */
export function ProblemPanel({ path, type, problems }: { path: string; type?: string; problems: Problem[] }) {
  return (
    <div className={styles.problem} role="note" data-problem-path={path}>
      <p className={styles.problemTitle}>
        此组件未发布：{path}
        {type ? ` · ${type}` : ''}
      </p>
      <ul className={styles.problemList}>
        {problems.map((problem) => (
          <li key={`${problem.path} ${problem.reason}`}>
            <code>{problem.path}</code>：{problem.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
