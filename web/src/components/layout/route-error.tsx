import { m } from '@pentas/i18n/messages';
import { ApiError } from '@pentas/openapi';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type AnyRoute, type ErrorComponentProps, useMatch, useRouter } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { delays, useToastThenRedirect } from '@/lib/redirect';
import { isUnauthorized } from '@/lib/session-expired';
import { MessagePage } from './message-page';
import { NotFoundPage } from './not-found';
import { PageSpinner } from './page-spinner';

/** The page asked for is not there for this user: unknown (404), or someone else's (403). */
function isMissing(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/**
 * The one errorComponent. A page whose data is missing shows its own not-found message (its route's
 * notFoundComponent); a lost session logs in again ('Unauthorized', 500 ms); anything else is one message
 * with Try Again, which runs the page's loaders again.
 */
export function RouteErrorPage({ error }: ErrorComponentProps): ReactNode {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  const routeId: string | undefined = useMatch({ strict: false, select: (match) => match.routeId });
  const lostSession = isUnauthorized(error);
  useToastThenRedirect(
    lostSession,
    { title: m.auth_unauthorized(), description: m.auth_logged_out() },
    '/api/login',
    delays.unauthorized,
  );

  if (lostSession) return <PageSpinner />;
  if (isMissing(error)) {
    const route = routeId ? (router.routesById as unknown as Record<string, AnyRoute>)[routeId] : undefined;
    const PageNotFound = (route?.options.notFoundComponent ?? NotFoundPage) as ComponentType;
    return <PageNotFound />;
  }
  return (
    <MessagePage title={m.page_error_title()} text={m.page_error_text()}>
      <Button
        onClick={() => {
          queryErrors.reset();
          router.invalidate();
        }}
      >
        {m.try_again()}
      </Button>
    </MessagePage>
  );
}
