// The share image of a public page, 1200x630, drawn by satori like the review cards (flexbox only, every
// icon an SVG): the Glowfolio logo, what the page is for, the business's name at the largest size that
// fits, the site's slogan and rating, and on the right an arch holding the cover photo (the profile
// photo in a ring beside it), or the profile photo, or the name's initials on the brand's rose.
import type { ReactElement } from 'react'
import { fitText } from '@/lib/cards/fit-text'
import { Box, Line, Photo, Sparkle, Stars, font } from '@/lib/cards/templates/parts'
import { palettes } from '@/lib/cards/templates/palettes'
import { initials } from '@/lib/format/initials'
import { SHARE_IMAGE_SIZE } from './schema'

/** app/globals.css: brand-50…900, ink, muted, line, canvas, star. */
const BRAND = { 50: '#fdf2f6', 100: '#fce7ef', 200: '#f9cfe0', 300: '#f4a8c5', 400: '#ea76a1', 500: '#dd4f82', 600: '#c2346a', 700: '#a22655' }
const INK = '#1c1917'
const MUTED = '#6b625d'
const LINE = '#ece5e1'
const STAR = '#f5b301'

const PAD = 72
const TEXT_WIDTH = 540
const ARCH = { left: 704, top: 58, width: 420, height: 620 }
const ARCH_RADIUS = `${ARCH.width / 2}px ${ARCH.width / 2}px 0 0`
const LOGO_HEIGHT = 40
const LOGO_RATIO = 264 / 52

/** The images it draws, as data URIs; null where there is none (or it could not be read). */
export type ShareArt = { logo: string; cover: string | null; profile: string | null }

export type ShareImageProps = {
  businessName: string
  eyebrow: string
  tagline: string | null
  rating: { average: number; count: number } | null
  art: ShareArt
}

/** The photo slots, for cropping ahead of drawing. */
export const SHARE_SLOTS = { cover: { width: ARCH.width, height: ARCH.height }, profileBeside: 148, profileAlone: 300 } as const

/** The name: as large as fits three lines (two with a slogan under it), cut with "…" past that. */
export function Headline({ name, height }: { name: string; height: number }) {
  const fitted = fitText(name, { width: TEXT_WIDTH, height, maxSize: 78, minSize: 40, lineHeight: 1.08, em: 0.6 })
  // Room above and below, taken back by the margins, keeps marks that reach past the line (a
  // Vietnamese capital's stacked accents) from being clipped with the lines past the clamp.
  const bleed = Math.ceil(fitted.fontSize * 0.3)
  return (
    <div
      style={{
        display: 'block',
        width: TEXT_WIDTH,
        padding: `${bleed}px 0`,
        margin: `-${bleed}px 0`,
        fontFamily: font('Fraunces'),
        fontWeight: 600,
        fontSize: fitted.fontSize,
        lineHeight: fitted.lineHeight,
        letterSpacing: -0.5,
        color: INK,
        lineClamp: fitted.maxLines,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {fitted.text}
    </div>
  )
}

export function RatingLine({ rating }: { rating: { average: number; count: number } }) {
  return (
    <Box style={{ alignItems: 'center', gap: 16 }}>
      <Stars score={Math.round(rating.average)} size={30} gap={5} palette={palettes.rose} filled={STAR} empty={LINE} />
      <Box style={{ alignItems: 'baseline', gap: 10, fontFamily: font('Inter'), fontSize: 28, lineHeight: 1.2 }}>
        <div style={{ fontWeight: 700, color: INK }}>{rating.average.toFixed(1)}</div>
        <div style={{ fontWeight: 500, color: MUTED }}>{`· ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`}</div>
      </Box>
    </Box>
  )
}

/** A round photo with a white ring and a soft shadow. */
export function Portrait({ src, size }: { src: string; size: number }) {
  const ring = Math.round(size / 22)
  return (
    <Box
      style={{
        width: size + ring * 2,
        height: size + ring * 2,
        borderRadius: size,
        backgroundColor: '#ffffff',
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: '0 12px 32px rgba(112, 32, 63, 0.22)',
      }}
    >
      <Photo src={src} width={size} height={size} style={{ borderRadius: size }} />
    </Box>
  )
}

/** The name's initials in a ring; a sparkle for a name with no letters (all emoji). */
export function Monogram({ businessName }: { businessName: string }) {
  const letters = initials(businessName, '')
  return (
    <Box
      style={{
        marginTop: 40,
        width: 260,
        height: 260,
        borderRadius: 260,
        border: '3px solid rgba(255,255,255,0.7)',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {letters ? (
        <div style={{ fontFamily: font('Fraunces'), fontWeight: 600, fontSize: 108, color: '#ffffff', letterSpacing: 2 }}>{letters}</div>
      ) : (
        <Sparkle size={120} color="#ffffff" />
      )}
    </Box>
  )
}

/** The right-hand arch: the cover, else the profile photo or initials on rose. */
export function Arch({ art, businessName }: { art: ShareArt; businessName: string }) {
  const frame = { position: 'absolute', left: ARCH.left, top: ARCH.top, width: ARCH.width, height: ARCH.height, borderRadius: ARCH_RADIUS } as const
  return (
    <Box style={{ position: 'absolute', left: 0, top: 0, width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height }}>
      {/* An outline of the arch, set off up and to the left: the brand's soft double line. */}
      <Box style={{ ...frame, left: ARCH.left - 22, top: ARCH.top - 22, border: `2px solid ${BRAND[300]}` }} />
      {art.cover ? (
        <Box style={{ ...frame, overflow: 'hidden' }}>
          <Photo src={art.cover} width={ARCH.width} height={ARCH.height} />
        </Box>
      ) : (
        <Box
          style={{
            ...frame,
            overflow: 'hidden',
            background: `linear-gradient(160deg, ${BRAND[300]} 0%, ${BRAND[500]} 55%, ${BRAND[700]} 100%)`,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box style={{ position: 'absolute', left: 44, top: 170 }}>
            <Sparkle size={44} color="rgba(255,255,255,0.55)" />
          </Box>
          <Box style={{ position: 'absolute', right: 52, bottom: 96 }}>
            <Sparkle size={30} color="rgba(255,255,255,0.45)" />
          </Box>
          {art.profile ? (
            <Box style={{ marginTop: 40 }}>
              <Portrait src={art.profile} size={SHARE_SLOTS.profileAlone} />
            </Box>
          ) : (
            <Monogram businessName={businessName} />
          )}
        </Box>
      )}
      {art.cover && art.profile ? (
        <Box style={{ position: 'absolute', left: ARCH.left - 92, top: 402 }}>
          <Portrait src={art.profile} size={SHARE_SLOTS.profileBeside} />
        </Box>
      ) : null}
    </Box>
  )
}

export function shareImageLayout({ businessName, eyebrow, tagline, rating, art }: ShareImageProps): ReactElement {
  const textHeight = SHARE_IMAGE_SIZE.height - PAD * 2
  return (
    <Box
      style={{
        ...SHARE_IMAGE_SIZE,
        position: 'relative',
        background: `linear-gradient(125deg, #ffffff 0%, ${BRAND[50]} 45%, ${BRAND[100]} 100%)`,
        fontFamily: font('Inter'),
        color: INK,
      }}
    >
      <Arch art={art} businessName={businessName} />
      <Box style={{ position: 'absolute', left: PAD, top: PAD, width: TEXT_WIDTH, height: textHeight, flexDirection: 'column' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
        <img src={art.logo} width={Math.round(LOGO_HEIGHT * LOGO_RATIO)} height={LOGO_HEIGHT} alt="" />
        <Box style={{ flexGrow: 1, flexDirection: 'column', justifyContent: 'center', gap: 18 }}>
          <Line width={TEXT_WIDTH} style={{ fontWeight: 600, fontSize: 22, letterSpacing: 2.5, textTransform: 'uppercase', color: BRAND[600] }}>
            {eyebrow}
          </Line>
          <Headline name={businessName} height={tagline ? 180 : 262} />
          {tagline ? (
            <div
              style={{
                display: 'block',
                width: TEXT_WIDTH,
                fontSize: 28,
                lineHeight: 1.35,
                color: MUTED,
                lineClamp: 2,
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {tagline}
            </div>
          ) : null}
        </Box>
        {rating ? <RatingLine rating={rating} /> : <Box style={{ height: 34 }} />}
      </Box>
    </Box>
  )
}
