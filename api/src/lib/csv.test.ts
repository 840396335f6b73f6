import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

/** What a spreadsheet splitting on `separator` without regard to quotes would take as each cell. */
const cellsSplitOn = (row: string, separator: string) =>
  row.split(separator).map((cell) => cell.replace(/^[\s"]+/, ''));

const hostile = [
  "Budi;=cmd|' /C calc'!A0",
  '=1+1',
  '+60123',
  '-2',
  '@SUM(A1)',
  '\t=1',
  ' =1',
  'Tan,=HYPERLINK("http://x")',
  'a\t@b',
  'x;"=cmd"',
  'x| -1',
  'line\n=2',
];

describe('csvCell', () => {
  it('quotes every text cell, doubling its quotes; leaves numbers bare', () => {
    expect(csvCell('Siti Hassan')).toBe('"Siti Hassan"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('80.00')).toBe('"80.00"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it("makes a formula inert where a cell may start: the text's start and after any separator", () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell("Budi;=cmd|' /C calc'!A0")).toBe(`"Budi;'=cmd|' /C calc'!A0"`);
    expect(csvCell('Tan,=HYPERLINK("http://x")')).toBe(`"Tan,'=HYPERLINK(""http://x"")"`);
    expect(csvCell('x;"=cmd"')).toBe(`"x;""'=cmd"""`);
    expect(csvCell('Ng-Tan, 012-345')).toBe('"Ng-Tan, 012-345"');
  });

  it.each([',', ';', '\t', '|'])(
    'leaves no cell starting with a formula when a spreadsheet splits on %j',
    (separator) => {
      const row = csvRow(['ticket-1', ...hostile, 3]);
      for (const cell of cellsSplitOn(row, separator)) expect(cell).not.toMatch(/^[=+\-@]/);
      for (const line of row.split(/\r?\n/)) expect(line.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
    },
  );
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, '=x'])).toBe(`"a",1,,"'=x"\r\n`);
  });
});
