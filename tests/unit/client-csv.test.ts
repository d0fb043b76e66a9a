// The CSV the client import reads and the export writes (RFC 4180): quotes, commas and line breaks in
// quotes, doubled quotes, CRLF and LF, a byte-order mark; and formulas a spreadsheet would run, defused.
import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from '@/lib/clients/csv'

describe('parseCsv', () => {
  it('reads quoted fields with commas, line breaks and doubled quotes, CRLF or LF, and drops a BOM and blank lines', () => {
    const text = '\uFEFFName,Notes\r\n"Wong, Mia","Loves ""dewy"",\r\nno glitter"\r\n\r\nAva,\nZoe,last'
    expect(parseCsv(text)).toEqual([
      ['Name', 'Notes'],
      ['Wong, Mia', 'Loves "dewy",\r\nno glitter'],
      ['Ava', ''],
      ['Zoe', 'last'],
    ])
  })

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\n,,\nx')).toEqual([['a', '', 'c'], ['', '', ''], ['x']])
    expect(parseCsv('')).toEqual([])
  })
})

describe('toCsv', () => {
  it('quotes what needs quoting, and is read back as written', () => {
    const rows = [
      ['Name', 'Notes'],
      ['Mia "Mimi" Wong', 'one, two\nthree'],
      ['Ava', ''],
    ]
    expect(toCsv(rows)).toBe('Name,Notes\r\n"Mia ""Mimi"" Wong","one, two\nthree"\r\nAva,\r\n')
    expect(parseCsv(toCsv(rows))).toEqual(rows)
  })

  it('defuses formulas but leaves mobile numbers alone', () => {
    expect(toCsv([['=HYPERLINK("x")', '+61412345678', '@sum', '-1+2']])).toBe(`"'=HYPERLINK(""x"")",+61412345678,'@sum,'-1+2\r\n`)
  })
})
