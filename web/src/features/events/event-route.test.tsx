import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { eventDetail, eventSummary, handlers, server, ticketType, userWithRole } from '@/test/server';

const problem = (status: number) => HttpResponse.json({ status, title: 'x', detail: 'x', code: 'x' }, { status });

describe('the event page route: data in its loader, the shared pending and error pages', () => {
  it("shows the page's own 'Event Not Found' for a malformed id, without asking the API", async () => {
    server.use(handlers.user(null));
    renderApp('/events/abc');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
  });

  it("maps the API's 404 to the page's not-found message", async () => {
    server.use(
      handlers.user(null),
      http.get('*/api/events/:id', () => problem(404)),
    );
    renderApp('/events/404');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  // Signed in below: a visitor's 'Registration Required' dialog would hide the page from queries.
  it('says anything else in one message, and Try Again runs the loader again', async () => {
    let calls = 0;
    server.use(
      handlers.user(userWithRole('customer')),
      http.get('*/api/events/:id', () => {
        calls += 1;
        return calls === 1 ? problem(500) : HttpResponse.json(eventDetail([ticketType()], { id: 7 }));
      }),
    );
    renderApp('/events/7');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz by the Lake' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("fetches the page's data when its link is hovered (preload on intent), before any click", async () => {
    const asked: string[] = [];
    server.use(
      handlers.user(userWithRole('customer')),
      handlers.events([eventSummary({ id: 3 })]),
      http.get('*/api/events/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(eventDetail([ticketType()], { id: 3 }));
      }),
    );
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Get Tickets for Jazz by the Lake' });
    await userEvent.hover(link);
    await expect.poll(() => asked).toEqual(['3']);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz by the Lake' })).toBeInTheDocument();
    expect(asked).toEqual(['3']);
  });
});
