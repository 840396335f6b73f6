import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { ClockIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { support } from '@/lib/support';
import { FooterLanguageSwitch } from './language-switch';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-card print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div className="space-y-2">
          <p className="text-lg font-bold">Pentas</p>
          <p className="text-sm text-muted-foreground">{m.footer_tagline()}</p>
          <FooterLanguageSwitch />
        </div>
        <div className="space-y-2 text-sm">
          <p className="font-semibold">{m.footer_support()}</p>
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
            <ClockIcon className="size-4" aria-hidden /> {m.footer_hours()}
          </p>
        </div>
        <nav aria-label={m.footer_policies()} className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">{m.footer_policies()}</p>
          <Link to="/privacy" className="text-muted-foreground hover:text-foreground">
            {m.policy_privacy()}
          </Link>
          <Link to="/terms" className="text-muted-foreground hover:text-foreground">
            {m.policy_terms()}
          </Link>
          <Link to="/refunds" className="text-muted-foreground hover:text-foreground">
            {m.policy_refunds()}
          </Link>
          <Link to="/safety" className="text-muted-foreground hover:text-foreground">
            {m.policy_safety()}
          </Link>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        {m.footer_rights({ year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
