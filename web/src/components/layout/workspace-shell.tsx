import { m } from '@pentas/i18n/messages';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/session';
import { WorkspaceLinks } from './workspace-links';
import { workspaceFor } from './workspace-nav';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** false: the page stands alone, without the workspace's sidebar (checkout: nothing beside paying). */
    workspace?: false;
  }
}

/**
 * Every signed-in page: with the user's workspace beside it from lg up (a sidebar that stays in view),
 * or the page alone for someone without tools (customers) and on pages that stand alone. Below lg
 * the same list is in the header's menu.
 */
export function WorkspaceShell() {
  const { user } = useCurrentUser();
  const alone = useMatches({ select: (matches) => matches.some((m) => m.staticData.workspace === false) });
  const groups = workspaceFor(user);
  if (alone || groups.length === 0) return <Outlet />;
  return (
    <div className="flex" data-testid="workspace">
      <aside
        className="hidden w-60 shrink-0 border-r bg-card/60 lg:block print:hidden"
        aria-label={m.shell_your_tools()}
      >
        <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
          <WorkspaceLinks groups={groups} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
