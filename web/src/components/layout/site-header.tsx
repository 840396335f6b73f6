import { Link } from '@tanstack/react-router';
import { BadgeCheckIcon, LogOutIcon, MenuIcon, ShieldIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type CurrentUser, displayName, useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

interface NavLink {
  to: string;
  label: string;
}

/** The navigation's links: each tool's link by its permission; Reseller Dashboard for the role reseller exactly. */
function navLinksFor(user: CurrentUser): NavLink[] {
  const has = (p: CurrentUser['permissions'][number]) => user.permissions.includes(p);
  return [
    { to: '/', label: 'Home' },
    { to: '/events', label: 'Events' },
    ...(has('create-events') ? [{ to: '/create-event', label: 'Create Event' }] : []),
    ...(has('view-analytics') ? [{ to: '/analytics', label: 'Analytics' }] : []),
    ...(has('admin-panel')
      ? [
          { to: '/admin', label: 'Admin' },
          { to: '/checkin', label: 'Scanner' },
        ]
      : []),
    ...(user.role === 'reseller' && has('generate-manual-tickets')
      ? [{ to: '/reseller', label: 'Reseller Dashboard' }]
      : []),
  ];
}

function RoleBadge({ role }: { role: CurrentUser['role'] }) {
  if (role === 'customer') return null;
  const Icon = role === 'admin' ? ShieldIcon : BadgeCheckIcon;
  return (
    <Badge variant={role === 'reseller' ? 'blue' : 'green'} data-testid="role-badge">
      <Icon aria-hidden />
      {role.toUpperCase()}
    </Badge>
  );
}

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
          <span className="min-w-0 max-w-40 truncate text-sm font-medium" data-testid="nav-user">
            {displayName(user)}
          </span>
          <RoleBadge role={user.role} />
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard">Dashboard</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href="/api/logout">
              <LogOutIcon aria-hidden />
              Logout
            </a>
          </Button>
        </div>
      ) : (
        <div key="visitor" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <a href="/api/login">Login</a>
          </Button>
          <Button asChild size="sm">
            <a href="/api/login">Sign Up</a>
          </Button>
        </div>
      )}
    </div>
  );
}

export function SiteHeader({ extra }: { extra?: React.ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const links = user ? navLinksFor(user) : [{ to: '/events', label: 'Browse Events' }];

  return (
    // data-session: whether the session check has answered (what a test waits for: for a visitor
    // nothing else on the page changes when it does).
    <header
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur print:hidden"
      data-session={isLoading ? 'checking' : 'known'}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={linkKey(user, l)}
              to={l.to}
              className={linkClass}
              activeProps={{ className: activeClass }}
              activeOptions={{ exact: l.to === '/' }}
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {extra}
          <AccountArea user={user} />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <XIcon /> : <MenuIcon />}
          </Button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!open} className={cn('border-t md:hidden')}>
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {user && (
            <div className="flex items-center gap-2 px-3 pb-2">
              <span className="truncate font-medium">{displayName(user)}</span>
              <RoleBadge role={user.role} />
            </div>
          )}
          {links.map((l) => (
            <Link key={linkKey(user, l)} to={l.to} className={linkClass} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          ))}
          {user ? (
            <>
              <Link to="/dashboard" className={linkClass} onClick={() => setOpen(false)}>
                Dashboard
              </Link>
              <a href="/api/logout" className={linkClass}>
                Logout
              </a>
            </>
          ) : (
            <>
              <a href="/api/login" className={linkClass}>
                Login
              </a>
              <a href="/api/login" className={linkClass}>
                Sign Up
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
