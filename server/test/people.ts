import crypto from 'node:crypto';
import type { ProfileVisibility } from '@flock/shared';
import { expect } from 'vitest';
import { bearer } from './accounts.js';
import { grantPremium, memberIdOf } from './premium.js';
import type { TestApp } from './testApp.js';

/** Steps the people API tests share: profile visibility, unfollowing, deactivating, unique names. */

/** A visibility other than public is a premium control: the member is made premium first. */
export async function setProfileVisibility(
  app: TestApp,
  token: string,
  profileVisibility: ProfileVisibility,
): Promise<void> {
  if (profileVisibility !== 'public') await grantPremium(app, await memberIdOf(app, token));
  const res = await app.request.put('/api/settings').set(bearer(token)).send({ profileVisibility });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function unfollow(app: TestApp, token: string, userId: string): Promise<void> {
  const res = await app.request.post(`/api/users/unfollow/${userId}`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** There is no API for it: an administrator's action. */
export async function deactivate(app: TestApp, userId: string): Promise<void> {
  await app.ctx.db.models.User.update({ isActive: false }, { where: { id: userId } });
}

/** Letters only, so it is a valid first name and a searchable prefix nobody else has. */
export const uniqueName = () =>
  [...crypto.randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
