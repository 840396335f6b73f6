import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/layout/page-spinner';
import { delays, useToastThenRedirect } from '@/lib/redirect';
import { LOGGED_OUT } from '@/lib/session-expired';
import { type Permission, useCurrentUser } from './queries';

interface RequireAuthProps {
  children: ReactNode;
  /** Needed permission; without it: 'Access Denied' toast and home after 1 s. */
  permission?: Permission;
  deniedMessage?: string;
  /** Title of the logged-out toast (spec: 'Unauthorized' on most pages). */
  loggedOutTitle?: string;
  /** Delay before /api/login when logged out (spec: 500 ms; 1 s on create event). */
  loggedOutDelay?: number;
}

/**
 * Guards a signed-in page. Logged out: toast, then /api/login after 500 ms (spec 'Session').
 * Missing permission: toast, then / after 1 s.
 */
export function RequireAuth({
  children,
  permission,
  deniedMessage,
  loggedOutTitle = LOGGED_OUT.title,
  loggedOutDelay = delays.unauthorized,
}: RequireAuthProps) {
  const { user, isLoading, can } = useCurrentUser();
  const loggedOut = !isLoading && !user;
  const denied = !isLoading && !!user && !!permission && !can(permission);
  useToastThenRedirect(
    loggedOut,
    { title: loggedOutTitle, description: LOGGED_OUT.description },
    `/api/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`,
    loggedOutDelay,
  );
  useToastThenRedirect(
    denied,
    { title: 'Access Denied', description: deniedMessage ?? "You don't have permission to access this page" },
    '/',
    delays.accessDenied,
  );
  if (isLoading || loggedOut || denied) return <PageSpinner />;
  return <>{children}</>;
}
