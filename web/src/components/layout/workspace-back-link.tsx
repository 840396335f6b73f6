import { m } from '@pentas/i18n/messages';
import { useCurrentUser } from '@/lib/session';
import { BackLink } from './back-link';
import { workspaceHome } from './workspace-nav';

/**
 * 'Back to …' the workspace the user works in, whoever opens a page shared by several roles: an
 * organizer's events, /admin, the reseller dashboard (decisions.md item 44). Never a page their
 * role is refused.
 */
export function WorkspaceBackLink({ className }: { className?: string }) {
  const home = workspaceHome(useCurrentUser().user);
  if (!home)
    return <BackLink to="/dashboard" label={m.shell_back_to({ place: m.nav_dashboard() })} className={className} />;
  return <BackLink to={home.path} label={m.shell_back_to({ place: home.label() })} className={className} />;
}
