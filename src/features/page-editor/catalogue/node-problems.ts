import validateNode from '../../../../schemas/node.schema.json?validate';
// The editor's own copy (`&editor`): the component page's stays in that page's file.
import validatePage from '../../../../schemas/page-document.schema.json?validate&editor';
import { checkNode, checkPageFields, explainErrors, withoutAbsentFields, type NodeCheckDeps, type Problem } from '../../../core/renderer';
import type { DraftNode, PageDraft } from '../model';
import { catalogueEntry } from './widget-catalogue';

/** The runtime's own check of a node (core/renderer inspect.ts), with every widget's validator at hand. */
const deps: NodeCheckDeps = { validateNode, propsValidator: (type) => catalogueEntry(type)?.validate };

function pageProblems(draft: PageDraft): Problem[] {
  const { nodes: _nodes, ...fields } = withoutAbsentFields(draft);
  const page = checkPageFields({ ...fields, nodes: [] }, validatePage);
  return page.ok ? [] : explainErrors(validatePage.errors, '');
}

/**
 * A checker of every problem preview mode shows for a document, with its path: the page's fields, then
 * each node and its children, read as the runtime reads them ("" and null are absent, CONTRACT §5). A
 * node object met again at the same path is not checked again: an edit makes new objects along its own
 * path only, so a keystroke on a 300-node page checks one node.
 */
export function createDocumentChecker(): (draft: PageDraft) => Problem[] {
  const seen = new WeakMap<DraftNode, { path: string; problems: Problem[] }>();
  const own = (node: DraftNode, path: string): Problem[] => {
    // Anything that is not a node object (null, a string) is checked as it is, and not kept.
    if (typeof node !== 'object' || node === null) {
      const check = checkNode(node, path, deps);
      return check.ok ? [] : check.problems;
    }
    const known = seen.get(node);
    if (known && known.path === path) return known.problems;
    const check = checkNode(withoutAbsentFields({ ...node, children: undefined }), path, deps);
    const problems = check.ok ? [] : check.problems;
    seen.set(node, { path, problems });
    return problems;
  };
  const collect = (nodes: readonly DraftNode[], base: string): Problem[] =>
    nodes.flatMap((node, index) => {
      const path = `${base}[${index}]`;
      const children = typeof node === 'object' && node !== null && Array.isArray(node.children) ? node.children : null;
      return [...own(node, path), ...(children ? collect(children, `${path}.children`) : [])];
    });
  return (draft) => [...pageProblems(draft), ...collect(draft.nodes, 'nodes')];
}
