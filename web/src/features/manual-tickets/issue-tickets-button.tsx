import { m } from '@pentas/i18n/messages';
import { TicketPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ManualTicketForm } from './manual-ticket-form';

/**
 * An organizer's 'Issue tickets' on one of their events (organizers may issue manual tickets, from their
 * events: decisions.md item 12): the generation form in a dialog, the event chosen in advance. Its
 * events load when it opens.
 */
export function IssueTicketsButton({ eventId, eventTitle }: { eventId: number; eventTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <TicketPlusIcon aria-hidden /> {m.box_issue_tickets()}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.box_issue_tickets()}</DialogTitle>
          <DialogDescription>{eventTitle}</DialogDescription>
        </DialogHeader>
        {open && <ManualTicketForm eventId={eventId} />}
      </DialogContent>
    </Dialog>
  );
}
