import { expect, it } from 'vitest';
import { nodeStyleToCss } from './style';

it('converts the 375 px design lengths to rem and keeps only safe backgrounds', () => {
  expect(nodeStyleToCss({ margin: [8, 12, 0, 12], radius: 8, bg_color: '#fff' })).toMatchObject({
    margin: '0.2133rem 0.32rem 0rem 0.32rem',
    borderRadius: '0.2133rem',
    overflow: 'clip',
    backgroundColor: '#fff',
  });
  expect(nodeStyleToCss({ bg_img: 'https://img.test/a.png' })?.backgroundImage).toBe('url("https://img.test/a.png")');
  expect(nodeStyleToCss({ bg_img: 'javascript:alert(1)' })?.backgroundImage).toBeUndefined();
  expect(nodeStyleToCss({ bg_img: 'x) ; background:url(//evil' })?.backgroundImage).toBeUndefined();
  expect(nodeStyleToCss({ margin: [1, 2, 3, 4, 5] })?.margin).toBeUndefined();
});
