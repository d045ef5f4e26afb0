import type {
  AuthResponseData,
  CooldownStatusData,
  LoginInput,
  RegisterInput,
  SelfUserDto,
  Theme,
} from '@flock/shared';
import { request, requestEnvelope } from './http';

export const authApi = {
  register: (input: RegisterInput) =>
    request<AuthResponseData>('/auth/register', { method: 'POST', body: input, anonymous: true }),
  login: (input: LoginInput) =>
    request<AuthResponseData>('/auth/login', { method: 'POST', body: input, anonymous: true }),
  verifyEmail: (email: string, otp: string) =>
    request<AuthResponseData>('/auth/verify-email', {
      method: 'POST',
      body: { email, otp },
      anonymous: true,
    }),
  resendVerification: (email: string) =>
    request<CooldownStatusData>('/auth/resend-verification', {
      method: 'POST',
      body: { email },
      anonymous: true,
    }),
  cooldownStatus: (email: string) =>
    request<CooldownStatusData>(`/auth/cooldown-status/${encodeURIComponent(email)}`, { anonymous: true }),
  forgotPassword: (email: string) =>
    requestEnvelope<{ success: true; message: string }>('/auth/forgot-password', {
      method: 'POST',
      body: { email },
      anonymous: true,
    }),
  resetPassword: (token: string, password: string) =>
    requestEnvelope<{ success: true; message: string }>('/auth/reset-password', {
      method: 'POST',
      body: { token, password },
      anonymous: true,
    }),
  logout: () => request<null>('/auth/logout', { method: 'POST' }),
  profile: () => request<{ user: SelfUserDto }>('/auth/profile'),
  updateProfile: (input: { firstName: string; lastName: string; bio: string }) =>
    request<{ user: SelfUserDto }>('/auth/profile', { method: 'PUT', body: input }),
  uploadProfileImage: (image: Blob) => {
    const form = new FormData();
    form.append('profilePicture', image, 'avatar.jpg');
    return request<{ user: SelfUserDto }>('/auth/profile-image', { method: 'PUT', form });
  },
  deleteAccount: (password: string) =>
    request<null>('/auth/account', { method: 'DELETE', body: { password } }),
  getTheme: () => request<{ theme: Theme }>('/auth/theme'),
  setTheme: (theme: Theme) => request<{ theme: Theme }>('/auth/theme', { method: 'PUT', body: { theme } }),
};
