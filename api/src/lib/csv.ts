/**
 * CSV for spreadsheets (RFC 4180, CRLF): a UTF-8 byte order mark first so that Excel reads UTF-8
 * (names in any script), and cells that a spreadsheet would run as a formula made inert.
 */
export const BOM = '\uFEFF';

/** Characters that start a formula in Excel, LibreOffice or Sheets (OWASP 'CSV injection'). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are ours (counts, amounts): only text that people typed can smuggle a formula in.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
