import { m } from '@pentas/i18n/messages';
import { Link, useLocation } from '@tanstack/react-router';
import { cn } from '@/lib/utils';
import { currentItem, type WorkspaceGroup } from './workspace-nav';

/**
 * A workspace's tools as links under their group's heading, the page one is on marked
 * (`aria-current="page"`). The sidebar and the phone's menu show the same list.
 */
export function WorkspaceLinks({ groups, onNavigate }: { groups: WorkspaceGroup[]; onNavigate?: () => void }) {
  const { pathname, hash } = useLocation();
  const current = currentItem(groups, pathname, hash);
  return (
    <nav aria-label={m.shell_workspace()} className="space-y-5">
      {groups.map((group) => (
        <div key={group.id} className="space-y-1">
          <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {group.heading()}
          </h2>
          <ul className="space-y-0.5">
            {group.items.map((item) => {
              const here = item === current;
              const Icon = item.icon;
              return (
                <li key={`${item.path}#${item.hash ?? ''}`}>
                  <Link
                    to={item.path}
                    hash={item.hash}
                    // The router marks only an exact match (path and hash); a page under a tool's path
                    // (and a hash tool's page without its hash) is marked here.
                    activeOptions={{ exact: true, includeHash: true, includeSearch: false }}
                    aria-current={here ? 'page' : undefined}
                    onClick={onNavigate}
                    className={cn(
                      'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground',
                      here && 'bg-accent text-foreground shadow-[inset_3px_0_0_var(--color-primary)]',
                    )}
                  >
                    {Icon ? (
                      <Icon className={cn('size-4 shrink-0', here && 'text-primary')} aria-hidden />
                    ) : (
                      <span className="size-4 shrink-0 text-center" aria-hidden>
                        ·
                      </span>
                    )}
                    {/* Wraps rather than cut: a Malay name can be longer than the sidebar is wide. */}
                    <span className="min-w-0 py-2 leading-snug wrap-break-word">{item.label()}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
