import type {
  CreateOrderDto,
  PaymentVerificationInput,
  SubscriptionAnswerDto,
  SupportRequestDto,
  SupportRequestInput,
} from '@flock/shared';
import { request, requestEnvelope } from './http';

/** Premium (spec 000 section 7 "Subscription") and the support form. */
export const subscriptionApi = {
  details: () => request<SubscriptionAnswerDto>('/subscription/details'),
  createOrder: (idempotencyKey: string) =>
    request<CreateOrderDto>('/subscription/create-order', { method: 'POST', idempotencyKey }),
  verifyPayment: (payment: PaymentVerificationInput, idempotencyKey: string) =>
    request<SubscriptionAnswerDto>('/subscription/verify-payment', {
      method: 'POST',
      body: payment,
      idempotencyKey,
    }),
};

export const supportApi = {
  /** Resolves with the envelope: its `message` says whether the request was marked priority. */
  send: (input: SupportRequestInput, idempotencyKey: string) =>
    requestEnvelope<{ message: string; data: SupportRequestDto }>('/support', {
      method: 'POST',
      body: input,
      idempotencyKey,
    }),
};
