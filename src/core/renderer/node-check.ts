import validateNode from '../../../schemas/node.schema.json?validate';
import type { Problem } from './explain';
import { checkNode, type NodeCheck, type NodeCheckDeps } from './inspect';
import { isRegistered, loadedWidget } from './registry';

const deps: NodeCheckDeps = {
  validateNode,
  propsValidator: (type) => loadedWidget(type)?.validate,
};

/** One node checked against the registered widgets, as the renderer draws it (not its children). */
export function checkRegisteredNode(value: unknown, path: string): NodeCheck {
  return checkNode(value, path, deps);
}

/** Only a string is a type: String() of a hostile object (no usable toString) would throw. */
export function typeOf(value: unknown): string | undefined {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

/** What preview shows for a node that failed its check: a widget whose code did not arrive says so. */
export function problemsShown(value: unknown, path: string, problems: Problem[]): Problem[] {
  const type = typeOf(value);
  return type !== undefined && isRegistered(type) && !loadedWidget(type) ? [{ path, reason: '组件代码加载失败' }] : problems;
}

/** The node's `visible` rule as written, unchecked (what decides whether it is drawn before its check). */
export function visibleOf(value: unknown): unknown {
  return (value as { visible?: unknown } | null)?.visible;
}

/** An id for messages and outlines; one that is not a string (even a hostile object) is none. */
export function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}
