import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { LogOutIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { type CurrentUser, displayName } from '@/lib/session';
import { cn } from '@/lib/utils';
import { RoleBadge } from './role-badge';
import type { NavLink } from './site-header';
import { WorkspaceLinks } from './workspace-links';
import { workspaceFor } from './workspace-nav';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground';

const focusable = 'a[href], button:not([disabled])';

/**
 * The menu below lg: a panel over the page with a scrim, holding the user's workspace (the sidebar's
 * list), then the site's links and the account. A modal dialog: focus moves into it (to the page one
 * is on, else its first link), stays in it, and Esc, the scrim or Close end it (the header then
 * puts focus back on its button). In a portal: the sticky header's backdrop blur would otherwise hold
 * a fixed panel inside the header's box.
 */
export default function SiteMenu({
  open,
  user,
  links,
  onClose,
}: {
  open: boolean;
  user: CurrentUser | null;
  links: NavLink[];
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const box = panel.current;
    const start = box?.querySelector<HTMLElement>('[aria-current="page"]') ?? box?.querySelector<HTMLElement>('nav a');
    start?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !box) return;
      const items = [...box.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      const inside = box.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  const groups = workspaceFor(user);
  return createPortal(
    <div id="site-menu" className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-black/50" aria-hidden data-testid="menu-scrim" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={m.nav_menu()}
        className="absolute inset-y-0 right-0 flex w-[min(20rem,88vw)] flex-col gap-5 overflow-y-auto border-l bg-background px-3 pb-6 shadow-xl"
      >
        <div className="flex min-h-16 items-center gap-2 border-b pl-3">
          {user && (
            <>
              <span className="min-w-0 truncate font-medium">{displayName(user)}</span>
              <RoleBadge role={user.role} />
            </>
          )}
          <Button variant="ghost" size="icon" className="ml-auto" aria-label={m.nav_close_menu()} onClick={onClose}>
            <XIcon />
          </Button>
        </div>
        {groups.length > 0 && <WorkspaceLinks groups={groups} onNavigate={onClose} />}
        <nav aria-label={m.nav_site()} className={cn('space-y-0.5', groups.length > 0 && 'border-t pt-4')}>
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={linkClass} onClick={onClose}>
              {l.label()}
            </Link>
          ))}
          {user ? (
            <>
              <Link to="/dashboard" className={linkClass} onClick={onClose}>
                {m.nav_dashboard()}
              </Link>
              <Link to="/settings" className={linkClass} onClick={onClose}>
                {m.nav_account_settings()}
              </Link>
              <a href="/api/logout" className={linkClass}>
                <LogOutIcon className="size-4" aria-hidden /> {m.nav_logout()}
              </a>
            </>
          ) : (
            <>
              <a href="/api/login" className={linkClass}>
                {m.nav_login()}
              </a>
              <a href="/api/login" className={linkClass}>
                {m.nav_sign_up()}
              </a>
            </>
          )}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
