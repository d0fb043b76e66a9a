// The text a PDF draws, read back well enough for a test: each content stream inflated, the strings of its
// text operators decoded (hex or literal, one byte a character in WinAnsi, as the built-in fonts encode them) and
// joined, a line per text object. Not a PDF parser: it reads what @react-pdf/renderer writes.
import { inflateSync } from 'node:zlib'

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = []
  let at = 0
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1')
    if (start < 0) return found
    const bodyStart = start + (pdf[start + 6] === 0x0d ? 8 : 7)
    const end = pdf.indexOf('endstream', bodyStart, 'latin1')
    if (end < 0) return found
    try {
      found.push(inflateSync(pdf.subarray(bodyStart, end)))
    } catch {
      // Not a deflated stream (an uncompressed one, or image data): nothing of ours to read.
    }
    at = end + 9
  }
}

// WinAnsi's 0x80–0x9F (Node's TextDecoder reads 'windows-1252' as Latin-1 there): ’ “ ” – — € …
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('')

const unescape = (literal: string) =>
  literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[code] ?? code),
  )

/** Every text object's strings, one line each, in the order drawn. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = []
  for (const stream of streams(pdf)) {
    const content = stream.toString('latin1')
    for (const [block] of content.matchAll(/BT[\s\S]*?ET/g)) {
      const strings = [...block.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map(([, hex, literal]) =>
        hex !== undefined ? winAnsi(Buffer.from(hex, 'hex')) : unescape(literal ?? ''),
      )
      if (strings.length) lines.push(strings.join(''))
    }
  }
  return lines.join('\n')
}
