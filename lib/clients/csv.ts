// CSV as RFC 4180 writes it: fields split by commas, rows by CRLF or LF; a quoted field may hold commas,
// line breaks and doubled quotes. A byte-order mark before the header (Excel's "CSV UTF-8") is dropped.
// No library in the project parses CSV, and these few rules are all the exports we read need.

/** The file's rows, each a list of its fields as written; blank lines are left out. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let index = 0
  const endRow = () => {
    row.push(field)
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
    field = ''
  }
  while (index < input.length) {
    const char = input[index]
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"'
          index += 2
          continue
        }
        quoted = false
      } else field += char
      index += 1
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && input[index + 1] === '\n') {
      endRow()
      index += 1
    } else if (char === '\n' || char === '\r') endRow()
    else field += char
    index += 1
  }
  if (field !== '' || row.length > 0) endRow()
  return rows
}

/**
 * One field as RFC 4180 quotes it. A leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it
 * as a formula, unless the field is a number (a mobile in E.164: +61412345678).
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^\+?\d+$/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows as CSV text, CRLF-separated, the header first. */
export const toCsv = (rows: string[][]): string => rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
