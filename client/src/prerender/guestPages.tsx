import type { ReactElement, ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';

/**
 * A guest page as a visitor with nothing stored sees it on arrival, for the build to render to HTML
 * (client/vite/prerenderGuestPages.ts runs this in Node, where the page finds no storage of its own).
 */
export function guestPage(path: string): ReactElement {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  return <App Router={Router} />;
}

/**
 * Renders the page to HTML once every lazy part has loaded. Preact's renderer, loaded here with the app
 * so that both use the same Preact; its streams would write Suspense's fallback first.
 */
export { renderToStringAsync as renderToHtml } from 'preact-render-to-string';
