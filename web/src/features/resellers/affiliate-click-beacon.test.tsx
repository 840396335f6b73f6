import type { components } from '@pentas/openapi';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { renderApp } from '@/test/render';
import { eventDetail, handlers, server, ticketType } from '@/test/server';

type Click = components['schemas']['AffiliateClick'];

/** Beacons the app sends, as the API would receive them. */
function recordBeacons() {
  const sent: Click[] = [];
  server.use(
    handlers.user(null),
    handlers.events([]),
    http.get('*/api/events/:id', () => HttpResponse.json(eventDetail([ticketType()], { id: 12 }))),
    http.post('*/api/affiliate-clicks', async ({ request }) => {
      sent.push((await request.json()) as Click);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

/** The address the browser shows (the root reads `?ref=` from it, as it does on a real first load). */
const arriveAt = (path: string) => window.history.replaceState(null, '', path);

describe('the affiliate click beacon', () => {
  it('counts a visit that arrives with ?ref= once per browser session, with the event it landed on', async () => {
    const sent = recordBeacons();
    arriveAt('/events/12?ref=PNT-7Q2K9XW4DM');
    renderApp('/events/12?ref=PNT-7Q2K9XW4DM');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      code: 'PNT-7Q2K9XW4DM',
      eventId: 12,
      sessionId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(sessionStorage.getItem(storageKeys.clickSession)).toBe(sent[0].sessionId);
    expect(localStorage.getItem(storageKeys.affiliateCode)).toBe('PNT-7Q2K9XW4DM');

    // Another page load in the same session: remembered, not sent again.
    arriveAt('/?ref=PNT-7Q2K9XW4DM');
    renderApp('/?ref=PNT-7Q2K9XW4DM');
    await waitFor(() => expect(localStorage.getItem(storageKeys.affiliateCode)).toBe('PNT-7Q2K9XW4DM'));
    expect(sent).toHaveLength(1);
  });

  it('sends nothing without a well-formed ?ref=', async () => {
    const sent = recordBeacons();
    for (const path of ['/', '/?ref=', '/?ref=%3Cscript%3E']) {
      arriveAt(path);
      const { unmount } = renderApp(path);
      // The root layout is on screen, so its effects have run.
      await screen.findByText('Skip to content');
      unmount();
    }
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem(storageKeys.clickSession)).toBeNull();
  });
});
