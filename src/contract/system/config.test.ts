import { describe, expect, it } from 'vitest';
import { systemConfig } from './config';

const base = { service_rule_url: '', privacy_rule_url: '', s_is_open_sence: 0, ts: 1_790_000_000 };

describe('the system config\'s route pages (CONTRACT §7)', () => {
  it('reads path → page id, ids as numbers or numeric strings', () => {
    expect(systemConfig({ ...base, route_pages: { '/mission-center': 120, '/mall/setting/help': '116' } }).route_pages).toEqual({
      '/mission-center': 120,
      '/mall/setting/help': 116,
    });
  });

  it('leaves out what the runtime cannot use, and reads absent, null or a list as none', () => {
    const loose = { '/a': 0, '/b': '1.5', '/c': 'x', d: 5, '/e': null, '/f': 7 };
    expect(systemConfig({ ...base, route_pages: loose }).route_pages).toEqual({ '/f': 7 });
    for (const none of [undefined, null, '', [], 'x']) expect(systemConfig({ ...base, route_pages: none }).route_pages).toEqual({});
  });
});
