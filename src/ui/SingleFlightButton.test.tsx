// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFailure } from '../core/request';
import { SingleFlightButton } from './SingleFlightButton';

vi.mock('../core/request', () => ({ reportFailure: vi.fn() }));
afterEach(cleanup);

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('SingleFlightButton', () => {
  it('runs one call for two quick taps, and is disabled and busy until it ends', async () => {
    const call = deferred();
    const onTap = vi.fn(() => call.promise);
    render(<SingleFlightButton onTap={onTap}>关注</SingleFlightButton>);
    const button = screen.getByRole('button', { name: '关注' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve());
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('tells a failure once and can be tapped again', async () => {
    const failure = new Error('boom');
    const onTap = vi.fn(() => Promise.reject(failure));
    render(<SingleFlightButton onTap={onTap}>退出登录</SingleFlightButton>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出登录' })));
    expect(reportFailure).toHaveBeenCalledWith(failure);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出登录' })));
    expect(onTap).toHaveBeenCalledTimes(2);
  });
});
