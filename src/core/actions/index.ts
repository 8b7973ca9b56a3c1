export * from './types';
export { resolveAction, linkOf } from './resolve';
export { runAction, registerTargetRoutes, whereTo } from './dispatch';
export { isSafeHttpUrl } from './url';
