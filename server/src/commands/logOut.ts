import type { AppContext } from '../context.js';
import type { Session } from '../models/Session.js';

/** Ends this device's session; its token stops working at once and its live connection closes. */
export async function logOut(ctx: AppContext, session: Session): Promise<void> {
  await session.update({ revokedAt: new Date() });
  ctx.realtime.disconnect({ sessionId: session.id });
}
