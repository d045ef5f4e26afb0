/** Spec 000 "Other": the generic error screen. */
export function ErrorScreen({ onRetry }: { onRetry(): void }) {
  return (
    <main className="center-screen">
      <h1>Something went wrong</h1>
      <p className="muted">An unexpected error stopped this page. Your data is safe.</p>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try Again
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </main>
  );
}
