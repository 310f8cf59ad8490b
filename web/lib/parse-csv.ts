/**
 * Splits CSV text into rows of cells (RFC 4180): quoted cells may hold the delimiter, line breaks and doubled
 * quotes (""); CRLF, LF and CR all end a row; a UTF-8 byte order mark (Excel writes one) is dropped; rows
 * whose cells are all blank are left out. Each row keeps the 1-based line it started on, so problems can
 * be pointed at. The delimiter is a comma unless the first line has semicolons and no commas (spreadsheets
 * in locales that write decimal commas save CSV that way).
 */
export interface CsvRow {
  line: number;
  cells: string[];
}

export function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.split(/\r\n|\n|\r/u, 1)[0] ?? '';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

export function parseCsv(input: string, delimiter: ',' | ';' = detectDelimiter(input.replace(/^\uFEFF/u, ''))): CsvRow[] {
  const text = input.replace(/^\uFEFF/u, '');
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;

  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at its start (spaces before it are tolerated and dropped).
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  endRow();
  return rows;
}
