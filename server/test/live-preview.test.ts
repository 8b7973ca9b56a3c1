import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServer } from './helpers.ts';

/** A build whose live preview the given editor origins may drive (as the build records VITE_PREVIEW_ORIGINS). */
function serving(previewOrigins?: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'live-frame-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  if (previewOrigins) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/preview-origins.json'), JSON.stringify(previewOrigins));
  }
  return testServer({ serveDir: dir, wechatSim: false });
}

const frameAncestors = (response: Response) => /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('who may frame the live preview (CONTRACT §6)', () => {
  it('lets the allowed editors frame the preview route, and only that route', async () => {
    const server = serving(['https://bo.example.test/editor', 'http://localhost:5173', 'javascript:alert(1)']);
    const live = await server.raw('GET', '/active/component-active?preview=live');
    expect(frameAncestors(live)).toBe('https://bo.example.test http://localhost:5173');
    expect(live.headers.get('x-frame-options')).toBeNull();
    for (const path of ['/active/component-active?id=101&preview=1', '/active/component-active?id=101', '/mall/portal', '/dev/editor']) {
      const other = await server.raw('GET', path);
      expect(frameAncestors(other), path).toBe("'self'");
      expect(other.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('lets the reference editor frame the runtimes the build lists, the preview only its own origin, and a shopper\'s page the app\'s bridge probe', async () => {
    const server = serving(['https://bo.example.test', 'http://localhost:5173']);
    const frameSources = (response: Response) => /frame-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const editor = await server.raw('GET', '/dev/editor');
    expect(frameSources(editor)).toBe("'self' https://bo.example.test http://localhost:5173");
    expect(frameAncestors(editor)).toBe("'self'");
    expect(frameSources(await server.raw('GET', '/active/component-active?preview=live'))).toBe("'self'");
    // A shopper's page frames only its own origin and the native app's bridge probe (https://__bridge_loaded__).
    for (const path of ['/mall/portal', '/active/component-active?id=101']) expect(frameSources(await server.raw('GET', path)), path).toBe("'self' https:");
    expect(frameSources(await serving().raw('GET', '/dev/editor'))).toBe("'self'");
  });

  it('keeps the preview to its own origin when the build names no editor', async () => {
    for (const server of [serving([]), serving()]) {
      expect(frameAncestors(await server.raw('GET', '/active/component-active?preview=live'))).toBe("'self'");
    }
  });
});

describe('fixtures for the reference editor', () => {
  it('serves a page fixture as stored, and nothing outside the pages folder', async () => {
    const server = testServer();
    const stored = await server.raw('GET', '/__fixtures/pages/103.json');
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { id: number }).id).toBe(103);
    expect((await server.raw('GET', '/__fixtures/pages/101.draft.json')).status).toBe(200);
    for (const name of ['999.json', '..%2Fpackage.json', '103.json.bak', 'state.json']) {
      expect((await server.raw('GET', `/__fixtures/pages/${name}`)).status, name).toBe(404);
    }
  });
});
