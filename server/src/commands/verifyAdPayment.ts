import type { PaymentVerification } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { Advertisement } from '../models/Advertisement.js';
import type { User } from '../models/User.js';
import { findOwnAd } from '../policies/advertisementPolicy.js';
import { unsafeUrlReason } from '../policies/adUrlSafety.js';
import { atProvider, requirePayments } from './paymentProvider.js';

/**
 * `POST /advertisements/payment/verify`: checks checkout's signature of the ad's order (constant
 * time, key secret; an older order of the same ad counts too, as Razorpay's notes on it say). A paid ad goes live from its start date, or is rejected with the reason when a
 * link in it fails the safety check. A wrong signature or order is 400 and changes nothing; a replay
 * of a payment already applied answers the ad as it is.
 */
export async function verifyAdPayment(
  ctx: AppContext,
  member: User,
  adId: string,
  payment: Omit<PaymentVerification, 'subscriptionId'>,
): Promise<Advertisement> {
  const gateway = requirePayments(ctx);
  const refuse = (reason: string) => {
    ctx.logger.info({ userId: member.id, adId, reason }, 'ad payment verification refused');
    return new AppError('payment_verification_failed');
  };
  const { orderId } = payment;
  const found = await findOwnAd(ctx.db.models, member.id, adId);
  if (!orderId || !gateway.isOrderPaymentSigned({ ...payment, orderId })) throw refuse('bad signature');
  // An earlier order for the ad (a second Pay replaced it meanwhile) still pays for it: Razorpay says whose it is.
  if (found.razorpayOrderId !== orderId) {
    const order = await atProvider(ctx, 'fetch order', () => gateway.fetchOrder(orderId));
    if (order.notes.ad_id !== found.id) throw refuse('not the ad’s order');
  }
  return ctx.db.sequelize.transaction(async (transaction) => {
    const ad = await findOwnAd(ctx.db.models, member.id, adId, transaction);
    if (ad.paidAt) return ad;
    const reason = unsafeUrlReason(ad.ctaUrl) ?? unsafeUrlReason(ad.mediaUrl);
    await ad.update(
      {
        paidAt: new Date(),
        razorpayOrderId: orderId,
        razorpayPaymentId: payment.paymentId,
        status: reason ? 'rejected' : 'active',
        rejectionReason: reason,
      },
      { transaction },
    );
    return ad;
  });
}
