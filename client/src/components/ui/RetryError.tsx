import './RetryError.css';

interface RetryErrorProps {
  message: string;
  /** Without it the error stands alone (e.g. when Load More is still there to press again). */
  onRetry?(): void;
  className?: string;
}

/** A list's inline failure under what it already shows: the message and, where it helps, Retry. */
export function RetryError({ message, onRetry, className }: RetryErrorProps) {
  return (
    <div className={className ? `retry-error ${className}` : 'retry-error'} role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
