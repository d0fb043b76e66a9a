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
