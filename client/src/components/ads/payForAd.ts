import { uuidv7, type AdListItemDto, type AdOrderDto, type SelfUserDto } from '@flock/shared';
import { advertisementsApi } from '../../api/advertisements';
import { errorText } from '../../data/errorText';
import { storeOwnAd } from '../../data/ads';
import type { CheckoutFailure, CheckoutSuccess, RazorpayCheckout } from '../subscription/checkoutOptions';
import { loadCheckout } from '../subscription/loadCheckout';

export type AdPaymentOutcome =
  { kind: 'paid'; ad: AdListItemDto } | { kind: 'dismissed' } | { kind: 'failed'; message: string };

/** Razorpay checkout's options for a one-off order. */
interface OrderCheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler(response: CheckoutSuccess): void;
  modal: { ondismiss(): void; escape: boolean; confirm_close: boolean };
}

const orderCheckout = (
  order: AdOrderDto,
  ad: Pick<AdListItemDto, 'title'>,
  member: Pick<SelfUserDto, 'firstName' | 'lastName' | 'email'>,
  callbacks: { onPaid(response: CheckoutSuccess): void; onDismiss(): void },
): OrderCheckoutOptions => ({
  key: order.key,
  order_id: order.orderId,
  amount: order.amount,
  currency: order.currency,
  name: 'Flock Ads',
  description: `Campaign budget: ${ad.title}`,
  prefill: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
  theme: { color: '#1d9bf0' },
  handler: callbacks.onPaid,
  modal: { ondismiss: callbacks.onDismiss, escape: true, confirm_close: true },
});

/**
 * Paying for a pending campaign, online only: an order for its budget, Razorpay's checkout, then the
 * verification with what the checkout returned. The answered ad (active, or rejected with a reason) is
 * stored on the device at once.
 */
export async function payForAd(
  ad: Pick<AdListItemDto, 'id' | 'title'>,
  member: SelfUserDto,
): Promise<AdPaymentOutcome> {
  let order: AdOrderDto;
  try {
    order = await advertisementsApi.createOrder(ad.id, uuidv7());
  } catch (error) {
    return { kind: 'failed', message: errorText(error, 'Failed to create order') };
  }
  let paid: CheckoutSuccess | { failed: string } | null;
  try {
    const Razorpay = (await loadCheckout()) as unknown as new (
      options: OrderCheckoutOptions,
    ) => RazorpayCheckout;
    paid = await new Promise((resolve) => {
      let lastFailure: string | null = null;
      const checkout = new Razorpay(
        orderCheckout(order, ad, member, {
          onPaid: resolve,
          onDismiss: () => resolve(lastFailure === null ? null : { failed: lastFailure }),
        }),
      );
      checkout.on('payment.failed', (response: CheckoutFailure) => {
        lastFailure = response.error?.description ?? 'Payment failed';
      });
      checkout.open();
    });
  } catch {
    return { kind: 'failed', message: 'Failed to initiate payment process' };
  }
  if (!paid) return { kind: 'dismissed' };
  if ('failed' in paid) return { kind: 'failed', message: paid.failed };
  try {
    const answered = await advertisementsApi.verifyPayment(
      ad.id,
      { ...paid, razorpay_order_id: paid.razorpay_order_id ?? order.orderId },
      uuidv7(),
    );
    await storeOwnAd(member.id, answered).catch(() => undefined);
    return { kind: 'paid', ad: answered };
  } catch (error) {
    return { kind: 'failed', message: errorText(error, 'Payment verification failed') };
  }
}
