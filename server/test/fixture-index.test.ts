import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listFixtures } from '../static/fixture-index.ts';

const pagesDir = fileURLToPath(new URL('../../fixtures/pages', import.meta.url));

describe('the testers\' fixture index', () => {
  it('counts the top-level nodes of every fixture as the runtime reads it, an older format migrated', () => {
    const fixtures = new Map(listFixtures(pagesDir).map((entry) => [entry.id, entry]));
    expect(fixtures.get(110)).toMatchObject({ title: '老会场返场（旧版格式）', nodes: expect.any(Number) });
    expect(fixtures.get(110)!.nodes).toBeGreaterThan(0);
    // 300 nodes in all, some of them inside containers and tabs.
    expect(fixtures.get(106)?.nodes).toBe(218);
  });

  it('gives every fixture a title a Chinese-reading tester understands', () => {
    // 111's title is itself an XSS vector.
    for (const entry of listFixtures(pagesDir).filter((fixture) => fixture.id !== 111)) expect(entry.title, String(entry.id)).toMatch(/\p{Script=Han}/u);
  });
});
