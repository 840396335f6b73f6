import { describe, expect, it } from 'vitest';
import { maskEmail } from './masked-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain, and hides the rest of the name', () => {
    expect(maskEmail('aisyah.rahman@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskEmail('élodie@exemple.fr')).toBe('é•••@exemple.fr');
  });

  it('never shows the whole of an address without a domain', () => {
    expect(maskEmail('nobody')).toBe('n•••');
  });
});
