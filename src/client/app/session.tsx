import { createContext, useContext, useMemo, type ReactNode } from "react";
import { canEditLanguage, hasAnyPermission, hasPermission, LANGUAGE_EDITORS } from "../../shared/permissions.ts";
import type { CurrentUser, FrontendConfig } from "../api/sessionTypes.ts";

export type { CurrentUser, FrontendConfig };

interface Session {
  user: CurrentUser;
  config: FrontendConfig;
}

/** Null outside the session gate (the login screen). */
export const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps extends Session {
  children: ReactNode;
}

/** Makes the resolved account and configuration available to every application screen. */
export function SessionProvider({ user, config, children }: SessionProviderProps) {
  const session = useMemo(() => ({ user, config }), [user, config]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function useSession(): Session {
  const session = useContext(SessionContext);
  // Application screens render only inside the session gate; anything else is a wiring mistake.
  if (!session) throw new Error("useCurrentUser/usePermissions/useFrontendConfig need the session gate (SessionGate) above them.");
  return session;
}

/** The logged-in account. */
export function useCurrentUser(): CurrentUser {
  return useSession().user;
}

/** The frontend configuration (loaded once per session). */
export function useFrontendConfig(): FrontendConfig {
  return useSession().config;
}

export interface Permissions {
  /** True when the account has the code or 'all' (LANGUAGE_EDITORS: when it may edit a language). */
  has(code: string): boolean;
  hasAny(codes: readonly string[]): boolean;
  /** True when the account may edit that language ('all' or the code). */
  canEditLanguage(code: string): boolean;
  /** True when the account may edit any language (a non-empty languagePermissions). */
  canEditLanguages: boolean;
}

/** What the logged-in account may do; a convenience for the UI, the server checks every call. */
export function usePermissions(): Permissions {
  const { permissions, languagePermissions } = useCurrentUser();
  return useMemo(() => permissionsOf(permissions, languagePermissions), [permissions, languagePermissions]);
}

export function permissionsOf(permissions: readonly string[], languagePermissions: readonly string[]): Permissions {
  return {
    // The language editors' gate is met by a language right, not by a permission code ('all' included).
    has: (code) => (code === LANGUAGE_EDITORS ? languagePermissions.length > 0 : hasPermission(permissions, code)),
    hasAny: (codes) => hasAnyPermission(permissions, codes),
    canEditLanguage: (code) => canEditLanguage(languagePermissions, code),
    canEditLanguages: languagePermissions.length > 0,
  };
}
