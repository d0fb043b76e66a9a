// A GIF's frames are held to the pixel budget before anything is decoded: their sizes come from the file's
// blocks alone (lib/images/gif-frames.ts).
import { describe, expect, it } from 'vitest'
import { gifFrames } from '@/lib/images/gif-frames'
import { animatedGif, gifWithOversizedFrame, pngImage } from '../support/images'

describe('gifFrames', () => {
  it('reads the picture and every frame of an animation', async () => {
    const read = gifFrames(await animatedGif({ width: 400, height: 300, frames: 4 }))
    expect(read.width).toBe(400)
    expect(read.height).toBe(300)
    expect(read.frames).toHaveLength(4)
    expect(read.frames.every((frame) => frame.width <= 400 && frame.height <= 300)).toBe(true)
  })

  it('finds a frame larger than the picture', async () => {
    const read = gifFrames(await gifWithOversizedFrame({ frameWidth: 5000, frameHeight: 4000 }))
    expect(read).toMatchObject({ width: 40, height: 30 })
    expect(read.frames.at(-1)).toEqual({ width: 5000, height: 4000 })
  })

  it('answers no frames for what is not a GIF, and stops at a file cut short', async () => {
    expect(gifFrames(await pngImage()).frames).toEqual([])
    const gif = await animatedGif({ frames: 3 })
    expect(gifFrames(gif.subarray(0, 40)).frames.length).toBeLessThanOrEqual(1)
  })
})
