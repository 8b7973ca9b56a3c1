import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildHasDemoTools, startupBanner, type BannerFacts } from '../banner.ts';

const NPM_START: BannerFacts = {
  port: 4173,
  host: '0.0.0.0',
  lanAddresses: ['192.168.1.23'],
  mode: 'demo',
  serveDir: '/srv/h5/dist',
  demoTools: true,
  wechatSim: true,
  testHooks: false,
  dialect: 'strict',
  clockSkew: 0,
};

describe('the start-up banner', () => {
  it('says where to go after npm start: the URLs, the demo login, the testers’ tools and the WeChat stand-in', () => {
    expect(startupBanner(NPM_START)).toEqual([
      'H5 mall demo on http://localhost:4173/',
      '  on your network: http://192.168.1.23:4173/',
      '  log in:          phone 13800138000, SMS code 123456 (123456 works for any phone)',
      "  testers' tools:  http://localhost:4173/dev/fixtures (page fixtures)  http://localhost:4173/dev/editor (page editor)",
      '  WeChat stand-in: on, in pages opened with a WeChat user agent (fake payment sheet and OAuth, a badge); --no-wechat-sim turns it off',
      '  serving:         /srv/h5/dist',
    ]);
  });

  it('names the one address it listens on, and leaves out what the build or the mode does not have', () => {
    const lines = startupBanner({ ...NPM_START, host: '127.0.0.1', demoTools: false, wechatSim: false, mode: 'replay' });
    expect(lines[0]).toBe('H5 mall (replay mode) on http://127.0.0.1:4173/');
    expect(lines.join('\n')).not.toMatch(/on your network|log in|\/dev\//);
    expect(lines).toContain('  WeChat stand-in: off (--wechat-sim turns it on)');
  });

  it('an API-only server says so, and what else is on', () => {
    expect(startupBanner({ ...NPM_START, serveDir: '', lanAddresses: [], testHooks: true, dialect: 'loose', clockSkew: -30 })).toEqual([
      'API (demo mode, no app: --serve DIR adds one) on http://localhost:4173/',
      '  log in: phone 13800138000, SMS code 123456 (123456 works for any phone)',
      '  also:   /__admin on, loose dialect, clock skew -30s',
    ]);
  });

  it('shows a generated operator token, never a given one', () => {
    const generated = startupBanner({ ...NPM_START, adminToken: { value: 'q1w2e3', generated: true } });
    expect(generated).toContain('  operator token:  q1w2e3 (header x-admin-token of /admin/v1; new at each start, --admin-token or ADMIN_TOKEN keeps one)');
    const given = startupBanner({ ...NPM_START, adminToken: { value: 'secret-of-the-shop', generated: false } }).join('\n');
    expect(given).not.toContain('secret-of-the-shop');
    expect(given).toContain('operator token:  from --admin-token or ADMIN_TOKEN');
    expect(startupBanner({ ...NPM_START, mode: 'replay', adminToken: { value: 'q1w2e3', generated: true } }).join('\n')).not.toContain('operator token');
  });

  it('knows a build with the testers’ tools by its manifest', () => {
    const build = (sources: string[]) => {
      const dir = mkdtempSync(join(tmpdir(), 'h5-build-'));
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(Object.fromEntries(sources.map((source) => [source, {}]))));
      return dir;
    };
    expect(buildHasDemoTools(build(['index.html', 'src/features/dev-tools/FixtureGallery.tsx']))).toBe(true);
    expect(buildHasDemoTools(build(['index.html']))).toBe(false);
    expect(buildHasDemoTools(mkdtempSync(join(tmpdir(), 'h5-nothing-')))).toBe(false);
  });
});
