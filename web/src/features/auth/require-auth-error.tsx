import { type ErrorComponentProps, useLocation, useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/layout/page-spinner';
import { RouteErrorPage } from '@/components/layout/route-error';
import { delays, useToastThenRedirect } from '@/lib/redirect';
import { AccessRefused } from './guard';
import { DEFAULT_DENIED, type GuardWords, loggedOutToasts } from './guard-words';

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
