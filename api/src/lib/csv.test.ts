import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('makes text that starts a formula inert', () => {
    for (const text of ['=1+1', '+60123', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(text)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it('quotes commas, quotes and line breaks; leaves the rest and numbers alone', () => {
    expect(csvCell('Tan, Chloe')).toBe('"Tan, Chloe"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Siti Hassan')).toBe('Siti Hassan');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, '=x'])).toBe("a,1,,'=x\r\n");
  });
});
