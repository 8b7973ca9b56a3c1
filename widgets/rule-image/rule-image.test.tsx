// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { getRuleImage } from '../../src/api/mission';
import { useSession } from '../../src/core/session';
import { renderNodes, startLoggedInEachTest } from '../test-utils';
import example from './example.json';
import ruleImage, { looksLikeHtml } from './widget';

vi.mock('../../src/api/mission', () => ({ getRuleImage: vi.fn() }));

const load = vi.mocked(getRuleImage);

startLoggedInEachTest();

describe('rule-image', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(ruleImage.validate(example.props)).toBe(true);
    expect(ruleImage.validate({ type: 'newbie' })).toBe(true);
    expect(ruleImage.validate({ type: 7 })).toBe(false);
  });

  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>规则</p>')).toBe(true);
    expect(looksLikeHtml('1. 满2<3件')).toBe(false);
  });

  it('shows the picture and plain text as text, to a visitor too', async () => {
    useSession.getState().setToken(null);
    load.mockResolvedValueOnce({ image: '/static/img/d/rule.svg', rule_text: '1. 每日签到；\n2. 满2<3件可用' });
    const page = await renderNodes([ruleImage], [example]);
    expect((await page.findByAltText('规则说明图')).getAttribute('src')).toBe('/static/img/d/rule.svg');
    expect(page.container.querySelector('p')?.textContent).toBe('1. 每日签到；\n2. 满2<3件可用');
    expect(load).toHaveBeenCalledWith({ type: undefined });
  });

  it('sanitises HTML rules and sends the rule type', async () => {
    load.mockResolvedValueOnce({ image: '', rule_text: '<p>新人专享<img src=x onerror="alert(1)"></p>' });
    const page = await renderNodes([ruleImage], [{ id: 'r', type: 'rule-image', props: { type: 'newbie' } }]);
    expect(await page.findByText('新人专享')).toBeVisible();
    expect(page.container.innerHTML).not.toContain('onerror');
    expect(load).toHaveBeenCalledWith({ type: 'newbie' });
  });
});
