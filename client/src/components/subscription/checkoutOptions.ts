import {
  CHECKOUT_METHODS,
  PREMIUM_PRICE_LABEL,
  type CheckoutMethod,
  type CreateOrderDto,
  type SelfUserDto,
} from '@flock/shared';

/** What Razorpay's checkout hands the page when a payment goes through. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_subscription_id?: string;
  razorpay_order_id?: string;
  razorpay_signature: string;
}

export interface CheckoutFailure {
  error?: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  subscription_id: string;
  order_id?: string;
  customer_id: string;
  name: string;
  description: string;
  /** A subscription charges again every month. */
  recurring: 1;
  /** Razorpay reminds the member before each charge. */
  reminder_enable: true;
  prefill: { name: string; email: string };
  theme: { color: string };
  config: {
    display: {
      blocks: Record<CheckoutMethod, { name: string; instruments: Array<{ method: CheckoutMethod }> }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
  handler(response: CheckoutSuccess): void;
  modal: { ondismiss(): void; escape: boolean; confirm_close: boolean };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: CheckoutFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

const METHOD_NAMES: Record<CheckoutMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
};

/**
 * The checkout for the member's subscription (spec 000 section 7): recurring, with reminders on,
 * offering UPI, card, netbanking and wallet in that order and no other method.
 */
export function checkoutOptions(
  order: CreateOrderDto,
  member: Pick<SelfUserDto, 'firstName' | 'lastName' | 'email'>,
  callbacks: { onPaid(response: CheckoutSuccess): void; onDismiss(): void },
): RazorpayOptions {
  const blocks = Object.fromEntries(
    CHECKOUT_METHODS.map((method) => [
      method,
      { name: `Pay with ${METHOD_NAMES[method]}`, instruments: [{ method }] },
    ]),
  ) as RazorpayOptions['config']['display']['blocks'];
  return {
    key: order.key,
    subscription_id: order.subscriptionId,
    ...(order.orderId ? { order_id: order.orderId } : {}),
    customer_id: order.customerId,
    name: 'Flock',
    description: `Premium, ${PREMIUM_PRICE_LABEL}`,
    recurring: 1,
    reminder_enable: true,
    prefill: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
    theme: { color: '#1d9bf0' },
    config: {
      display: {
        blocks,
        sequence: CHECKOUT_METHODS.map((method) => `block.${method}`),
        preferences: { show_default_blocks: false },
      },
    },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss, escape: true, confirm_close: true },
  };
}
