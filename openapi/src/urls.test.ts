import { describe, expect, it } from 'vitest';
import { isImageUrl, safeReturnPath } from './urls';

describe('safeReturnPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeReturnPath('/events/3?ref=abc')).toBe('/events/3?ref=abc');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it('refuses anything a browser could resolve to another origin', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /x',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(safeReturnPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('refuses the login page itself and API paths', () => {
    expect(safeReturnPath('/login?returnTo=/x')).toBeNull();
    expect(safeReturnPath('/api/logout')).toBeNull();
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
