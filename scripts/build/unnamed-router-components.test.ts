import { expect, it } from 'vitest';
import { unnamedRouterComponents, withoutComponentNames } from './unnamed-router-components.ts';

const routerCode = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef() {}',
  ');',
  'Link.displayName = "Link";',
  'function useFetcher() {',
  '    let FetcherForm2 = React10.forwardRef(',
  '      (props, ref) => null',
  '    );',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '}',
].join('\n');

it('marks the top-level forwardRef components pure and drops their names, moving no line', () => {
  const out = withoutComponentNames(routerCode);
  expect(out.split('\n')).toHaveLength(routerCode.split('\n').length);
  expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
  expect(out).not.toContain('Link.displayName');
  // Inside a function it is no module-level effect: left as it is.
  expect(out).toContain('    let FetcherForm2 = React10.forwardRef(');
  expect(out).toContain('FetcherForm2.displayName = "fetcher.Form";');
});

it('changes react-router\'s production build only', () => {
  const plugin = unnamedRouterComponents();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  expect(transform(routerCode, '/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs')?.code).not.toContain('Link.displayName');
  expect(transform(routerCode, '/app/node_modules/react-router/dist/development/chunk-7RTFRKQW.mjs')).toBeNull();
  expect(transform(routerCode, '/app/src/ui/AppLink.tsx')).toBeNull();
});
