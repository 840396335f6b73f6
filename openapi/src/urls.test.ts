import { describe, expect, it } from 'vitest';
import { isImageUrl, safeReturnPath } from './urls';

describe('safeReturnPath', () => {
  it('keeps paths on this site, with their query, normalised as a browser would', () => {
    expect(safeReturnPath('/events/3?ref=abc')).toBe('/events/3?ref=abc');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/events/./3')).toBe('/events/3');
    expect(safeReturnPath('/a/../events?q=caf%C3%A9')).toBe('/events?q=caf%C3%A9');
    expect(safeReturnPath('/events?next=//evil.example')).toBe('/events?next=//evil.example');
    // '@' after a single slash is a path segment, not credentials before a host.
    expect(safeReturnPath('/@evil.example')).toBe('/@evil.example');
  });

  // Known open-redirect bypasses: each reaches evil.example as written, after URL normalisation, or
  // after one more decoding by a later hop.
  const bypasses: [string, string][] = [
    ['protocol-relative', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['four slashes', '////evil.example'],
    ['dot segment', '/.//evil.example'],
    ['dot-dot segment', '/..//evil.example'],
    ['encoded dot-dot segment', '/%2e%2e//evil.example'],
    ['dot then encoded slash', '/.%2f/evil.example'],
    ['backslash', '/\\evil.example'],
    ['slash backslash slash', '/\\/evil.example'],
    ['backslash first', '\\/evil.example'],
    ['encoded slashes', '/%2f%2fevil.example'],
    ['encoded slash, upper case', '/%2F/evil.example'],
    ['encoded backslash', '/%5cevil.example'],
    ['encoded backslashes', '/%5c%5cevil.example'],
    ['double-encoded slashes', '/%252f%252fevil.example'],
    ['triple-encoded slash', '/%25252fevil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['encoded tab between slashes', '/%09/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['encoded newline between slashes', '/%0a/evil.example'],
    ['encoded carriage return', '/%0d/evil.example'],
    ['encoded NUL', '/%00/evil.example'],
    ['leading space', ' //evil.example'],
    ['fullwidth solidus', '/\uff0f\uff0fevil.example'],
    ['encoded fullwidth solidus', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['division slash', '/\u2215\u2215evil.example'],
    ['credentials after two slashes', '//pentas.my@evil.example'],
    ['absolute URL', 'https://evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no leading slash', 'evil.example'],
    ['empty', ''],
  ];

  it.each(bypasses)('refuses %s (%j)', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('never answers a path that starts with two slashes or a slash and a backslash, whatever the input', () => {
    const pieces = ['/', '\\', '.', '..', '%2f', '%2F', '%5c', '%2e', '%09', '%252f', '@', 'evil.example', '\t'];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = safeReturnPath(`/${a}${b}${c}`);
          if (result !== null) expect(result, `/${a}${b}${c}`).toMatch(/^\/(?![/\\])/);
        }
  });

  it('refuses the login page itself and API paths, also when encoded', () => {
    expect(safeReturnPath('/login?returnTo=/x')).toBeNull();
    expect(safeReturnPath('/api/logout')).toBeNull();
    expect(safeReturnPath('/%61pi/logout')).toBeNull();
    expect(safeReturnPath('/x/../api/logout')).toBeNull();
  });
});

describe('isImageUrl', () => {
  it('accepts web URLs, uploaded posters and bundled posters', () => {
    expect(isImageUrl('https://cdn.example.com/p.jpg')).toBe(true);
    expect(isImageUrl('/objects/posters/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isImageUrl('/posters/music-1.svg')).toBe(true);
  });

  it('refuses our own endpoints, traversal and non-web schemes', () => {
    for (const bad of [
      '/api/logout',
      '/objects/../api/logout',
      '/posters/../api/x.svg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'not a url',
    ]) {
      expect(isImageUrl(bad), bad).toBe(false);
    }
  });
});
