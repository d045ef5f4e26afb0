import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';
import StaticPage from './StaticPage';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const app = (entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/terms" element={<StaticPage page="terms" />} />
        <Route path="/privacy" element={<StaticPage page="privacy" />} />
        <Route path="/missing" element={<NotFoundPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('NotFoundPage', () => {
  it('offers the dashboard, going back and support', () => {
    app(['/somewhere', '/missing']);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});

describe('StaticPage', () => {
  it('shows each page with a way back', () => {
    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      app([path]);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
      cleanup();
    }
  });

  it('takes the Back link to the start when there is nowhere to go back to', () => {
    app(['/terms']);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
