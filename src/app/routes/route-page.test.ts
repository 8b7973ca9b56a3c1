import { describe, expect, it } from 'vitest';
import { routePageFor } from './route-page';

describe('the page an operator put on a path (CONTRACT §7)', () => {
  const pages = { '/mission-center': 120, '/active/rule/{id}': 7, '/vote/detail/:id': 8, '/active/rule/9': 9 };

  it('is found by the path itself first, then by its route in either spelling of parameters', () => {
    expect(routePageFor(pages, '/mission-center')).toBe(120);
    expect(routePageFor(pages, '/active/rule/9', '/active/rule/:id')).toBe(9);
    expect(routePageFor(pages, '/active/rule/3', '/active/rule/:id')).toBe(7);
    expect(routePageFor(pages, '/vote/detail/3', '/vote/detail/:id')).toBe(8);
  });

  it('is none for a path without an entry, whatever an object carries by its prototype', () => {
    expect(routePageFor(pages, '/mission-center/earn-coins', '/mission-center/earn-coins')).toBeUndefined();
    expect(routePageFor(pages, 'constructor')).toBeUndefined();
  });
});
