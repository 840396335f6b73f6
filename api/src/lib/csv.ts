/**
 * CSV for spreadsheets (RFC 4180, CRLF): a UTF-8 byte order mark first so that Excel reads UTF-8
 * (names in any script), every text cell quoted, and no formula anywhere a spreadsheet may start a
 * cell: not at the start of a text, nor after any separator a locale may split on (`,`, `;`, tab, `|`)
 * or a line break, spaces and quotes between them included (OWASP 'CSV injection').
 */
export const BOM = '\uFEFF';

/** A formula's first character (Excel, LibreOffice, Sheets), where a cell may start. */
const FORMULA_AT_CELL_START = /(^|[,;\t|\r\n])([\s"]*)(?=[=+\-@])/g;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (counts): only text can carry what people typed.
  if (typeof value === 'number') return String(value);
  const inert = value.replace(FORMULA_AT_CELL_START, "$1$2'");
  return `"${inert.replaceAll('"', '""')}"`;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
