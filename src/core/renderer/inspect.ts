import type { PageNode } from '../../contract/component/page-document';
import { explainErrors, type Problem, type SchemaError } from './explain';

/** A validator as Ajv generates it (standalone at build time, or compiled by the CLI). */
export interface Validator {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

export interface NodeCheckDeps {
  validateNode: Validator;
  /** The widget's props validator, undefined when no widget of that type is registered. */
  propsValidator: (type: string) => Validator | undefined;
}

export type NodeCheck = { ok: true; node: PageNode } | { ok: false; problems: Problem[] };

/**
 * Checks one node (not its children): shape, known type, props. The node is read as its document was
 * (`withoutAbsentFields`, once for the whole document where it arrives), so it is not walked again here.
 */
export function checkNode(value: unknown, path: string, deps: NodeCheckDeps): NodeCheck {
  if (!deps.validateNode(value)) return { ok: false, problems: explainErrors(deps.validateNode.errors, path) };
  const node = value as PageNode;
  const validateProps = deps.propsValidator(node.type);
  if (!validateProps) return { ok: false, problems: [{ path: `${path}.type`, reason: `未知的组件类型 ${JSON.stringify(node.type)}` }] };
  const props = node.props ?? {};
  if (!validateProps(props)) return { ok: false, problems: explainErrors(validateProps.errors, `${path}.props`) };
  return { ok: true, node: { ...node, props } };
}

/** Every problem of a document's nodes, depth first, with their paths (for `npm run schema:check`). */
export function inspectNodes(nodes: readonly unknown[], base: string, deps: NodeCheckDeps): Problem[] {
  return nodes.flatMap((value, index) => {
    const path = `${base}[${index}]`;
    const check = checkNode(value, path, deps);
    const children = (value as { children?: unknown }).children;
    const childProblems = Array.isArray(children) ? inspectNodes(children, `${path}.children`, deps) : [];
    return check.ok ? childProblems : [...check.problems, ...childProblems];
  });
}
