import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, ClipboardListIcon, TrendingUpIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { AdminSection } from './admin-section';

const reports = [
  {
    to: '/admin/manual-tracker',
    label: 'Manual Ticket Tracker',
    text: 'Every manually generated ticket: who, for whom, and why.',
    icon: ClipboardListIcon,
  },
  {
    to: '/admin/reseller-monitoring',
    label: 'Reseller Performance',
    text: "Each reseller's manual and affiliate sales over a date range.",
    icon: TrendingUpIcon,
  },
] as const;

/** The admin panel's links to the manual ticket tracker and the reseller monitoring page. */
export function AdminLinks() {
  return (
    <AdminSection title="Reports">
      <ul className="grid gap-4 sm:grid-cols-2">
        {reports.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Card className="relative flex items-center gap-3 p-4 focus-within:outline-2 focus-within:outline-ring hover:bg-accent">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden />
              <div className="flex-1">
                {/* The whole card is the link's target; its name stays the label alone. */}
                <Link to={to} className="font-semibold after:absolute after:inset-0 focus-visible:outline-none">
                  {label}
                </Link>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
              <ChevronRightIcon className="size-5 text-muted-foreground" aria-hidden />
            </Card>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
