import { POSTER_SIZES } from '@pentas/openapi';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { eventDetail, eventSummary, handlers, server, ticketType, userWithRole } from '@/test/server';

const uploaded = '/objects/posters/0123456789abcdef0123456789abcdef';
const posterOf = (card: HTMLElement) => card.querySelector('img') as HTMLImageElement;

describe('event posters: the size the screen needs, the first one first, nothing shifting', () => {
  it('gives the first card high priority and loads the others lazily; srcset only for an uploaded poster', async () => {
    server.use(
      handlers.user(null),
      handlers.events([
        eventSummary({ id: 1, title: 'Raster', imageUrl: uploaded, imageVariants: [480, 960, 1440] }),
        eventSummary({ id: 2, title: 'Vector', imageUrl: '/posters/music-1.svg', imageVariants: [] }),
        eventSummary({ id: 3, title: 'Small', imageUrl: uploaded, imageVariants: [300] }),
      ]),
    );
    renderApp('/');
    await screen.findByRole('link', { name: 'Get Tickets for Raster' });
    const [first, second, third] = screen.getAllByTestId('event-card').map(posterOf);

    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute(
      'srcset',
      `${uploaded}-w480.webp 480w, ${uploaded}-w960.webp 960w, ${uploaded}-w1440.webp 1440w`,
    );
    expect(first).toHaveAttribute('sizes', POSTER_SIZES.card);
    expect(first).toHaveAttribute('src', `${uploaded}-w480.webp`);

    for (const later of [second, third]) {
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).toHaveAttribute('decoding', 'async');
      expect(later).not.toHaveAttribute('fetchpriority');
    }
    expect(second).toHaveAttribute('src', '/posters/music-1.svg');
    expect(second).not.toHaveAttribute('srcset');
    expect(second).not.toHaveAttribute('sizes');
    expect(third).toHaveAttribute('srcset', `${uploaded}-w300.webp 300w`);

    // A poster's 4:5 shape, so the layout is reserved before any image arrives.
    for (const img of [first, second, third]) {
      expect(img).toHaveAttribute('width', '1080');
      expect(img).toHaveAttribute('height', '1350');
    }
  });

  it("fetches the event page's poster first, at the viewport's width", async () => {
    server.use(
      handlers.user(userWithRole('customer')),
      http.get('*/api/events/:id', () =>
        HttpResponse.json(eventDetail([ticketType()], { id: 7, imageUrl: uploaded, imageVariants: [480, 960] })),
      ),
    );
    renderApp('/events/7');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Jazz by the Lake' });
    const poster = within(heading.closest('main') as HTMLElement)
      .getAllByRole('presentation')
      .find((el) => el.tagName === 'IMG') as HTMLImageElement;
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('srcset', `${uploaded}-w480.webp 480w, ${uploaded}-w960.webp 960w`);
    expect(poster).toHaveAttribute('sizes', POSTER_SIZES.eventPage);
  });

  it("falls back to the category's poster, without the srcset, when the image fails", async () => {
    server.use(
      handlers.user(null),
      handlers.events([eventSummary({ id: 1, title: 'Broken', imageUrl: uploaded, imageVariants: [480] })]),
    );
    renderApp('/');
    await screen.findByRole('link', { name: 'Get Tickets for Broken' });
    const poster = posterOf(screen.getByTestId('event-card'));
    poster.dispatchEvent(new Event('error'));
    await expect.poll(() => poster.getAttribute('src')).toBe('/posters/fallback-music.svg');
    expect(poster).not.toHaveAttribute('srcset');
  });
});
