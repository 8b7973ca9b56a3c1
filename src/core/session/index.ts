export * from './store';
export { bootstrapSession } from './bootstrap';
export { requestLogin, endSession, ensureLoggedIn } from './login';
export { useSessionDecided } from './started';
