import { m } from '@pentas/i18n/messages';
import { loginAndReturnTo } from '@pentas/openapi';
import { type ErrorComponentProps, useLocation, useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/layout/page-spinner';
import { RouteErrorPage } from '@/components/layout/route-error';
import { delays, useToastThenRedirect } from '@/lib/redirect';
import { AccessDeniedPage } from './access-denied-page';
import { AccessRefused } from './guard';
import { deniedWords, guardWordsOf, loggedOutToast } from './guard-words';

/**
 * The layout routes' errorComponent: a refusal gives a toast, in the words of the page asked
 * for (its matches' `staticData.guard`, the deepest winning), then redirects, or shows the Access
 * Denied page where the words ask for one; any other error is the shared page.
 */
export function RequireAuthError(props: ErrorComponentProps): ReactNode {
  const refused = props.error instanceof AccessRefused ? props.error : null;
  const words = useMatches({ select: guardWordsOf });
  const here = useLocation({ select: (location) => location.href });
  const loggedOut = loggedOutToast(words.loggedOut);
  const denied = deniedWords(words);
  const deniedPage = refused?.reason === 'denied' && words.show === 'page';
  useToastThenRedirect(refused?.reason === 'logged-out', loggedOut, loginAndReturnTo(here), loggedOut.delay);
  useToastThenRedirect(
    refused?.reason === 'denied' && !deniedPage,
    { title: m.auth_access_denied(), description: denied },
    '/',
    delays.accessDenied,
  );
  if (deniedPage) return <AccessDeniedPage text={denied} />;
  if (refused) return <PageSpinner />;
  return <RouteErrorPage {...props} />;
}
