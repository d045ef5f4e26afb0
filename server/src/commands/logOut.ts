import type { Session } from '../models/Session.js';

/** Ends this device's session; its token stops working at once. */
export async function logOut(session: Session): Promise<void> {
  await session.update({ revokedAt: new Date() });
}
