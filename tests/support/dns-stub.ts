// A tiny DNS server on UDP (node:dgram) that answers TXT queries from a table, speaking the wire format
// (RFC 1035) that node:dns sends and reads. Point DNS_RESOLVER at `address`. A name not in the table is
// NXDOMAIN; `failing` names answer SERVFAIL (DNS that cannot be reached).
import dgram from 'node:dgram'
import type { AddressInfo } from 'node:net'

const TYPE_TXT = 16
const RCODE = { ok: 0, serverFailure: 2, noSuchName: 3 } as const

export type DnsStub = {
  /** "127.0.0.1:port", for DNS_RESOLVER. */
  address: string
  /** TXT values of a name (each value one record); null removes the name. */
  setTxt(name: string, values: string[] | null): void
  failing: Set<string>
  /** Every name asked, in order. */
  queries: string[]
  close(): Promise<void>
}

/** The question's name and where the question ends (name, type, class). */
function readQuestion(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = []
  let offset = 12
  while (message[offset] !== 0) {
    const length = message[offset]
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'))
    offset += 1 + length
  }
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 }
}

/** A TXT record's data: its value as strings of at most 255 bytes, each prefixed by its length. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8')
  const strings: Buffer[] = []
  for (let start = 0; start < bytes.length || strings.length === 0; start += 255) {
    const chunk = bytes.subarray(start, start + 255)
    strings.push(Buffer.concat([Buffer.from([chunk.length]), chunk]))
  }
  return Buffer.concat(strings)
}

function answer(query: Buffer, rcode: number, values: string[]): Buffer {
  const { end } = readQuestion(query)
  const header = Buffer.alloc(12)
  query.copy(header, 0, 0, 2)
  // QR, the query's opcode and RD, AA; RA; the response code.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x7900) | 0x0400 | 0x0080 | rcode, 2)
  header.writeUInt16BE(1, 4)
  header.writeUInt16BE(values.length, 6)
  const records = values.map((value) => {
    const data = txtData(value)
    const record = Buffer.alloc(12)
    record.writeUInt16BE(0xc00c, 0) // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_TXT, 2)
    record.writeUInt16BE(1, 4) // class IN
    record.writeUInt32BE(60, 6)
    record.writeUInt16BE(data.length, 10)
    return Buffer.concat([record, data])
  })
  return Buffer.concat([header, query.subarray(12, end), ...records])
}

export async function startDnsStub(): Promise<DnsStub> {
  const table = new Map<string, string[]>()
  const failing = new Set<string>()
  const queries: string[] = []
  const socket = dgram.createSocket('udp4')
  socket.on('message', (message, peer) => {
    const { name, type } = readQuestion(message)
    queries.push(name)
    const values = table.get(name)
    const reply = failing.has(name)
      ? answer(message, RCODE.serverFailure, [])
      : values
        ? answer(message, RCODE.ok, type === TYPE_TXT ? values : [])
        : answer(message, RCODE.noSuchName, [])
    socket.send(reply, peer.port, peer.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address() as AddressInfo
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, values) => (values ? table.set(name.toLowerCase(), values) : table.delete(name.toLowerCase())),
    failing,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
