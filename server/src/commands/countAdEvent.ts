import { AD_UNIT_COST_PAISE, type AdBudgetType } from '@flock/shared';
import { literal, Op, UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { AdEventKind } from '../models/AdvertisementEvent.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** An impression counts once a minute per viewer and ad; a click once an hour. */
const BUCKET_MS: Record<AdEventKind, number> = { impression: MINUTE_MS, click: HOUR_MS };

/** What each budget type pays for. */
const BILLED_KIND: Record<AdBudgetType, AdEventKind> = { cpm: 'impression', cpc: 'click' };

export type AdEventOutcome = 'counted' | 'repeat' | 'unaffordable';

/**
 * Counts one impression or click of an ad for a viewer and charges it when the ad's budget type pays
 * for that kind, all in one transaction. The event row is unique per (ad, viewer, kind, bucket), so a
 * repeat within the bucket changes nothing. The charge is one conditional `UPDATE`: it only matches
 * while the ad is active and its remaining budget pays for this event (and, for an impression of a
 * cpc ad, for a click after it), so concurrent requests never spend past the budget. The update that
 * leaves less than one more billed event's worth marks the ad completed. Spend is integer paise.
 */
export async function countAdEvent(
  ctx: AppContext,
  ad: { id: string; budgetType: AdBudgetType },
  viewerId: string,
  kind: AdEventKind,
  now: Date = new Date(),
): Promise<AdEventOutcome> {
  const { Advertisement, AdvertisementEvent } = ctx.db.models;
  const unit = AD_UNIT_COST_PAISE[ad.budgetType];
  const billed = BILLED_KIND[ad.budgetType] === kind;
  const cost = billed ? unit : 0;
  const counter = kind === 'impression' ? 'total_impressions' : 'total_clicks';

  return ctx.db.sequelize.transaction(async (transaction) => {
    // Counts of one ad take turns on its row: on MySQL the event's foreign key takes a shared lock on
    // the ad, and two requests each holding one while updating the ad would deadlock.
    await Advertisement.findByPk(ad.id, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    let event;
    try {
      event = await AdvertisementEvent.create(
        {
          advertisementId: ad.id,
          viewerId,
          kind,
          bucket: Math.floor(now.getTime() / BUCKET_MS[kind]),
          day: now.toISOString().slice(0, 10),
          costPaise: cost,
          createdAt: now,
        },
        { transaction },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintError) return 'repeat';
      throw error;
    }
    // A free click (on a cpm ad) still counts on an ad that has since been paused or completed.
    const countable =
      billed || kind === 'impression'
        ? {
            status: 'active',
            [Op.and]: [literal(`spent_paise + ${cost === 0 ? unit : cost} <= budget_paise`)],
          }
        : { status: { [Op.in]: ['active', 'paused', 'completed'] } };
    // `status` first: MySQL reads later SET terms with the earlier ones applied, SQLite never does.
    const [updated] = await Advertisement.update(
      {
        status: literal(
          cost > 0
            ? `CASE WHEN spent_paise + ${cost + unit} > budget_paise THEN 'completed' ELSE status END`
            : 'status',
        ) as unknown as 'active',
        spentPaise: literal(`spent_paise + ${cost}`) as unknown as number,
        [kind === 'impression' ? 'totalImpressions' : 'totalClicks']: literal(`${counter} + 1`),
      },
      { where: { id: ad.id, ...countable }, transaction },
    );
    if (updated === 0) {
      await event.destroy({ transaction });
      return 'unaffordable';
    }
    return 'counted';
  });
}
