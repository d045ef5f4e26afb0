import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthResponseData, LoginInput, RegisterInput, SelfUserDto } from '@flock/shared';
import { authApi } from '../api/auth';
import { isApiError } from '../api/ApiError';
import { setAuthToken, setSessionExpiredHandler } from '../api/http';
import { allowMemberDb } from '../db/deletedMemberDbs';
import { AuthContext, type AuthContextValue, type AuthState } from './AuthContext';
import { clearStoredSession, readStoredSession, storeSession, storeUser } from './authStorage';
import { sameRecord } from './sameRecord';
import { forgetMember, rememberMember } from './memberData';
import { isTokenExpired, tokenExpiresAt } from './tokenExpiry';

const PENDING_KEY = 'pendingVerification';
/** A one-time message for the login page (read and removed there). */
export const AUTH_NOTICE_KEY = 'authNotice';
const SESSION_EXPIRED_NOTICE = 'Session expired. Please login again.';
const MAX_TIMER_MS = 2 ** 31 - 1;

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

  /** Ends the session at once; resolves when the member's data is gone from this device too. */
  const endSession = useCallback((userId: string | null, notice?: string): Promise<void> => {
    if (notice) sessionStorage.setItem(AUTH_NOTICE_KEY, notice);
    clearStoredSession();
    setAuthToken(null);
    setState((s) => signedOut(s.pendingVerification));
    // An expired session keeps unsent writes for the member's next sign-in; a chosen sign-out does not.
    return userId ? forgetMember(userId, { keepUnsent: notice !== undefined }) : Promise.resolve();
  }, []);

  const signIn = useCallback((data: AuthResponseData) => {
    if (!data.token || !data.user) return;
    allowMemberDb(data.user.id);
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
    setSessionExpiredHandler(() => void endSession(userId, SESSION_EXPIRED_NOTICE));
    return () => setSessionExpiredHandler(null);
  }, [endSession, userId]);

  const token = state.token;
  // The validate-and-logout check: the session ends when the token's own expiry passes.
  useEffect(() => {
    const expiresAt = token ? tokenExpiresAt(token) : null;
    // Beyond a timer's range the next start's check covers it.
    if (expiresAt === null || expiresAt - Date.now() > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => void endSession(userId, SESSION_EXPIRED_NOTICE),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [token, userId, endSession]);

  // The record shown, read through a ref so that refreshUser stays one function while it changes:
  // screens that refresh when refreshUser changes would otherwise fetch again after every new record.
  const shownUser = useRef(state.user);
  useEffect(() => {
    shownUser.current = state.user;
  }, [state.user]);
  // A fresh copy that changed nothing leaves the session as it is: nothing stored, nothing drawn again.
  const applyFreshUser = useCallback(
    (user: SelfUserDto) => {
      if (sameRecord(user, shownUser.current)) return;
      shownUser.current = user;
      storeUser(user);
      if (token) rememberMember(token, user);
      setState((s) => (s.isAuthenticated ? { ...s, user } : s));
    },
    [token],
  );

  // Offline or a server hiccup keeps the stored session; a 401 has already ended it in http.ts.
  const onProfileError = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.mentions('token')) void endSession(userId);
    },
    [endSession, userId],
  );

  const refreshUser = useCallback(
    () => authApi.profile().then(({ user }) => applyFreshUser(user), onProfileError),
    [applyFreshUser, onProfileError],
  );

  const hasSession = state.isAuthenticated;
  useEffect(() => {
    if (!hasSession) return;
    let cancelled = false;
    authApi.profile().then(
      ({ user }) => {
        if (!cancelled) applyFreshUser(user);
      },
      (error: unknown) => {
        if (!cancelled) onProfileError(error);
      },
    );
    return () => {
      cancelled = true;
    };
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
        }
        await endSession(state.user?.id ?? null);
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
