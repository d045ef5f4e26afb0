/**
 * What the statements of one home feed request (queries/homeFeed.ts) tell about how it was answered.
 * The stored timeline is read first on every request (queries/timelinePage.ts; a timeline job
 * running meanwhile also reads timeline_entries, but never joined with timeline_states); the page is
 * computed from the posts instead (followedFeedSql) or is everyone's open posts (everyonesPostsSql).
 */
export function howFeedWasRead(statements: readonly string[]) {
  const timelineRead = statements.some((sql) =>
    /FROM timeline_entries e\s+JOIN timeline_states s /.test(sql),
  );
  const computed = statements.some((sql) => sql.includes('JOIN reposts r ON r.user_id = f.followee_id'));
  const everyones = statements.some((sql) => sql.includes(') open_posts'));
  return { fromTimeline: timelineRead && !computed && !everyones, computed };
}
