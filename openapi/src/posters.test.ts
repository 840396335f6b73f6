import { describe, expect, it } from 'vitest';
import { POSTER_BOX, POSTER_CARD_ASPECT, posterImage, posterVariantPath } from './posters';

const uploaded = '/objects/posters/0123456789abcdef0123456789abcdef';

describe('posterImage', () => {
  it('lists the variants of an uploaded poster, narrowest first, with sizes', () => {
    expect(posterImage(uploaded, [1440, 480, 960], '(min-width: 1024px) 33vw, 100vw')).toEqual({
      src: `${uploaded}-w480.webp`,
      srcSet: `${uploaded}-w480.webp 480w, ${uploaded}-w960.webp 960w, ${uploaded}-w1440.webp 1440w`,
      sizes: '(min-width: 1024px) 33vw, 100vw',
      ...POSTER_BOX,
    });
  });

  it('uses the image as it is when it has no variants: SVG, other sites, older uploads', () => {
    for (const url of ['/posters/music-1.svg', 'https://cdn.example.com/p.jpg', uploaded]) {
      expect(posterImage(url)).toEqual({ src: url, ...POSTER_BOX });
    }
  });

  it('never writes variant paths for an image that is not an uploaded poster', () => {
    expect(posterImage('https://cdn.example.com/p.jpg', [480])).toEqual({
      src: 'https://cdn.example.com/p.jpg',
      ...POSTER_BOX,
    });
  });
});

describe('posterVariantPath', () => {
  it('works on a path and on an object key alike', () => {
    expect(posterVariantPath(uploaded, 960)).toBe(`${uploaded}-w960.webp`);
    expect(posterVariantPath('posters/0123456789abcdef0123456789abcdef', 480)).toBe(
      'posters/0123456789abcdef0123456789abcdef-w480.webp',
    );
  });
});

describe('poster boxes', () => {
  it('hold a 4:5 poster whole on the event page, and cut at most a tenth of it on a card', () => {
    const poster = 4 / 5;
    expect(POSTER_BOX.width / POSTER_BOX.height).toBe(poster);
    // A cover-fitted image loses the part of its height (or width) the box's shape has no room for.
    const cut = 1 - Math.min(poster / POSTER_CARD_ASPECT, POSTER_CARD_ASPECT / poster);
    expect(cut).toBeLessThanOrEqual(0.1);
  });
});
