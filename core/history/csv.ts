/** A CSV cell: text, a number, or empty (null/undefined). */
export type CsvValue = string | number | null | undefined;

// Spreadsheets run a text cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 wants it: quoted when it holds a comma, quote, CR or LF, with quotes doubled. Text that
 * a spreadsheet would run as a formula (= + - @ tab CR first) gets a leading apostrophe, so a keyword such as
 * `=HYPERLINK(...)` shows as text. Numbers are written as they are: they cannot carry a formula.
 * @example csvCell('a,"b"') // '"a,""b"""'
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
