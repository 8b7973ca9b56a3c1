// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichHtml } from './RichHtml';

describe('RichHtml', () => {
  it('draws plain markup at once, without the sanitiser', () => {
    const { container } = render(<RichHtml html='<p>全场<b>包邮</b></p>' />);
    expect(container.querySelector('b')?.textContent).toBe('包邮');
  });

  it('draws other markup once the sanitiser has come, and sanitised', async () => {
    const { container } = render(<RichHtml html='<p onclick="alert(1)">规则<img src="x" onerror="alert(2)"></p>' />);
    expect(container.textContent).toBe('');
    expect(await screen.findByText('规则')).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/onclick|onerror/);
  });
});
