import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

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
