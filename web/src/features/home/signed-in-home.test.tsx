import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { eventSummary, handlers, server, userWithRole } from '@/test/server';
import { SignedInHome } from './signed-in-home';

const events = Array.from({ length: 8 }, (_, i) =>
  eventSummary({
    id: i + 1,
    title: `Event ${i + 1}`,
    venue: i === 3 ? 'Stadium Merdeka' : 'Hall',
    description: 'A night out',
  }),
);

describe('signed-in home', () => {
  it('greets by first name, or Explorer', async () => {
    server.use(handlers.user(userWithRole('customer')), handlers.events(events));
    await renderPage(() => <SignedInHome user={userWithRole('customer', { firstName: 'Chloe' })} />);
    expect(await screen.findByRole('heading', { name: 'Welcome Back, Chloe!' })).toBeInTheDocument();
  });

  it('says Explorer when there is no first name', async () => {
    server.use(handlers.user(userWithRole('customer')), handlers.events(events));
    await renderPage(() => <SignedInHome user={userWithRole('customer', { firstName: null })} />);
    expect(await screen.findByRole('heading', { name: 'Welcome Back, Explorer!' })).toBeInTheDocument();
  });

  it('shows six skeletons while loading, then at most six cards', async () => {
    server.use(handlers.user(userWithRole('customer')), handlers.events(events));
    await renderPage(() => <SignedInHome user={userWithRole('customer')} />);
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(6);
    expect(await screen.findAllByTestId('event-card')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
  });

  it('filters the loaded events by venue on the client, case-insensitively', async () => {
    server.use(handlers.user(userWithRole('customer')), handlers.events(events));
    await renderPage(() => <SignedInHome user={userWithRole('customer')} />);
    await screen.findAllByTestId('event-card');
    await userEvent.type(screen.getByRole('searchbox'), 'stadium MERDEKA');
    expect(screen.getAllByTestId('event-card')).toHaveLength(1);
    expect(screen.getByText('Event 4')).toBeInTheDocument();
  });

  it('explains an empty search and an empty catalog differently', async () => {
    server.use(handlers.user(userWithRole('customer')), handlers.events(events));
    const { unmount } = await renderPage(() => <SignedInHome user={userWithRole('customer')} />);
    await screen.findAllByTestId('event-card');
    await userEvent.type(screen.getByRole('searchbox'), 'no such thing');
    expect(screen.getByText('No Events Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    unmount();

    server.use(handlers.events([]));
    await renderPage(() => <SignedInHome user={userWithRole('customer')} />);
    expect(await screen.findByText('Be the first to create an event!')).toBeInTheDocument();
  });

  it('offers Create Event and View Analytics by permission, else Browse Events', async () => {
    server.use(handlers.user(userWithRole('organizer')), handlers.events(events));
    const { unmount } = await renderPage(() => <SignedInHome user={userWithRole('organizer')} />);
    expect(await screen.findByRole('link', { name: /Create Event/ })).toHaveAttribute('href', '/create-event');
    expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/analytics');
    unmount();

    server.use(handlers.user(userWithRole('customer')));
    await renderPage(() => <SignedInHome user={userWithRole('customer')} />);
    await screen.findAllByRole('link', { name: /Browse Events/ });
    expect(screen.queryByRole('link', { name: /Create Event/ })).toBeNull();
  });
});
