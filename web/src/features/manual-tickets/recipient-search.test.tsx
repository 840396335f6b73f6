import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { problem } from '@/test/admin';
import { manualTicketHandlers as api, recipient } from '@/test/manual-tickets';
import { renderPage } from '@/test/render';
import { handlers, server, userWithRole } from '@/test/server';
import type { Recipient } from './queries';
import { RecipientSearch } from './recipient-search';

/** Search queries the server was asked, in order. */
let searched: string[];

beforeEach(() => {
  searched = [];
});
afterEach(() => {
  vi.useRealTimers();
});

/** The field as the form has it, labelled 'User', for a signed-in `role`; the server answers `found`. */
async function field(role: 'admin' | 'organizer' | 'reseller', found: (query: string) => Recipient[] | Response) {
  server.use(
    handlers.user(userWithRole(role)),
    api.searchUsers((query) => {
      searched.push(query);
      return found(query);
    }),
  );
  function Harness() {
    const [value, setValue] = useState<Recipient | null>(null);
    return (
      <div>
        <Label htmlFor="user">User</Label>
        <RecipientSearch id="user" value={value} onChange={setValue} />
      </div>
    );
  }
  await renderPage(() => <Harness />);
}

const userBox = () => screen.getByRole('combobox', { name: 'User' });
const results = async () => within(await screen.findByRole('listbox', { name: 'Users found' }));
const chloe = recipient();
const withoutRole = ({ role: _, ...rest }: Recipient): Recipient => rest;

describe("the admins' recipient field", () => {
  it("searches from 2 characters, shows name, e-mail and role, and says 'No users found matching the query'", async () => {
    // The clock is moved past the search's pause by hand, so 'nothing was asked' is a fact, not a wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await field('admin', (query) => [chloe].filter((u) => u.email.includes(query)));
    expect(await screen.findByPlaceholderText('Search by name or e-mail...')).toBeVisible();
    await userEvent.type(userBox(), 'c');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searched).toEqual([]);
    expect(screen.getByText('Type at least 2 characters to search.')).toBeVisible();

    await userEvent.type(userBox(), 'h');
    const option = await (await results()).findByRole('option');
    expect(searched).toEqual(['ch']);
    expect(option).toHaveTextContent('Chloe Tan');
    expect(option).toHaveTextContent('chloe@example.com');
    expect(option).toHaveTextContent('Customer');

    await userEvent.type(userBox(), 'zz');
    expect(await screen.findByText('No users found matching the query')).toBeVisible();
    expect((await results()).queryByRole('option')).toBeNull();
  });
});

describe.each(['organizer', 'reseller'] as const)("the %s's recipient field", (role) => {
  it('asks for the full e-mail address and suggests past buyers as they type, without a role', async () => {
    await field(role, (query) => (chloe.email.includes(query) ? [withoutRole(chloe)] : []));
    expect(await screen.findByText(/Enter the recipient's full e-mail address\./)).toBeVisible();
    expect(userBox()).toHaveAttribute('placeholder', 'name@example.com');

    await userEvent.type(userBox(), 'chl');
    const option = await (await results()).findByRole('option');
    expect(option).toHaveTextContent('chloe@example.com');
    expect(option).not.toHaveTextContent('Customer');
    await userEvent.click(option);
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(screen.getByText('chloe@example.com')).toBeVisible();
  });

  it("says 'No registered user has this email address.' beside the field for a full address nobody has", async () => {
    await field(role, () => []);
    await userEvent.type(await screen.findByRole('combobox', { name: 'User' }), 'nobody@example.com');
    const said = await screen.findByText('No registered user has this email address.');
    expect(said).toBeVisible();
    expect(userBox()).toHaveAttribute('aria-invalid', 'true');
    expect(userBox()).toHaveAccessibleDescription('No registered user has this email address.');
    // A part of an address is no claim that nobody has it.
    await userEvent.clear(userBox());
    await userEvent.type(userBox(), 'nobody@exa');
    expect(await screen.findByText(/Enter the recipient's full e-mail address\./)).toBeVisible();
    expect(screen.queryByText('No registered user has this email address.')).toBeNull();
  });

  it('finds a registered user by the full address, and Enter picks them', async () => {
    const farid = { id: 'u_farid', name: 'Farid Ismail', email: 'farid@example.com' };
    await field(role, (query) => (query.toLowerCase() === farid.email ? [farid] : []));
    await userEvent.type(await screen.findByRole('combobox', { name: 'User' }), 'Farid@Example.com');
    await (await results()).findByRole('option', { name: /farid@example\.com/ });
    expect(screen.queryByText('No registered user has this email address.')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Farid Ismail')).toBeVisible();
  });

  it('says when to try again after too many searches, without an error toast', async () => {
    const error = vi.spyOn(toast, 'error').mockResolvedValue();
    await field(role, () =>
      problem(429, 'rate_limited', 'Too many recipient searches. Please try again in 4 minutes.'),
    );
    await userEvent.type(await screen.findByRole('combobox', { name: 'User' }), 'chloe@example.com');
    expect(await screen.findByText('Too many recipient searches. Please try again in 4 minutes.')).toBeVisible();
    expect(error).not.toHaveBeenCalled();
  });
});
