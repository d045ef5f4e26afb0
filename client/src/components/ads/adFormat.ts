const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-IN');

export const formatRupees = (amount: number) => rupees.format(amount);
export const formatCount = (count: number) => whole.format(count);
export const formatCtr = (ctr: number) => `${ctr.toFixed(2)}%`;

export const STATUS_LABELS = {
  active: 'Active',
  paused: 'Paused',
  pending: 'Pending',
  completed: 'Completed',
  rejected: 'Rejected',
} as const;
