import { describe, expect, it } from 'vitest';
import type { SchemaError } from './explain';
import type { Validator } from './inspect';
import { checkPageFields } from './page-fields';

/** A stand-in for the page schema: a title is text, a style's colour is #hex, nodes are a list. */
function pageValidator(): Validator {
  const validate: Validator = (data) => {
    const page = data as Record<string, unknown>;
    const errors: SchemaError[] = [];
    if ('title' in page && typeof page.title !== 'string') errors.push({ instancePath: '/title', keyword: 'type', params: {} });
    const style = page.style as Record<string, unknown> | undefined;
    if (style && typeof style.bg_color === 'string' && !style.bg_color.startsWith('#')) {
      errors.push({ instancePath: '/style/bg_color', keyword: 'pattern', params: {} });
    }
    if (style && 'glow' in style) errors.push({ instancePath: '/style', keyword: 'additionalProperties', params: { additionalProperty: 'glow' } });
    if (!Array.isArray(page.nodes)) errors.push({ instancePath: '/nodes', keyword: 'type', params: {} });
    validate.errors = errors.length ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

describe('a page\'s own fields never stop it from drawing (CONTRACT §3)', () => {
  it('reads any status but "draft" as published', () => {
    for (const status of [1, '1', 'online', undefined, 'published']) {
      expect(checkPageFields({ status, nodes: [] }, pageValidator()).document.status).toBe('published');
    }
    expect(checkPageFields({ status: 'draft', nodes: [] }, pageValidator()).document.status).toBe('draft');
  });

  it('leaves out only the part refused, and never changes the document it was given', () => {
    const sent = { title: 12, style: { bg_color: 'red', bg_img: '/bg.png', glow: 1 }, nodes: [] };
    const checked = checkPageFields(sent, pageValidator());
    expect(checked).toEqual({ ok: true, document: { status: 'published', style: { bg_img: '/bg.png' }, nodes: [] } });
    expect(sent.style.bg_color).toBe('red');
  });

  it('lets every other refusal stand', () => {
    const validate = pageValidator();
    expect(checkPageFields({ title: 12, nodes: 'none' }, validate).ok).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(['/nodes']);
  });
});
