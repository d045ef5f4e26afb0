import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthResponseData, LoginInput, RegisterInput, SelfUserDto } from '@flock/shared';
import { authApi } from '../api/auth';
import { isApiError } from '../api/ApiError';
import { setAuthToken, setSessionExpiredHandler } from '../api/http';
import { AuthContext, type AuthContextValue, type AuthState } from './AuthContext';
import { clearStoredSession, readStoredSession, storeSession, storeUser } from './authStorage';
import { forgetMember, rememberMember } from './memberData';
import { isTokenExpired } from './tokenExpiry';

const PENDING_KEY = 'pendingVerification';

const signedOut = (pending: string | null): AuthState => ({
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  isInitialized: true,
  pendingVerification: pending,
});

/** Restores the session from storage at start, and owns sign-in, verification and sign-out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);

  const endSession = useCallback((userId: string | null) => {
    clearStoredSession();
    setAuthToken(null);
    setState((s) => signedOut(s.pendingVerification));
    if (userId) void forgetMember(userId);
  }, []);

  const signIn = useCallback((data: AuthResponseData) => {
    if (!data.token || !data.user) return;
    storeSession({ token: data.token, user: data.user });
    setAuthToken(data.token);
    rememberMember(data.token, data.user);
    sessionStorage.removeItem(PENDING_KEY);
    setState({
      user: data.user,
      token: data.token,
      isAuthenticated: true,
      isLoading: false,
      error: null,
      isInitialized: true,
      pendingVerification: null,
    });
  }, []);

  const setPendingVerification = useCallback((email: string | null) => {
    if (email) sessionStorage.setItem(PENDING_KEY, email);
    else sessionStorage.removeItem(PENDING_KEY);
    setState((s) => ({ ...s, pendingVerification: email }));
  }, []);

  const userId = state.user?.id ?? null;
  useEffect(() => {
    setSessionExpiredHandler(() => endSession(userId));
    return () => setSessionExpiredHandler(null);
  }, [endSession, userId]);

  const refreshUser = useCallback(async () => {
    try {
      const { user } = await authApi.profile();
      storeUser(user);
      setState((s) => (s.isAuthenticated ? { ...s, user } : s));
    } catch (error) {
      // Offline or a server hiccup keeps the stored session; a 401 has already ended it.
      if (isApiError(error) && error.mentions('token')) endSession(userId);
    }
  }, [endSession, userId]);

  const hasSession = state.isAuthenticated;
  useEffect(() => {
    if (hasSession) void refreshUser();
    // Once per session start, not on every user change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async register(input: RegisterInput) {
        const data = await authApi.register(input);
        if (data.requiresVerification && data.email) setPendingVerification(data.email);
        else signIn(data);
        return data;
      },
      async login(input: LoginInput) {
        try {
          const data = await authApi.login(input);
          signIn(data);
          return data;
        } catch (error) {
          if (isApiError(error) && error.mentions('Email not verified')) {
            setPendingVerification(input.email.trim().toLowerCase());
          }
          throw error;
        }
      },
      async verifyEmail(email: string, otp: string) {
        const data = await authApi.verifyEmail(email, otp);
        signIn(data);
        return data;
      },
      async logout() {
        try {
          if (state.token) await authApi.logout();
        } catch {
          // Signing out never depends on the network.
        } finally {
          endSession(state.user?.id ?? null);
        }
      },
      setUser(user: SelfUserDto) {
        storeUser(user);
        setState((s) => ({ ...s, user }));
        if (state.token) rememberMember(state.token, user);
      },
      setPendingVerification,
      refreshUser,
    }),
    [state, signIn, endSession, setPendingVerification, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}


/** Synchronous restore: a stored, unexpired token plus a stored user restores the session. */
function initialState(): AuthState {
  const pending = sessionStorage.getItem(PENDING_KEY);
  const stored = readStoredSession();
  if (stored.kind !== 'found' || isTokenExpired(stored.session.token)) {
    if (stored.kind !== 'none') clearStoredSession();
    return signedOut(pending);
  }
  setAuthToken(stored.session.token);
  return {
    user: stored.session.user,
    token: stored.session.token,
    isAuthenticated: true,
    isLoading: false,
    error: null,
    isInitialized: true,
    pendingVerification: pending,
  };
}
