import { describe, expect, it } from 'vitest';
import { nginxAddHeaders, nginxHeaderFiles } from './nginx-headers.ts';
import { FILE_HEADERS, SECURITY_HEADERS } from '../../server/front/security-headers.ts';

/** The headers an include file adds, as nginx would send them. */
function added(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of conf.split('\n')) {
    const match = /^add_header (\S+) "([^"]*)" always;$/.exec(line);
    if (match) headers[match[1]!] = match[2]!;
    else expect(line === '' || line.startsWith('#'), `not an add_header line: ${line}`).toBe(true);
  }
  return headers;
}

describe('the headers a static host adds (nginx include files)', () => {
  const files = nginxHeaderFiles(['https://bo.example-mall.test/editor', 'not a url', 'http://127.0.0.1:4599']);

  it("gives a shopper's page the served app's CSP and hardening headers, on every status", () => {
    expect(added(files['page-headers.conf']!)).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets the editors the build names, by origin, frame the live preview, and no one else', () => {
    const preview = added(files['preview-headers.conf']!);
    expect(preview['content-security-policy']).toContain('frame-ancestors https://bo.example-mall.test http://127.0.0.1:4599;');
    expect(preview['x-frame-options']).toBeUndefined();
    expect(added(nginxHeaderFiles([])['preview-headers.conf']!)['content-security-policy']).toContain("frame-ancestors 'self';");
  });

  it('gives the files a page loads only what governs a file', () => {
    expect(added(files['file-headers.conf']!)).toEqual(FILE_HEADERS);
  });

  it('refuses a value nginx would read as a variable or the end of its string', () => {
    expect(() => nginxAddHeaders({ 'x-test': 'a $uri b' })).toThrow(/x-test/);
    expect(() => nginxAddHeaders({ 'x-test': 'a "b"' })).toThrow(/x-test/);
  });
});
