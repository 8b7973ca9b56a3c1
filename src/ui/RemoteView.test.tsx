// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/request/errors';
import { RemoteView } from './RemoteView';
import type { Remote } from './use-remote';

afterEach(cleanup);

const failed = (error: unknown): Remote<string> => ({
  status: 'failed',
  data: undefined,
  error,
  reload: vi.fn(),
  refresh: vi.fn(() => Promise.resolve(false)),
});

const panelOf = (remote: Remote<string>) => {
  render(<RemoteView remote={remote}>{(data) => <p>{data}</p>}</RemoteView>);
  return screen.getByRole('alert');
};

describe('RemoteView', () => {
  it('a load failed on an ignore-list code: its title, 请稍后重试 and a reload, whatever the error says (CONTRACT §5)', () => {
    const remote = failed(new ApiError('silent', '后台内部：缓存未命中', 130101));
    expect(panelOf(remote).textContent).toBe('!加载失败请稍后重试重新加载');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(remote.reload).toHaveBeenCalledOnce();
  });

  it('a refusal in the server\'s words shows them; a transport failure the network hint', () => {
    expect(panelOf(failed(new ApiError('business', '商品已下架', 40004, true))).textContent).toBe('!加载失败商品已下架重新加载');
    cleanup();
    expect(panelOf(failed(new ApiError('timeout', '请求超时，请检查网络后重试'))).textContent).toBe('!加载失败请检查网络后重试重新加载');
  });
});
