import type {
  AdAnalyticsDto,
  AdClickDto,
  AdListItemDto,
  AdOrderDto,
  FeedAdDto,
  PaymentVerificationInput,
} from '@flock/shared';
import { request } from './http';

/** Advertising (spec 001 section 7 "Advertisements"); writes of campaigns go through the outbox. */
export const adPaths = {
  create: '/advertisements/create',
  pause: (id: string) => `/advertisements/${encodeURIComponent(id)}/pause`,
  resume: (id: string) => `/advertisements/${encodeURIComponent(id)}/resume`,
};

export const advertisementsApi = {
  myAds: () => request<AdListItemDto[]>('/advertisements/my-ads'),
  feed: (limit: number) => request<{ advertisements: FeedAdDto[] }>(`/advertisements/feed?limit=${limit}`),
  click: (id: string) =>
    request<AdClickDto>(`/advertisements/${encodeURIComponent(id)}/click`, { method: 'POST' }),
  analytics: (id: string) => request<AdAnalyticsDto>(`/advertisements/${encodeURIComponent(id)}/analytics`),
  createOrder: (adId: string, idempotencyKey: string) =>
    request<AdOrderDto>('/advertisements/payment', { method: 'POST', body: { adId }, idempotencyKey }),
  verifyPayment: (adId: string, payment: PaymentVerificationInput, idempotencyKey: string) =>
    request<AdListItemDto>('/advertisements/payment/verify', {
      method: 'POST',
      body: { adId, ...payment },
      idempotencyKey,
    }),
};
