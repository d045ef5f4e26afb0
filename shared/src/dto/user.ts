import type { ProfileVisibility, Theme } from '../constants.js';

export type SubscriptionType = 'basic' | 'premium';
export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'inactive';

/** A member as anyone signed in may see them. Never carries the email. */
export interface PublicUserDto {
  id: string;
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  username: string;
  bio: string;
  profilePicture: string | null;
  createdAt: string;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isFollowing: boolean;
  isPremium: boolean;
  subscriptionType: SubscriptionType;
}

export interface UserSettingsDto {
  emailNotifications: boolean;
  pushNotifications: boolean;
  profileVisibility: ProfileVisibility;
  twoFactorEnabled: boolean;
}

/** The signed-in member's own record. */
export interface SelfUserDto extends PublicUserDto {
  email: string;
  theme: Theme;
  isEmailVerified: boolean;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionStartDate: string | null;
  subscriptionEndDate: string | null;
  subscriptionCurrentPeriodStart: string | null;
  subscriptionCurrentPeriodEnd: string | null;
  subscriptionCanceledAt: string | null;
  settings: UserSettingsDto;
}

export interface AuthResponseData {
  user?: SelfUserDto;
  token?: string;
  requiresVerification?: boolean;
  email?: string;
}

export interface CooldownStatusData {
  cooldownActive: boolean;
  cooldownSecondsLeft: number;
}
