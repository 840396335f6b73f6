import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sessionUser } from '@/lib/session';

/**
 * The login page is painted before the session check answers; when that check finds the visitor
 * signed in after all, they go on to `target` (as the route's beforeLoad sends someone already known
 * to be signed in). Only the check that was under way when the page opened counts: signing in on the
 * form sets the session too, and the form itself decides where to go next.
 */
export function useLeaveWhenSignedIn(target: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the page, with the target it opened with.
  useEffect(() => {
    let open = true;
    sessionUser(queryClient).then(
      (user) => {
        if (open && user) void navigate({ href: target, replace: true });
      },
      // A failed check leaves the form on screen: signing in is still the way forward.
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, []);
}
