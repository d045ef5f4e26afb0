import type { SupportCategory } from '@flock/shared';

/** A request to the support team written on this device; it goes through the outbox like any write. */
export interface SupportRequestRecord {
  id: string;
  subject: string;
  category: SupportCategory;
  message: string;
  createdAt: string;
  /** Marked priority: the member's premium state when written, then the server's word once it took it. */
  priority: boolean;
  /** True once the server answered it. */
  sent: boolean;
  /** Why the server refused it, until a retry goes through. */
  refusal: string | null;
}
