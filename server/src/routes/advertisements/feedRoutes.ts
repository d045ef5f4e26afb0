import express, { type Router } from 'express';
import { AD_FEED_DEFAULT, AD_FEED_MAX, AdFeedQuerySchema, type AdClickDto } from '@flock/shared';
import { countAdEvent } from '../../commands/countAdEvent.js';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { presentFeedAd } from '../../presenters/presentAdvertisement.js';
import { findServableAds } from '../../queries/servableAds.js';

/** Ad statuses whose link still works for someone who was shown the ad. */
const CLICKABLE = new Set(['active', 'paused', 'completed']);

/** Serving: the ads for a viewer's feed (each counted as an impression) and clicks on them. */
export function feedRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.get('/feed', async (req, res) => {
    const { limit = AD_FEED_DEFAULT } = parse(AdFeedQuerySchema, req.query);
    const viewer = currentUser(req);
    const now = new Date();
    // Twice as many candidates as wanted: some may run out of budget to concurrent viewers meanwhile.
    const candidates = await findServableAds(ctx.db, viewer.id, now, Math.min(limit * 2, AD_FEED_MAX * 2));
    const served = [];
    for (const ad of candidates) {
      if (served.length >= limit) break;
      if ((await countAdEvent(ctx, ad, viewer.id, 'impression', now)) !== 'unaffordable') served.push(ad);
    }
    const advertisements = served.map(presentFeedAd);
    sendOk(res, { advertisements });
  });

  router.post('/:id/click', async (req, res) => {
    const viewer = currentUser(req);
    const id = req.params.id as string;
    const ad = isUuid(id) ? await ctx.db.models.Advertisement.findByPk(id) : null;
    if (!ad || !CLICKABLE.has(ad.status)) throw new AppError('ad_not_found');
    // Only a click by someone the ad was served to counts (a link passed around does not), and never
    // the owner's own (e.g. trying the link).
    const served =
      ad.userId !== viewer.id &&
      (await ctx.db.models.AdvertisementEvent.count({
        where: { advertisementId: ad.id, viewerId: viewer.id, kind: 'impression' },
      })) > 0;
    const counted = served && (await countAdEvent(ctx, ad, viewer.id, 'click')) === 'counted';
    const data: AdClickDto = { targetUrl: ad.ctaUrl, counted };
    sendOk(res, data, { topLevel: { ...data } });
  });

  return router;
}
