/** A date as the Subscription page shows it (e.g. "12 March 2026"), or a dash without one. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  inactive: 'Inactive',
};

export const statusLabel = (status: string | null) =>
  status ? (STATUS_LABELS[status] ?? status) : 'Free plan';
