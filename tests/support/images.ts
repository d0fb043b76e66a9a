// Real image files for upload tests.
import sharp from 'sharp'

/** A JPEG photo carrying camera EXIF with a GPS position, like one straight off a phone. */
export async function jpegWithGps({ width = 1600, height = 1200 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 214, g: 122, b: 150 } } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`) },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' },
    })
    .toBuffer()
}

export const pngImage = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } } })
    .png()
    .toBuffer()

/** Multipart body with one file under `images`. */
export function imageForm(file: Buffer, { name = 'photo.jpg', type = 'image/jpeg' } = {}) {
  const form = new FormData()
  form.append('images', new Blob([new Uint8Array(file)], { type }), name)
  return form
}

/** An animated GIF whose frames differ (a dot moving across), like a short screen recording. */
export async function animatedGif({ width = 400, height = 300, frames = 4 } = {}): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: { r: 214, g: 122, b: 150 } } })
        .composite([
          {
            input: Buffer.from(
              `<svg width="${width}" height="${height}"><circle cx="${((i + 1) * width) / (frames + 1)}" cy="${height / 2}" r="${height / 5}" fill="#fff"/></svg>`,
            ),
          },
        ])
        .raw()
        .toBuffer(),
    ),
  )
  return sharp(Buffer.concat(pages), { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ loop: 0 })
    .toBuffer()
}

/**
 * A GIF whose picture is small but one of whose frames declares itself `frameWidth` x `frameHeight`:
 * a decoder would allocate for that frame. The frame's size is patched into a real two-frame GIF.
 */
export async function gifWithOversizedFrame({ frameWidth = 5000, frameHeight = 4000 } = {}): Promise<Buffer> {
  // Two frames of different colours, so the second is a whole 40x30 frame too.
  const frames = await Promise.all(
    ['#d67a96', '#2a6fdb'].map((background) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .raw()
        .toBuffer(),
    ),
  )
  const gif = await sharp(Buffer.concat(frames), { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
    .gif()
    .toBuffer()
  const descriptors = [...gif.entries()].filter(([at, byte]) => byte === 0x2c && gif.readUInt16LE(at + 5) === 40 && gif.readUInt16LE(at + 7) === 30)
  const [at] = descriptors.at(-1)!
  gif.writeUInt16LE(frameWidth, at + 5)
  gif.writeUInt16LE(frameHeight, at + 7)
  return gif
}
