import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './AppLink';

afterEach(cleanup);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${pathname}${search}${hash}`}</p>;
}

function renderAt(path: string, link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

const where = () => screen.getByTestId('where').textContent;

describe('AppLink', () => {
  it('is a link to its path and opens it in place, as a new history entry', () => {
    const link = renderAt('/dashboard', <AppLink to="/explore?q=birds#top">Explore</AppLink>);
    expect(link.getAttribute('href')).toBe('/explore?q=birds#top');
    expect(fireEvent.click(link)).toBe(false);
    expect(where()).toBe('PUSH /explore?q=birds#top');
  });

  it('replaces the history entry when it leads to the page already shown', () => {
    const link = renderAt('/notifications', <AppLink to="/notifications">Notifications</AppLink>);
    fireEvent.click(link);
    expect(where()).toBe('REPLACE /notifications');
  });

  it('leaves a click with a modifier key, another button or another window to the browser', () => {
    const link = renderAt(
      '/dashboard',
      <AppLink to="/profile" target="_blank">
        Profile
      </AppLink>,
    );
    // What the link left to the browser, read after its handler; then jsdom, which cannot open pages, is stopped.
    const leftToTheBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(link);
      link.removeAttribute('target');
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { metaKey: true });
      fireEvent.click(link, { shiftKey: true });
      fireEvent.click(link, { altKey: true });
      fireEvent.click(link, { button: 1 });
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToTheBrowser).toEqual([true, true, true, true, true, true]);
    expect(where()).toBe('POP /dashboard');
  });

  it('runs its own click handler first, and does not navigate when that handler prevents it', () => {
    const seen = vi.fn();
    const link = renderAt(
      '/dashboard',
      <AppLink to="/lists" onClick={(event) => (seen(), event.preventDefault())}>
        Lists
      </AppLink>,
    );
    fireEvent.click(link);
    expect(seen).toHaveBeenCalledOnce();
    expect(where()).toBe('POP /dashboard');
  });
});
