// Reads the sizes of a GIF's frames from its block structure, without decoding a pixel: a GIF's frames
// may each be larger than the picture its header names, and a decoder allocates for the frame. So the
// pixel budget is checked against every frame before anything is decoded.

export type GifFrame = { width: number; height: number }

/** Stops reading after this many frames: more than any animation a person uploads. */
const MAX_FRAMES_READ = 5000

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)

/** Skips data sub-blocks (a length byte, then that many bytes, until a zero length); answers the offset after them. */
function skipSubBlocks(gif: Buffer, offset: number): number {
  let at = offset
  while (at < gif.length) {
    const size = gif[at]!
    at += 1
    if (size === 0) return at
    at += size
  }
  return at
}

/**
 * The picture's size and each frame's, as the file declares them. A file cut short or malformed answers
 * the frames read so far (the decoder refuses it later).
 */
export function gifFrames(gif: Buffer): { width: number; height: number; frames: GifFrame[] } {
  if (gif.length < 13 || gif.toString('latin1', 0, 3) !== 'GIF') return { width: 0, height: 0, frames: [] }
  const width = gif.readUInt16LE(6)
  const height = gif.readUInt16LE(8)
  const frames: GifFrame[] = []
  let at = 13 + colourTableBytes(gif[10]!)
  while (at < gif.length && frames.length < MAX_FRAMES_READ) {
    const block = gif[at]
    if (block === 0x21) {
      // An extension: its label, then its data sub-blocks.
      at = skipSubBlocks(gif, at + 2)
    } else if (block === 0x2c) {
      if (at + 10 > gif.length) break
      frames.push({ width: gif.readUInt16LE(at + 5), height: gif.readUInt16LE(at + 7) })
      // The descriptor, its local colour table, the LZW code size, then the image data's sub-blocks.
      at = skipSubBlocks(gif, at + 10 + colourTableBytes(gif[at + 9]!) + 1)
    } else break
  }
  return { width, height, frames }
}
