// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

// The toast's own code cannot be fetched (offline before it arrived).
vi.mock('./vant-toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('toast without its code', () => {
  it('still tells the shopper, as a plain status line that goes away', async () => {
    vi.useFakeTimers();
    toast('网络连接失败，请检查网络后重试');
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('网络连接失败，请检查网络后重试'));
    vi.advanceTimersByTime(2000);
    expect(document.querySelector('[role="status"]')).toBeNull();
    vi.useRealTimers();
  });

  it('shows nothing for an empty message', async () => {
    toast('');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
