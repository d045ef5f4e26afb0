import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { Logo } from '../components/ui/Logo';
import { AppLink } from '../components/ui/AppLink';

/** Spec 000 route table: any unknown path. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page Not Found');
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <main className="center-screen">
      <Logo size={48} />
      <p
        className="not-found-code"
        aria-hidden="true"
        style={{ margin: 0, fontSize: '4rem', fontWeight: 800, color: 'var(--link)' }}
      >
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => navigate('/dashboard')}>
          Go to Dashboard
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => (canGoBack ? navigate(-1) : navigate('/', { replace: true }))}
        >
          Go Back
        </button>
      </div>
      <AppLink to="/support">Contact Support</AppLink>
    </main>
  );
}
