// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ListFooter } from './ListFooter';

afterEach(cleanup);

const noRetry = () => undefined;

it('the line under a list that got its first items is a new element, not the loading line moved down', () => {
  const { rerender } = render(<ListFooter status="loading" empty endText="" onRetry={noRetry} />);
  const loading = screen.getByRole('status');
  rerender(<ListFooter status="loading" empty={false} endText="" onRetry={noRetry} />);
  expect(loading.isConnected).toBe(false);
  const more = screen.getByRole('status');
  rerender(<ListFooter status="done" empty={false} endText="到底了" onRetry={noRetry} />);
  // Once items are there, the line stays one element as pages come (it moves with the list's end, as it should).
  expect(screen.getByText('到底了')).toBe(more);
});
