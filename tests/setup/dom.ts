// Shared by every unit test file; only DOM environments (happy-dom) need the fixes.
if (typeof document !== 'undefined') await import('./happy-dom-fixes');
export {};
