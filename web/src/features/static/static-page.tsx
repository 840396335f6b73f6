import { m } from '@pentas/i18n/messages';
import { intlLocale } from '@pentas/openapi';
import { BackLink } from '@/components/layout/back-link';

export interface PolicySection {
  heading: string;
  body: React.ReactNode;
}

/** The day the policies were last changed, written as the page's language writes a date: '1 January 2025'. */
const lastUpdated = () =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2025, 0, 1),
  );

/** A policy page: title, when it was updated, sections, and the way back home. */
export function StaticPage({ title, intro, sections }: { title: string; intro: string; sections: PolicySection[] }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/" label={m.shell_back_to_home()} className="mb-6" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{m.policies_last_updated({ date: lastUpdated() })}</p>
      <p className="mt-6 text-lg text-muted-foreground">{intro}</p>
      <div className="mt-8 space-y-8">
        {sections.map((s) => (
          <section key={s.heading} className="space-y-2 leading-relaxed">
            <h2 className="text-xl font-semibold">{s.heading}</h2>
            <div className="space-y-2 text-foreground/90 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">{s.body}</div>
          </section>
        ))}
      </div>
    </main>
  );
}
