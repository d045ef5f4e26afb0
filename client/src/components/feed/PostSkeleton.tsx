/** Grey placeholders in the shape of post cards while the first page loads. */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="feed-skeletons" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading posts
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="post-skeleton" aria-hidden="true">
          <span className="skeleton skeleton-avatar" />
          <span className="post-skeleton-lines">
            <span className="skeleton skeleton-line skeleton-line-short" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line skeleton-line-medium" />
          </span>
        </div>
      ))}
    </div>
  );
}
