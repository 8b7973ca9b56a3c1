/**
 * Unit tests only (loaded by tests/setup/dom.ts for every DOM test): `expect(element).toBeVisible()`.
 *
 * A stand-in for @testing-library/jest-dom's matcher of the same name, which is not installed; it
 * follows the same rules, so the package can replace it without changing a test. An element is
 * visible when it is in the document and neither it nor any ancestor
 * - has `display: none`, `visibility: hidden|collapse` or `opacity: 0` (computed),
 * - carries the `hidden` attribute,
 * - sits in a closed `<details>` other than as its `<summary>`.
 *
 * The test DOM computes no layout and applies no CSS-module rules, so this catches what the markup
 * and inline styles say (hidden, display:none, closed details), not what a stylesheet would do.
 */
import { expect } from 'vitest';

interface VisibleMatchers<R = unknown> {
  /** The element is in the document and nothing in it or its ancestors hides it (jest-dom's rules). */
  toBeVisible(): R;
}

declare module 'vitest' {
  interface Assertion<T> extends VisibleMatchers<T> {}
  interface AsymmetricMatchersContaining extends VisibleMatchers {}
}

/** Why `element` itself (not its ancestors) is hidden, or null. */
function hiddenBySelf(element: Element, child: Element | null): string | null {
  if (element.hasAttribute('hidden')) return 'it has the hidden attribute';
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (style?.display === 'none') return 'display is none';
  if (style?.visibility === 'hidden' || style?.visibility === 'collapse') return `visibility is ${style.visibility}`;
  if (style?.opacity === '0') return 'opacity is 0';
  if (element.nodeName === 'DETAILS' && child && child.nodeName !== 'SUMMARY' && !element.hasAttribute('open')) {
    return 'it is inside a closed <details>';
  }
  return null;
}

function describe(element: Element): string {
  const text = (element.textContent ?? '').trim().slice(0, 40);
  return `<${element.nodeName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
}

expect.extend({
  toBeVisible(received: unknown) {
    if (!(received instanceof Element)) {
      return { pass: false, message: () => `expected an element, received ${this.utils.printReceived(received)}` };
    }
    let reason: string | null = received.isConnected ? null : 'it is not in the document';
    let child: Element | null = null;
    for (let node: Element | null = received; node && !reason; child = node, node = node.parentElement) {
      const why = hiddenBySelf(node, child);
      if (why) reason = node === received ? why : `${describe(node)} around it hides it: ${why}`;
    }
    return {
      pass: reason === null,
      message: () =>
        reason === null
          ? `expected ${describe(received)} not to be visible, but it is`
          : `expected ${describe(received)} to be visible, but ${reason}`,
    };
  },
});

export {};
