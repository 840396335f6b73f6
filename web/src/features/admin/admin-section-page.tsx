import { m } from '@pentas/i18n/messages';
import type { ReactNode } from 'react';
import type { AdminSectionPath } from '@/components/layout/admin-sections';
import { BackLink } from '@/components/layout/back-link';

interface SectionWords {
  label: string;
  description: string;
}

/** Each section's name and what it is for, in the page's language (admin-sections.ts keeps its path and icon). */
const SECTION_WORDS: Record<AdminSectionPath, () => SectionWords> = {
  '/admin/users': () => ({ label: m.adm_section_users(), description: m.adm_section_users_text() }),
  '/admin/events': () => ({ label: m.ops_event_management(), description: m.ops_event_management_text() }),
  '/admin/payments': () => ({ label: m.adm_section_payments(), description: m.adm_section_payments_text() }),
  '/admin/tickets': () => ({ label: m.adm_section_tickets(), description: m.adm_section_tickets_text() }),
  '/admin/audit-log': () => ({ label: m.adm_section_audit(), description: m.adm_section_audit_text() }),
  '/admin/mail': () => ({ label: m.adm_section_mail(), description: m.adm_section_mail_text() }),
  '/admin/manual-tracker': () => ({ label: m.box_tracker_title(), description: m.adm_section_tracker_text() }),
  '/admin/reseller-monitoring': () => ({
    label: m.resell_monitoring_title(),
    description: m.adm_section_resellers_text(),
  }),
};

/** A section's heading and line, called while the page renders. */
export const adminSectionWords = (path: AdminSectionPath): SectionWords => SECTION_WORDS[path]();

/**
 * A section of the admin panel on its own page: the way back to the overview, then the section. With
 * `path`, the page has a heading of its own (the section's name) over several parts.
 */
export function AdminSectionPage({ path, children }: { path?: AdminSectionPath; children: ReactNode }) {
  const section = path && adminSectionWords(path);
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <BackLink to="/admin" label={m.box_back_admin()} />
        {section && (
          <>
            <h1 className="text-3xl font-bold tracking-tight">{section.label}</h1>
            <p className="text-muted-foreground">{section.description}</p>
          </>
        )}
      </div>
      {children}
    </main>
  );
}
