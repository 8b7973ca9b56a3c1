import type { Page } from '@playwright/test';

/** The smallest box a finger can hit reliably (WCAG 2.5.5, Apple and Android guidance). */
export const MIN_TAP_TARGET = 44;

/**
 * Visible controls smaller than 44×44 px, described for the failure message. Links inside running
 * text are exempt (WCAG's inline exception); a control may reach 44 px through its label, or with an
 * invisible hit area (a ::before/::after inset), which elementFromPoint around its centre then finds.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="tab"], [role="radio"], [role="checkbox"], input:not([type="hidden"]), select, textarea',
    );
    const hitsAround = (element: HTMLElement, box: DOMRect) => {
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const reach = minimum / 2 - 1;
      return [[x - reach, y], [x + reach, y], [x, y - reach], [x, y + reach]].every(([px, py]) => {
        const hit = document.elementFromPoint(px as number, py as number);
        return hit !== null && (hit === element || element.contains(hit));
      });
    };
    const small: string[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (style.display === 'inline') continue;
      if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) continue;
      // A checkbox or switch inside a big enough label is toggled by a tap anywhere on the label.
      const label = element.closest('label')?.getBoundingClientRect();
      if (label && label.width >= minimum - 0.5 && label.height >= minimum - 0.5) continue;
      const inView = box.top >= 0 && box.bottom <= window.innerHeight;
      if (inView && hitsAround(element, box)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 16);
      small.push(`${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  }, MIN_TAP_TARGET);
}
