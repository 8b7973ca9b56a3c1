export * from './types';
export { resolveAction, linkOf } from './resolve';
export { runAction, registerTargetRoutes } from './dispatch';
export { isSafeHttpUrl } from './url';
