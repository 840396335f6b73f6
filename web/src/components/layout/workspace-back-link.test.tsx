import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';
import { WorkspaceBackLink } from './workspace-back-link';

describe('a shared page’s back link', () => {
  it.each([
    ['organizer', 'Back to Manage Events', '/manage-events'],
    ['admin', 'Back to Admin', '/admin'],
    ['reseller', 'Back to Reseller Dashboard', '/reseller'],
    ['customer', 'Back to Dashboard', '/dashboard'],
  ] as const)('leads a %s to their own workspace: %s', async (role, label, href) => {
    server.use(handlers.user(userWithRole(role)));
    await renderPage(() => <WorkspaceBackLink />, '/reseller/affiliate');
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
