import { AD_UNIT_COST_PAISE } from '@flock/shared';
import { literal, Op } from 'sequelize';
import type { Database } from '../db/database.js';
import type { Advertisement } from '../models/Advertisement.js';

/**
 * Ads a viewer may be shown now: active, within their dates, with budget left for one more billed
 * event, not the viewer's own, and untargeted or sharing one of the viewer's interests. The least
 * recently counted come first, so campaigns take turns.
 */
export async function findServableAds(
  db: Database,
  viewerId: string,
  now: Date,
  limit: number,
): Promise<Advertisement[]> {
  const viewer = db.sequelize.escape(viewerId);
  return db.models.Advertisement.findAll({
    where: {
      status: 'active',
      startDate: { [Op.lte]: now },
      userId: { [Op.ne]: viewerId },
      [Op.and]: [
        { [Op.or]: [{ endDate: null }, { endDate: { [Op.gt]: now } }] },
        literal(
          `spent_paise + CASE budget_type WHEN 'cpc' THEN ${AD_UNIT_COST_PAISE.cpc} ELSE ${AD_UNIT_COST_PAISE.cpm} END <= budget_paise`,
        ),
        {
          [Op.or]: [
            { targeted: false },
            literal(
              `EXISTS (SELECT 1 FROM advertisement_interests ai JOIN user_interests ui ON ui.category_id = ai.category_id WHERE ai.advertisement_id = \`Advertisement\`.\`id\` AND ui.user_id = ${viewer})`,
            ),
          ],
        },
      ],
    },
    order: [
      ['updatedAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit,
  });
}
