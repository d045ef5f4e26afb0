import type { AccessTokenClaims } from '../services/authTokens.js';
import type { Session } from '../models/Session.js';
import type { User } from '../models/User.js';

declare global {
  namespace Express {
    interface Request {
      /** Set by readBearerToken: the verified claims, `null` for a bad token, undefined without one. */
      tokenClaims?: AccessTokenClaims | null;
      /** Set by requireAuth. */
      user?: User;
      session?: Session;
      /**
       * Set by the idempotency middleware for a keyed multipart request: claims the key once the
       * parts are read (`parts`: the fields and file digests). False when it answered the request itself.
       */
      claimIdempotency?: (parts: unknown) => Promise<boolean>;
    }
  }
}

export {};
