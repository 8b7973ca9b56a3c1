import type { Problem } from '../../../core/renderer';
import { contractPath, isContainer, walkNodes, type PageDraft } from '../model';
import type { Finding } from './finding';

/** Every schema problem preview shows: the shopper would lose that node (or the page). */
export const schemaFindings = (problems: readonly Problem[]): Finding[] =>
  problems.map(({ path, reason }) => ({ severity: 'error', path, message: reason }));

/** Ids are how the preview, the outline and analytics tell nodes apart. */
export function duplicateIdFindings(draft: PageDraft): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const { node, path } of walkNodes(draft.nodes)) {
    if (seen.has(node.id)) findings.push({ severity: 'error', path: `${contractPath(path)}.id`, message: `组件 id "${node.id}" 重复` });
    seen.add(node.id);
  }
  return findings;
}

const timeOf = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** Times already past: a finished countdown or flash sale, a visibility window that has closed. */
export function pastTimeFindings(draft: PageDraft, nowMs: number): Finding[] {
  const findings: Finding[] = [];
  for (const { node, path } of walkNodes(draft.nodes)) {
    const at = contractPath(path);
    const end = timeOf(node.props?.to);
    if (node.type === 'countdown' && end < nowMs) findings.push({ severity: 'warning', path: `${at}.props.to`, message: '倒计时已经结束' });
    if (node.type === 'flash-sale' && end < nowMs) findings.push({ severity: 'warning', path: `${at}.props.to`, message: '秒杀已经结束' });
    if (timeOf(node.visible?.to) < nowMs) findings.push({ severity: 'warning', path: `${at}.visible.to`, message: '显示时间段已经结束：这个组件不会再显示' });
  }
  return findings;
}

/** A tab or container without children shows nothing. */
export function emptyHolderFindings(draft: PageDraft): Finding[] {
  return [...walkNodes(draft.nodes)]
    .filter(({ node }) => isContainer(node) && !node.children?.length)
    .map(({ node, path }) => ({ severity: 'warning', path: contractPath(path), message: `${node.type === 'tabs' ? '选项卡' : '容器'} ${node.id} 是空的` }));
}

/** Everything the lint can tell from the document alone, errors first. */
export function lintDocument(draft: PageDraft, problems: readonly Problem[], nowMs: number): Finding[] {
  const findings = [...schemaFindings(problems), ...duplicateIdFindings(draft), ...pastTimeFindings(draft, nowMs), ...emptyHolderFindings(draft)];
  return [...findings.filter((finding) => finding.severity === 'error'), ...findings.filter((finding) => finding.severity === 'warning')];
}
