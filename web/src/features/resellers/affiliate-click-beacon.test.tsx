import type { components } from '@pentas/openapi';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { renderApp } from '@/test/render';
import { eventDetail, handlers, server, ticketType } from '@/test/server';

type Click = components['schemas']['AffiliateClick'];

const TOKEN = '1795702741.Jk3q9hX2cVb8mN1pQ4rS7tU0vW5xY6zA-_BcDeFgHiJ';

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

/** The visit token the server puts in the head of a page it rendered for `?ref=`. */
function pageCarriesToken(token = TOKEN) {
  const meta = document.createElement('meta');
  meta.name = 'pentas-visit-token';
  meta.content = token;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="pentas-visit-token"]')) meta.remove();
});

describe('the affiliate click beacon', () => {
  it("sends the page's visit token with the code once per browser session, with the event it landed on", async () => {
    const sent = recordBeacons();
    pageCarriesToken();
    arriveAt('/events/12?ref=PNT-7Q2K9XW4DM');
    renderApp('/events/12?ref=PNT-7Q2K9XW4DM');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ code: 'PNT-7Q2K9XW4DM', eventId: 12, token: TOKEN });
    expect(sessionStorage.getItem(storageKeys.clickSent)).toBe('PNT-7Q2K9XW4DM');
    expect(localStorage.getItem(storageKeys.affiliateCode)).toBe('PNT-7Q2K9XW4DM');

    // Another page load in the same session: remembered, not sent again.
    arriveAt('/?ref=PNT-7Q2K9XW4DM');
    renderApp('/?ref=PNT-7Q2K9XW4DM');
    await waitFor(() => expect(localStorage.getItem(storageKeys.affiliateCode)).toBe('PNT-7Q2K9XW4DM'));
    expect(sent).toHaveLength(1);
  });

  it('sends nothing without a well-formed ?ref=, or without a visit token in the page', async () => {
    const sent = recordBeacons();
    pageCarriesToken();
    for (const path of ['/', '/?ref=', '/?ref=%3Cscript%3E']) {
      arriveAt(path);
      const { unmount } = renderApp(path);
      // The root layout is on screen, so its effects have run.
      await screen.findByText('Skip to content');
      unmount();
    }
    document.head.querySelector('meta[name="pentas-visit-token"]')?.remove();
    arriveAt('/?ref=PNT-7Q2K9XW4DM');
    renderApp('/?ref=PNT-7Q2K9XW4DM');
    await waitFor(() => expect(localStorage.getItem(storageKeys.affiliateCode)).toBe('PNT-7Q2K9XW4DM'));
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem(storageKeys.clickSent)).toBeNull();
  });
});
