import type { ReactNode } from 'react';
import { type AdminSectionPath, adminSection } from '@/components/layout/admin-sections';
import { BackLink } from '@/components/layout/back-link';

/**
 * A section of the admin panel on its own page: the way back to the overview, then the section. With
 * `path`, the page has a heading of its own (the section's name in admin-sections.ts) over several parts.
 */
export function AdminSectionPage({ path, children }: { path?: AdminSectionPath; children: ReactNode }) {
  const section = path && adminSection(path);
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <BackLink to="/admin" label="Back to Admin Panel" />
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
