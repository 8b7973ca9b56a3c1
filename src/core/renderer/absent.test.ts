import { describe, expect, it } from 'vitest';
import { withoutAbsentFields } from './absent';

describe('absent fields (CONTRACT §5)', () => {
  it('drops "" and null fields at any depth, and keeps list items as they are', () => {
    const node = { id: 'a', props: { title: '', more: null, items: [{ image: 'x.png', link: '' }, ''], size: 0, on: false } };
    expect(withoutAbsentFields(node)).toEqual({ id: 'a', props: { items: [{ image: 'x.png' }, ''], size: 0, on: false } });
    expect(node.props.title).toBe('');
  });

  it('hands back the same object when nothing is absent, so a node is not copied for nothing', () => {
    const node = { id: 'a', props: { items: [{ image: 'x.png' }] } };
    expect(withoutAbsentFields(node)).toBe(node);
  });
});
