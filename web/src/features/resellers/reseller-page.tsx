import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { HistoryIcon, HomeIcon, LinkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ManualTicketForm } from '@/features/manual-tickets/manual-ticket-form';
import { ResellerOverview } from './reseller-overview';

/**
 * The reseller dashboard (/reseller): their figures, badges in progress and ledger above the sell
 * form, with links to the reseller's other pages.
 */
export function ResellerPage() {
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.resell_dashboard_title()}</h1>
        <p className="mt-1 text-muted-foreground">{m.resell_dashboard_lead()}</p>
      </div>
      <nav aria-label={m.resell_pages()} className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/reseller/affiliate">
            <LinkIcon aria-hidden /> {m.resell_affiliate_portal()}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/reseller/sales-history">
            <HistoryIcon aria-hidden /> {m.resell_sales_history()}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">
            <HomeIcon aria-hidden /> {m.nav_home()}
          </Link>
        </Button>
      </nav>
      <ResellerOverview />
      <Card id="sell-tickets" className="scroll-mt-20 space-y-4 p-6">
        <h2 className="text-xl font-semibold">{m.resell_manual_ticket_generation()}</h2>
        <ManualTicketForm />
      </Card>
    </main>
  );
}
