import type { AdOrderDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { findOwnAd } from '../policies/advertisementPolicy.js';
import { atProvider, requirePayments } from './paymentProvider.js';

const CURRENCY = 'INR';

/**
 * `POST /advertisements/payment`: a Razorpay order for the pending ad's whole budget, in paise. An
 * order made earlier for the same ad and budget that was never paid is offered again.
 */
export async function createAdCheckout(ctx: AppContext, member: User, adId: string): Promise<AdOrderDto> {
  const gateway = requirePayments(ctx);
  const ad = await findOwnAd(ctx.db.models, member.id, adId);
  if (ad.status !== 'pending') throw new AppError('ad_not_pending');

  const earlier = ad.razorpayOrderId ? await gateway.fetchOrder(ad.razorpayOrderId).catch(() => null) : null;
  const order =
    earlier && earlier.status === 'created' && earlier.amount === ad.budgetPaise
      ? earlier
      : await atProvider(ctx, 'create ad order', () =>
          gateway.createOrder({
            amount: ad.budgetPaise,
            currency: CURRENCY,
            receipt: `ad_${ad.id.replace(/-/g, '').slice(0, 30)}`,
            notes: { ad_id: ad.id, member_id: member.id },
          }),
        );
  if (order.id !== ad.razorpayOrderId) await ad.update({ razorpayOrderId: order.id });
  return {
    orderId: order.id,
    amount: order.amount,
    currency: order.currency,
    key: gateway.keyId,
    adId: ad.id,
  };
}
