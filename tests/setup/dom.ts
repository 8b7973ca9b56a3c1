// Shared by every unit test file; only DOM environments (happy-dom) need the fixes.
if (typeof document !== 'undefined') {
  await import('./happy-dom-fixes');
  // What a shopper would notice (toBeVisible, toHaveTextContent…), not only that a query found something.
  await import('@testing-library/jest-dom/vitest');
  // Tests wait for outcomes, never for a time: a loaded CI machine can take well over the
  // library's default second to render a widget, and that must not fail a correct test.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
