import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeStatus } from '../../realtime/connectionStatus';
import { LiveIndicator } from './LiveIndicator';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setRealtimeStatus('offline');
});

describe('LiveIndicator', () => {
  it('shows the live connection state: Live, Connecting, Offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<LiveIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Offline');
    act(() => setRealtimeStatus('connecting'));
    expect(screen.getByRole('status').textContent).toBe('Connecting');
    act(() => setRealtimeStatus('live'));
    expect(screen.getByRole('status').textContent).toBe('Live');
    expect(screen.getByRole('status').className).toContain('is-live');
  });

  it('is Offline while the browser is offline, whatever the socket last said', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    setRealtimeStatus('live');
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
