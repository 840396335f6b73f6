import { Link } from '@tanstack/react-router';
import { BadgeCheckIcon, LogOutIcon, MenuIcon, ShieldIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type CurrentUser, displayName, useCurrentUser } from '@/features/auth/queries';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

interface NavLink {
  to: string;
  label: string;
}

/** Links by permission, exactly as spec 'Shared navigation' lists them. */
export function navLinksFor(user: CurrentUser): NavLink[] {
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

export function SiteHeader({ extra }: { extra?: React.ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const links = user ? navLinksFor(user) : [{ to: '/events', label: 'Browse Events' }];

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={l.to}
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
          {isLoading ? null : user ? (
            <div className="hidden items-center gap-2 md:flex">
              <span className="max-w-40 truncate text-sm font-medium" data-testid="nav-user">
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
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost" size="sm">
                <a href="/api/login">Login</a>
              </Button>
              <Button asChild size="sm">
                <a href="/api/login">Sign Up</a>
              </Button>
            </div>
          )}
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
            <Link key={l.to} to={l.to} className={linkClass} onClick={() => setOpen(false)}>
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
