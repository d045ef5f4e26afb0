import { adTextsOf, toPaise, type AdCreateValues } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { Advertisement } from '../models/Advertisement.js';
import type { User } from '../models/User.js';
import { findReplayedRecord } from './clientIds.js';

/**
 * `POST /advertisements/create`: a pending campaign with its target interests, which must all exist.
 * It starts at its start date (now when none is given) once paid for. A create sent again under the
 * same client id answers the ad made the first time.
 */
export async function createAdvertisement(
  ctx: AppContext,
  member: User,
  values: AdCreateValues,
): Promise<{ ad: Advertisement; interests: string[]; created: boolean }> {
  const { Advertisement, AdvertisementInterest, InterestCategory } = ctx.db.models;
  const replayed = await findReplayedRecord(
    values.id,
    (id) => Advertisement.findByPk(id),
    (ad) => ad.userId,
    member.id,
  );
  if (replayed) {
    const rows = await AdvertisementInterest.findAll({ where: { advertisementId: replayed.id } });
    return { ad: replayed, interests: rows.map((row) => row.categoryId), created: false };
  }

  const interests = [...new Set(values.targetInterests)];
  const known = await InterestCategory.findAll({ where: { id: interests }, attributes: ['id'] });
  const unknown = interests.filter((id) => !known.some((category) => category.id === id));
  if (unknown.length > 0) {
    throw new AppError('unknown_interest', {
      errors: [{ path: 'targetInterests', msg: `Unknown interest category: ${unknown.join(', ')}` }],
    });
  }

  const ad = await ctx.db.sequelize.transaction(async (transaction) => {
    const made = await Advertisement.create(
      {
        ...(values.id ? { id: values.id.toLowerCase() } : {}),
        userId: member.id,
        ...adTextsOf(values),
        budgetType: values.budgetType,
        budgetPaise: toPaise(values.budgetAmount),
        status: 'pending',
        rejectionReason: null,
        targeted: interests.length > 0,
        startDate: values.startDate ? new Date(values.startDate) : new Date(),
        endDate: values.endDate ? new Date(values.endDate) : null,
        razorpayOrderId: null,
        razorpayPaymentId: null,
        paidAt: null,
      },
      { transaction },
    );
    await AdvertisementInterest.bulkCreate(
      interests.map((categoryId) => ({ advertisementId: made.id, categoryId })),
      { transaction },
    );
    return made;
  });
  return { ad, interests, created: true };
}
