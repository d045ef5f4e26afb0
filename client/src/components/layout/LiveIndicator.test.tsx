import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveIndicator } from './LiveIndicator';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LiveIndicator', () => {
  it('follows the browser going offline and online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<LiveIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Live');
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe('Offline');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('Live');
  });
});
