import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { LogOutIcon, MenuIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type CurrentUser, displayName, useCurrentUser } from '@/lib/session';
import { HeaderLanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { RoleBadge } from './role-badge';

// The menu's code (and the workspace's list and icons) stays out of the landing page's first load.
const SiteMenu = lazy(() => import('./site-menu'));

export interface NavLink {
  to: '/' | '/events';
  label: () => string;
}

/**
 * The header's links: the site's own pages. Tools are in the workspace (`workspace-nav.ts`): the
 * sidebar of signed-in pages, and the menu below lg.
 */
const userLinks: NavLink[] = [
  { to: '/', label: m.nav_home },
  { to: '/events', label: m.nav_events },
];
const visitorLinks: NavLink[] = [{ to: '/events', label: m.nav_browse_events }];

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground';
const activeClass = 'text-foreground bg-accent';

/**
 * A link's identity per signed-in state: when the session answers with a user, the visitor's links
 * are replaced by new ones rather than moved (a moved link is a layout shift; a new one is not).
 */
function linkKey(user: CurrentUser | null, link: NavLink) {
  return `${user ? 'user' : 'visitor'}:${link.to}`;
}

/**
 * Login and Sign Up, or the user's name, badge, Dashboard and Logout, in a box of one fixed width
 * (from md up; on phones it lives in the menu): the header paints before the session check answers,
 * and when a user's menu replaces the visitor's buttons nothing around it moves. The name takes what
 * the other items leave (truncated). Keyed, so the swap inserts new elements instead of moving any.
 */
function AccountArea({ user }: { user: CurrentUser | null }) {
  return (
    <div className="hidden w-sm justify-end md:flex" data-testid="account-area">
      {user ? (
        <div key="user" className="flex min-w-0 items-center gap-2">
          <Link
            to="/settings"
            title={m.nav_account_settings()}
            className="min-w-0 max-w-40 truncate text-sm font-medium underline-offset-4 hover:underline"
            data-testid="nav-user"
          >
            {displayName(user)}
          </Link>
          <RoleBadge role={user.role} />
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard">{m.nav_dashboard()}</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href="/api/logout">
              <LogOutIcon aria-hidden />
              {m.nav_logout()}
            </a>
          </Button>
        </div>
      ) : (
        <div key="visitor" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <a href="/api/login">{m.nav_login()}</a>
          </Button>
          <Button asChild size="sm">
            <a href="/api/login">{m.nav_sign_up()}</a>
          </Button>
        </div>
      )}
    </div>
  );
}

export function SiteHeader({ extra }: { extra?: React.ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const links = user ? userLinks : visitorLinks;

  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    // data-session: whether the session check has answered (what a test waits for: for a visitor
    // nothing else on the page changes when it does).
    <header
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur print:hidden"
      data-session={isLoading ? 'checking' : 'known'}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={m.nav_main()} className="hidden flex-1 items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={linkKey(user, l)}
              to={l.to}
              className={linkClass}
              activeProps={{ className: activeClass }}
              activeOptions={{ exact: true }}
            >
              {l.label()}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {extra}
          <AccountArea user={user} />
          <HeaderLanguageSwitch />
          {/* Below lg: the menu holds the workspace's tools (the sidebar's from lg) and, on phones, the
              header's links and account. Its code loads when first wanted (hover, focus or tap). */}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="site-menu"
            aria-haspopup="dialog"
            aria-label={m.nav_open_menu()}
            onPointerEnter={() => setMenuWanted(true)}
            onFocus={() => setMenuWanted(true)}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
          >
            <MenuIcon />
          </Button>
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <SiteMenu open={open} user={user} links={links} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
