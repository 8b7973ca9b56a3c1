import type { Problem } from './explain';
import styles from './renderer.module.css';

interface ProblemPanelProps {
  path: string;
  nodeId?: string | undefined;
  type?: string | undefined;
  problems: Problem[];
  /** A widget that threw while drawing: only the screen knows, so the live preview reads it from here. */
  renderError?: string;
}

/** Preview only: shows operators, at the node's place, what is wrong and where. */
export function ProblemPanel({ path, nodeId, type, problems, renderError }: ProblemPanelProps) {
  return (
    <div
      className={styles.problem}
      role="note"
      data-problem-path={path}
      data-node-path={path}
      data-problem-node-id={nodeId}
      data-render-error={renderError}
    >
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
