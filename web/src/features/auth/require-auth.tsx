import type { QueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useLocation, useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/layout/page-spinner';
import { RouteErrorPage } from '@/components/layout/route-error';
import { delays, useToastThenRedirect } from '@/lib/redirect';
import { DEFAULT_DENIED, type GuardWords, loggedOutToasts } from './guard-words';
import { type CurrentUser, type Permission, sessionUser } from './queries';

/** Thrown by a layout route's guard; its errorComponent turns it into the spec's toast and redirect. */
export class AccessRefused extends Error {
  constructor(readonly reason: 'logged-out' | 'denied') {
    super(reason);
    this.name = 'AccessRefused';
  }
}

/**
 * The guard of a layout route's `beforeLoad`: the signed-in user (with `permission`, if given), else
 * an AccessRefused. Thrown before any child loader runs, so a refused page never asks for its data.
 */
export async function requireAuth(queryClient: QueryClient, permission?: Permission): Promise<{ user: CurrentUser }> {
  const user = await sessionUser(queryClient);
  if (!user) throw new AccessRefused('logged-out');
  if (permission && !user.permissions.includes(permission)) throw new AccessRefused('denied');
  return { user };
}

/**
 * The layout routes' errorComponent: a refusal gives the spec's toast, in the words of the page asked
 * for (the deepest match's `staticData.guard`), then redirects; any other error is the shared page.
 */
export function RequireAuthError(props: ErrorComponentProps): ReactNode {
  const refused = props.error instanceof AccessRefused ? props.error : null;
  const words: GuardWords = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.guard }) ?? {};
  const here = useLocation({ select: (location) => location.href });
  const loggedOut = loggedOutToasts[words.loggedOut ?? 'unauthorized'];
  useToastThenRedirect(
    refused?.reason === 'logged-out',
    loggedOut,
    `/api/login?returnTo=${encodeURIComponent(here)}`,
    loggedOut.delay,
  );
  useToastThenRedirect(
    refused?.reason === 'denied',
    { title: 'Access Denied', description: words.denied ?? DEFAULT_DENIED },
    '/',
    delays.accessDenied,
  );
  if (refused) return <PageSpinner />;
  return <RouteErrorPage {...props} />;
}
