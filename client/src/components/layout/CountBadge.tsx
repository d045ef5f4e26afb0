import './CountBadge.css';

/** The text of an unread badge: nothing at 0, `N+` above the limit. */
export function formatBadgeCount(count: number, limit: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > limit ? `${limit}+` : String(Math.floor(count));
}

interface CountBadgeProps {
  count: number;
  limit: number;
  /** Id of the spoken description; the owner points `aria-describedby` at it. */
  descriptionId: string;
  className?: string;
}

/** A small count bubble. The owning control keeps its own name; the count is read as its description. */
export function CountBadge({ count, limit, descriptionId, className = '' }: CountBadgeProps) {
  const text = formatBadgeCount(count, limit);
  if (!text) return null;
  return (
    <>
      <span className={`count-badge ${className}`} aria-hidden="true">
        {text}
      </span>
      {/* hidden, so it is not part of the owner's name; aria-describedby still reads it */}
      <span id={descriptionId} hidden>
        {text} unread
      </span>
    </>
  );
}
