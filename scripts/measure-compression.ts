// `npx tsx scripts/measure-compression.ts <url-or-file> [runs]`: what compressing one stored page costs
// (lib/http/site-renders.mjs compresses each render once, in Brotli and gzip): milliseconds and bytes for
// Brotli quality 4 to 9 and gzip levels 6 and 9, the median of `runs` (default 20). Point it at a real
// rendered site page (a stored render: the server's own fetch, or a saved copy of one).
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const [source, runsArgument] = process.argv.slice(2)
if (!source) throw new Error('usage: measure-compression.ts <url-or-file> [runs]')
const runs = Number(runsArgument ?? 20)
const body = /^https?:/.test(source)
  ? Buffer.from(await (await fetch(source, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
  : readFileSync(source)

function timed(compress: () => Buffer): { ms: number; bytes: number } {
  let bytes = 0
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    bytes = compress().length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { ms: Math.round(times[Math.floor(times.length / 2)] * 100) / 100, bytes }
}

console.log(`${source}: ${body.length} bytes, median of ${runs} runs`)
const brotli = (quality: number) => () =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
for (let quality = 4; quality <= 9; quality++) {
  const { ms, bytes } = timed(brotli(quality))
  console.log(`br q${quality}   ${String(ms).padStart(6)} ms  ${String(bytes).padStart(7)} bytes`)
}
for (const level of [6, 9]) {
  const { ms, bytes } = timed(() => gzipSync(body, { level }))
  console.log(`gzip ${level}   ${String(ms).padStart(6)} ms  ${String(bytes).padStart(7)} bytes`)
}
