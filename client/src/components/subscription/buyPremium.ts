import { SUBSCRIPTION_MESSAGES, uuidv7, type SelfUserDto, type SubscriptionAnswerDto } from '@flock/shared';
import { subscriptionApi } from '../../api/subscription';
import { errorText } from '../../data/errorText';
import { saveOwnProfile } from '../../data/profile';
import { checkoutOptions, type CheckoutFailure, type CheckoutSuccess } from './checkoutOptions';
import { loadCheckout } from './loadCheckout';

export type PurchaseOutcome =
  | { kind: 'paid'; answer: SubscriptionAnswerDto }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string };

/**
 * The purchase, online only: create-order, Razorpay's checkout for the subscription, then
 * verify-payment with what the checkout returned. The member's record from the answer is stored, so
 * the badge and the page change at once. Each step's failure has the spec's message.
 */
export async function buyPremium(member: SelfUserDto): Promise<PurchaseOutcome> {
  let order;
  try {
    order = await subscriptionApi.createOrder(uuidv7());
  } catch (error) {
    return { kind: 'failed', message: errorText(error, SUBSCRIPTION_MESSAGES.createOrderFailed) };
  }
  let paid: CheckoutSuccess | { failed: string } | null;
  try {
    const Razorpay = await loadCheckout();
    paid = await new Promise((resolve) => {
      // A failed attempt leaves the checkout open for another try; it only counts once it is closed.
      let lastFailure: string | null = null;
      const checkout = new Razorpay(
        checkoutOptions(order, member, {
          onPaid: resolve,
          onDismiss: () => resolve(lastFailure === null ? null : { failed: lastFailure }),
        }),
      );
      checkout.on('payment.failed', (response: CheckoutFailure) => {
        lastFailure = response.error?.description ?? SUBSCRIPTION_MESSAGES.checkoutClosed;
      });
      checkout.open();
    });
  } catch {
    return { kind: 'failed', message: SUBSCRIPTION_MESSAGES.initiateFailed };
  }
  if (!paid) return { kind: 'dismissed' };
  if ('failed' in paid) return { kind: 'failed', message: paid.failed };
  try {
    const answer = await subscriptionApi.verifyPayment(
      { ...paid, razorpay_subscription_id: paid.razorpay_subscription_id ?? order.subscriptionId },
      uuidv7(),
    );
    await saveOwnProfile(answer.user).catch(() => undefined);
    return { kind: 'paid', answer };
  } catch (error) {
    return { kind: 'failed', message: errorText(error, SUBSCRIPTION_MESSAGES.verifyFailed) };
  }
}
