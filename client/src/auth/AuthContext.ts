import { createContext } from 'react';
import type { AuthResponseData, LoginInput, RegisterInput, SelfUserDto } from '@flock/shared';

/** Spec 000 section 4 "Auth state". */
export interface AuthState {
  user: SelfUserDto | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  isInitialized: boolean;
  /** The email waiting for its verification code, if any. */
  pendingVerification: string | null;
}

export interface AuthActions {
  register(input: RegisterInput): Promise<AuthResponseData>;
  login(input: LoginInput): Promise<AuthResponseData>;
  verifyEmail(email: string, otp: string): Promise<AuthResponseData>;
  /** Always ends the session locally, even when the server call fails. */
  logout(): Promise<void>;
  /** Replace the signed-in member's record after an edit. */
  setUser(user: SelfUserDto): void;
  setPendingVerification(email: string | null): void;
  /** Re-read the member from the server (ignored offline). */
  refreshUser(): Promise<void>;
}

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);
