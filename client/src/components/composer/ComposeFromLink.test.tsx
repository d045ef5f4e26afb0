import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComposeFromLink } from './ComposeFromLink';
import { ComposerContext } from './useComposer';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(url: string) {
  const open = vi.fn();
  render(
    <ComposerContext.Provider value={{ open, isOpen: false }}>
      <MemoryRouter initialEntries={[url]}>
        <ComposeFromLink />
        <Where />
      </MemoryRouter>
    </ComposerContext.Provider>,
  );
  return open;
}

describe('ComposeFromLink', () => {
  it('opens the composer for ?compose=1 and takes the parameter off the address', () => {
    const open = show('/dashboard?compose=1&section=home');
    expect(open).toHaveBeenCalledWith({ mode: 'post' });
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?section=home');
  });

  it('opens it prefilled for a share and takes the share fields off the address', () => {
    const open = show('/dashboard?title=Flock&text=Look&url=https%3A%2F%2Fexample.com');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ mode: 'post', initialText: 'Flock\nLook\nhttps://example.com' });
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('does nothing on other addresses', () => {
    const open = show('/dashboard?section=explore');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?section=explore');
  });

  it('opens a post for shared files even when they can no longer be read, and clears the address', async () => {
    const open = show('/dashboard?shared=m1a2-0');
    await waitFor(() => expect(open).toHaveBeenCalledWith({ mode: 'post' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});
