import type { AdListItemDto } from '@flock/shared';

/** The member's own campaign as the Advertiser dashboard shows it (memberDb.ts version 13). */
export interface AdRecord extends AdListItemDto {
  createdAt: string;
  savedAt: number;
}

/** The server's campaign as the device keeps it. */
export const toAdRecord = (ad: AdListItemDto): AdRecord => ({
  ...ad,
  createdAt: ad.created_at,
  savedAt: Date.now(),
});
