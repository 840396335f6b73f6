import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  numberFormat,
  pageNow,
  recordWritten,
  rememberWritten,
  stopUsingRenderTime,
  written,
} from './intl-formats';

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const a = dateTimeFormat('en-MY', { timeZone: 'Asia/Jakarta', hour: 'numeric' });
    expect(dateTimeFormat('en-MY', { timeZone: 'Asia/Jakarta', hour: 'numeric' })).toBe(a);
    expect(dateTimeFormat('en-MY', { timeZone: 'Asia/Kuala_Lumpur', hour: 'numeric' })).not.toBe(a);
    expect(numberFormat('en-US', { minimumFractionDigits: 2 })).toBe(
      numberFormat('en-US', { minimumFractionDigits: 2 }),
    );
  });

  it('formats as a fresh formatter would', () => {
    const at = new Date('2026-12-05T11:30:00Z');
    const options = { timeZone: 'Asia/Jakarta', hour: 'numeric', minute: '2-digit' } as const;
    expect(dateTimeFormat('en-MY', options).format(at)).toBe(new Intl.DateTimeFormat('en-MY', options).format(at));
    expect(numberFormat('en-US', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
  });
});

describe('the words a server render wrote, reused while the browser hydrates its page', () => {
  it('records what a render writes, and when; nothing outside a render', () => {
    const outside = recordWritten(() => 'nothing');
    expect(Object.keys(outside.written)).toEqual(['renderedAt']);
    written('time|outside', () => 'not kept');
    const { result, written: words } = recordWritten(() => written('time|a', () => 'Sat, 5 Dec 2026'));
    expect(result).toBe('Sat, 5 Dec 2026');
    expect(words['time|a']).toBe('Sat, 5 Dec 2026');
    expect(words['time|outside']).toBeUndefined();
    expect(Number(words.renderedAt)).toBeGreaterThan(0);
  });

  it("gives the server's words without writing them again, and the render's instant as now until told to stop", () => {
    let built = 0;
    const write = () => {
      built++;
      return 'fresh';
    };
    rememberWritten({ 'price|kept': 'RM 80.00', renderedAt: '1764000000000' });
    expect(written('price|kept', write)).toBe('RM 80.00');
    expect(written('price|other', write)).toBe('fresh');
    expect(built).toBe(1);
    expect(pageNow().getTime()).toBe(1764000000000);
    stopUsingRenderTime();
    expect(Math.abs(pageNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
