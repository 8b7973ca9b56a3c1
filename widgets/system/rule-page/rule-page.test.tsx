// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystemConfig } from '../../../src/api/system';
import type { SystemConfig } from '../../../src/contract';
import { renderNodes } from '../../test-utils';
import example from './example.json';
import rulePage from './widget';

vi.mock('../../../src/api/system', () => ({ getSystemConfig: vi.fn() }));
const config = (urls: Partial<SystemConfig>): SystemConfig => ({ service_rule_url: '', privacy_rule_url: '', s_is_open_sence: 0, route_pages: {}, ts: 1, ...urls });
const open = (rule: 'service' | 'privacy') => renderNodes([rulePage], [{ ...example, props: { rule } }]);

afterEach(() => vi.restoreAllMocks());

describe('system:rule-page', () => {
  it('accepts its example and the two rules only', () => {
    expect(rulePage.validate(example.props)).toBe(true);
    expect(rulePage.validate({ rule: 'service' })).toBe(true);
    expect(rulePage.validate({ rule: 'help' })).toBe(false);
    expect(rulePage.validate({})).toBe(false);
  });

  it('opens the page the system config names, in place of this screen', async () => {
    vi.mocked(getSystemConfig).mockResolvedValue(config({ service_rule_url: '/rules/service-2026.html', privacy_rule_url: '/rules/privacy.html' }));
    const page = await open('service');
    await waitFor(() => expect(page.visited).toEqual(['/rules/service-2026.html']));
  });

  it('opens an http(s) page the config names by replacing this one', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    vi.mocked(getSystemConfig).mockResolvedValue(config({ privacy_rule_url: 'https://rules.example-mall.test/privacy.html' }));
    await open('privacy');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://rules.example-mall.test/privacy.html'));
  });

  it.each([
    ['names none', ''],
    ['names a script', 'javascript:alert(1)'],
    ['names another host without a scheme', '//evil.test/privacy.html'],
  ])('opens the host’s static page when the config %s', async (_case, url) => {
    vi.mocked(getSystemConfig).mockResolvedValue(config({ privacy_rule_url: url }));
    const page = await open('privacy');
    await waitFor(() => expect(page.visited).toEqual(['/agreement/privacy-new.html']));
  });

  it('offers a reload when the config cannot be had', async () => {
    vi.mocked(getSystemConfig).mockRejectedValue(new Error('offline'));
    const page = await open('service');
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeVisible();
    expect(page.visited).toEqual([]);
  });
});
