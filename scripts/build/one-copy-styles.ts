/**
 * Every CSS rule is emitted into one stylesheet of the build (issue 33). The build copies small shared
 * code into each chunk that uses it (vite.config.ts), and a stylesheet imported by that code went with
 * it into each of those chunks' CSS; whichever copy a visit loaded last then won over the sizes an
 * earlier screen had given the same element (the variant sheet's picture filled its row after the
 * category screen). Shared components' stylesheets are now in the shell (src/app/styles/shared-components.ts);
 * this plugin fails a build in which a rule still lands in two CSS files: a shared stylesheet the shell
 * does not import, or one pulled into another by `composes: … from`.
 */
import postcss, { type AtRule, type Rule } from 'postcss';
import type { Plugin } from 'vite';

export interface Stylesheet {
  fileName: string;
  css: string;
}

/** A rule with the at-rules around it (`@media …`, `@keyframes …`), as written. */
function ruleKey(rule: Rule): string {
  let key = rule.toString();
  for (let parent = rule.parent; parent?.type === 'atrule'; parent = parent.parent) {
    const atRule = parent as AtRule;
    key = `@${atRule.name} ${atRule.params} { ${key} }`;
  }
  return key;
}

/** Each rule found in more than one stylesheet, with those stylesheets' names. */
export function copiedRules(stylesheets: readonly Stylesheet[]): Map<string, string[]> {
  const filesOf = new Map<string, Set<string>>();
  for (const { fileName, css } of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      const key = ruleKey(rule);
      filesOf.set(key, (filesOf.get(key) ?? new Set()).add(fileName));
    });
  }
  return new Map([...filesOf].filter(([, files]) => files.size > 1).map(([key, files]) => [key, [...files].sort()]));
}

/** The first few copied rules, enough to find the stylesheet they come from. */
const EXAMPLES = 5;

export function oneCopyOfEachStyle(): Plugin {
  return {
    name: 'one-copy-of-each-style',
    apply: 'build',
    // After Vite's own plugins: the chunks' stylesheets are emitted and minified by then.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const stylesheets = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css') ? [{ fileName: file.fileName, css: String(file.source) }] : [],
      );
      const copied = [...copiedRules(stylesheets)];
      if (copied.length) {
        const examples = copied.slice(0, EXAMPLES).map(([rule, files]) => `${rule.slice(0, 160)}\n    in ${files.join(', ')}`);
        this.error(
          `${copied.length} CSS rules are emitted into more than one stylesheet, so the copy loaded last wins whatever the screen's own rules say. ` +
            `Import a stylesheet shared by several chunks into the shell (src/app/styles/shared-components.ts), and compose shared classes in JSX, not with \`composes: … from\`:\n  ${examples.join('\n  ')}`,
        );
      }
    },
  };
}
