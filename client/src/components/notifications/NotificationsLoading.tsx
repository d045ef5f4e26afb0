/** What the bell's dropdown shows until its list is read from the device. */
export function NotificationsLoading() {
  return <p className="popover-empty muted">Loading notifications…</p>;
}
