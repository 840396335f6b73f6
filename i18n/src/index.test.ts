import { describe, expect, it } from 'vitest';
import { intlLocaleOf, localeOfRequest } from './index';

describe("a request's language (decision 75)", () => {
  it("is the visitor's choice first, whatever the browser says", () => {
    expect(localeOfRequest('ms', 'en-GB,en;q=0.9')).toBe('ms');
    expect(localeOfRequest('en', 'ms-MY')).toBe('en');
  });

  it("is else the browser's first language we have, by quality then order", () => {
    expect(localeOfRequest(undefined, 'ms-MY,ms;q=0.9,en;q=0.8')).toBe('ms');
    expect(localeOfRequest(undefined, 'zh-CN,ms;q=0.8,en;q=0.7')).toBe('ms');
    expect(localeOfRequest(undefined, 'en;q=0.5,ms;q=0.9')).toBe('ms');
    expect(localeOfRequest(undefined, 'ms;q=0,en')).toBe('en');
  });

  it('is English for Indonesian, an unknown choice, or nothing to go on', () => {
    expect(localeOfRequest(undefined, 'id-ID,id;q=0.9')).toBe('en');
    expect(localeOfRequest('fr', undefined)).toBe('en');
    expect(localeOfRequest(undefined, undefined)).toBe('en');
    expect(localeOfRequest(undefined, ';;,q=,*')).toBe('en');
  });

  it("formats in Malaysia's English or Malay", () => {
    expect(intlLocaleOf('en')).toBe('en-MY');
    expect(intlLocaleOf('ms')).toBe('ms-MY');
  });
});
