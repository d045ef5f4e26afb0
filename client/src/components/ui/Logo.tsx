/** The Flock mark: three birds in flight. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#1565c0" />
      <path
        d="M14 30c5-6 11-6 14 0 3-6 9-6 14 0M24 42c4-5 9-5 11 0 2-5 7-5 11 0M30 20c3-4 7-4 9 0 2-4 6-4 9 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  return (
    <div className="auth-brand">
      <Logo />
      <span>Flock</span>
    </div>
  );
}
