import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { AppLink } from '../components/ui/AppLink';
import { Brand } from '../components/ui/Logo';
import './StaticPage.css';

/** The frame of the pages outside the app's layout (terms, privacy, support): brand, Back and a title. */
export function StaticShell({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <main className="static-layout">
      <article className="static-card">
        <Brand />
        <AppLink
          to="/"
          className="static-back"
          onClick={(event) => {
            if (!hasHistory) return;
            event.preventDefault();
            navigate(-1);
          }}
        >
          <ArrowLeft size={18} aria-hidden="true" />
          Back
        </AppLink>
        <h1>{title}</h1>
        {children}
      </article>
    </main>
  );
}
