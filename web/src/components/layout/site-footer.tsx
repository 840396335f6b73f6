import { Link } from '@tanstack/react-router';
import { ClockIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { support } from '@/lib/support';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-card print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div className="space-y-2">
          <p className="text-lg font-bold">Pentas</p>
          <p className="text-sm text-muted-foreground">
            Tickets for concerts, festivals, talks and games across Malaysia and South-East Asia.
          </p>
        </div>
        <div className="space-y-2 text-sm">
          <p className="font-semibold">Support</p>
          <a
            className="flex items-center gap-2 text-muted-foreground hover:text-foreground"
            href={`mailto:${support.email}`}
          >
            <MailIcon className="size-4" aria-hidden /> {support.email}
          </a>
          <a
            className="flex items-center gap-2 text-muted-foreground hover:text-foreground"
            href={`https://wa.me/${support.whatsapp.replace(/\D/g, '')}`}
          >
            <MessageCircleIcon className="size-4" aria-hidden /> WhatsApp {support.whatsapp}
          </a>
          <p className="flex items-center gap-2 text-muted-foreground">
            <ClockIcon className="size-4" aria-hidden /> {support.hours}
          </p>
        </div>
        <nav aria-label="Policies" className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">Policies</p>
          <Link to="/privacy" className="text-muted-foreground hover:text-foreground">
            Privacy Policy
          </Link>
          <Link to="/terms" className="text-muted-foreground hover:text-foreground">
            Terms of Service
          </Link>
          <Link to="/refunds" className="text-muted-foreground hover:text-foreground">
            Refund Policy
          </Link>
          <Link to="/safety" className="text-muted-foreground hover:text-foreground">
            Safety Guidelines
          </Link>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Pentas. All rights reserved.
      </p>
    </footer>
  );
}
