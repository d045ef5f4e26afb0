/** Reads the `exp` claim of a JWT without verifying it (the server verifies); null when unreadable. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export const isTokenExpired = (token: string, now = Date.now()): boolean => {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
};
