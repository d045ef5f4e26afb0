import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';
import { dismissUpdate, offerUpdate } from './updateStore';

afterEach(() => {
  act(() => dismissUpdate());
  cleanup();
});

describe('UpdatePrompt', () => {
  it('stays empty until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('announces the update and applies it only when the member chooses Reload', () => {
    const apply = vi.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));

    expect(screen.getByRole('status').textContent).toContain('Update available');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Reload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides on Later without applying, and shows again for the next offer', () => {
    const apply = vi.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));

    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(apply).not.toHaveBeenCalled();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
