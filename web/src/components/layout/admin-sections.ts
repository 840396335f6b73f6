import {
  CalendarDaysIcon,
  ClipboardListIcon,
  CreditCardIcon,
  type LucideIcon,
  MailIcon,
  ScrollTextIcon,
  TicketIcon,
  TrendingUpIcon,
  UsersIcon,
} from 'lucide-react';

/** One part of the admin panel: where it lives, its name, and what it is for (a line for people). */
export interface AdminSectionEntry {
  path: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The admin panel's sections, in the order the overview (/admin) shows them. What the spec puts on
 * /admin is split among them (decisions.md item 45); each is reachable from /admin in one click.
 */
export const adminSections = [
  {
    path: '/admin/users',
    label: 'User Roles',
    description: 'Find anyone by e-mail or name and set what they can do: customer, reseller, organizer or admin.',
    icon: UsersIcon,
  },
  {
    path: '/admin/events',
    label: 'Event Management',
    description: 'Find any event, view it, delete it, or restore a deleted one.',
    icon: CalendarDaysIcon,
  },
  {
    path: '/admin/payments',
    label: 'Payments',
    description: "Today's payment health, and the cleanup runs that release lapsed checkouts.",
    icon: CreditCardIcon,
  },
  {
    path: '/admin/tickets',
    label: 'Manual Tickets',
    description: 'Issue tickets to an account by hand, and grant resellers their box office allocations.',
    icon: TicketIcon,
  },
  {
    path: '/admin/audit-log',
    label: 'Audit Log',
    description: 'Every admin action in words: who did what, to whom, and when. Filter it and export it as CSV.',
    icon: ScrollTextIcon,
  },
  {
    path: '/admin/mail',
    label: 'Mail',
    description: 'Every mail Pentas sends: see it as its recipient does, with its attachments; resend a failed one.',
    icon: MailIcon,
  },
  {
    path: '/admin/manual-tracker',
    label: 'Manual Ticket Tracker',
    description: 'Every manually generated ticket: who, for whom, and why.',
    icon: ClipboardListIcon,
  },
  {
    path: '/admin/reseller-monitoring',
    label: 'Reseller Performance',
    description: "Each reseller's manual and affiliate sales over a date range.",
    icon: TrendingUpIcon,
  },
] as const satisfies readonly AdminSectionEntry[];

export type AdminSectionPath = (typeof adminSections)[number]['path'];
