// The pieces every card is made of: stars, the score line, the source badge, the owner's logo, the
// fitted comment. Satori draws them: flexbox only, every icon an SVG, never a glyph.
import type { CSSProperties, ReactNode } from 'react'
import { initials } from '@/lib/format/initials'
import { fitText, type FitBox } from '../fit-text'
import { fontStack, type CardFamily } from '../fonts'
import type { Palette } from './palettes'
import type { CardContent, CardSource } from './types'

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z'
const GLOWFOLIO_LOGO_RATIO = 264 / 52

export const font = (family: CardFamily) => fontStack(family)

export function Box({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  return <div style={{ display: 'flex', ...style }}>{children}</div>
}

/** Five stars, as many filled as the customer gave: one SVG, so the card draws one picture. */
export function Stars({
  score,
  size,
  palette,
  gap = 4,
  filled,
  empty,
}: {
  score: number
  size: number
  palette: Palette
  gap?: number
  filled?: string
  empty?: string
}) {
  const step = 24 + (gap * 24) / size
  return (
    <svg width={size * 5 + gap * 4} height={size} viewBox={`0 0 ${step * 4 + 24} 24`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <path key={n} d={STAR_PATH} transform={`translate(${(n - 1) * step} 0)`} fill={n <= score ? (filled ?? palette.star) : (empty ?? palette.starEmpty)} />
      ))}
    </svg>
  )
}

/** The star line of the spec: the stars and "N out of 5". */
export function ScoreLine({
  score,
  palette,
  size = 20,
  textSize = 14,
  color,
  filled,
  empty,
  direction = 'row',
  align = 'center',
  gap = 10,
}: {
  score: number
  palette: Palette
  size?: number
  textSize?: number
  color?: string
  filled?: string
  empty?: string
  direction?: 'row' | 'column'
  align?: 'center' | 'flex-start'
  gap?: number
}) {
  return (
    <Box style={{ flexDirection: direction, alignItems: align, gap }}>
      <Stars score={score} size={size} palette={palette} filled={filled} empty={empty} gap={Math.round(size / 6)} />
      <div
        style={{ fontFamily: font('Inter'), fontWeight: 600, fontSize: textSize, color: color ?? palette.muted, letterSpacing: 0.3 }}
      >{`${score} out of 5`}</div>
    </Box>
  )
}

/** "verified by" + the Glowfolio logo, or "collected by" + the partner's logo and name. */
export function SourceBadge({
  source,
  palette,
  height = 16,
  pill = false,
  onDark,
}: {
  source: CardSource
  palette: Palette
  height?: number
  pill?: boolean
  onDark?: boolean
}) {
  const dark = onDark ?? (palette.theme === 'dark' && !pill)
  const textColor = pill ? '#57534e' : dark ? 'rgba(255,255,255,0.72)' : palette.muted
  // The verified mark ("Verified client · March 2027") stays on one line; in a narrow column the logo goes under it.
  const marked = source.kind === 'glowfolio' && source.label !== 'verified by'
  return (
    <Box
      style={{
        alignItems: 'center',
        gap: Math.round(height * 0.45),
        ...(marked ? { flexWrap: 'wrap', rowGap: Math.round(height * 0.3) } : {}),
        ...(pill
          ? {
              backgroundColor: '#ffffff',
              borderRadius: 999,
              padding: `${Math.round(height * 0.45)}px ${Math.round(height * 0.9)}px`,
              boxShadow: '0 4px 14px rgba(0,0,0,0.12)',
            }
          : {}),
      }}
    >
      <div
        style={{
          fontFamily: font('Inter'),
          fontWeight: 500,
          fontSize: Math.round(height * 0.78),
          color: textColor,
          letterSpacing: 0.2,
          ...(marked ? { whiteSpace: 'nowrap' } : {}),
        }}
      >
        {source.label}
      </div>
      {source.kind === 'glowfolio' ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
        <img src={dark ? source.logoOnDark : source.logo} width={Math.round(height * GLOWFOLIO_LOGO_RATIO)} height={height} alt="" />
      ) : (
        <Box style={{ alignItems: 'center', gap: Math.round(height * 0.35) }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img> */}
          <img
            src={source.logo}
            width={height}
            height={height}
            style={{ borderRadius: Math.round(height * 0.25), ...(dark ? { border: '1px solid rgba(255,255,255,0.6)' } : {}) }}
            alt=""
          />
          <div
            style={{
              fontFamily: font('Inter'),
              fontWeight: 700,
              fontSize: Math.round(height * 0.85),
              color: pill ? '#1c1917' : dark ? '#ffffff' : palette.ink,
            }}
          >
            {source.name}
          </div>
        </Box>
      )}
    </Box>
  )
}

/** The owner's logo (their profile image) in a circle; their initials when they have none. */
export function Logo({ content, size, palette, ring }: { content: CardContent; size: number; palette: Palette; ring?: string }) {
  const border = ring ? { border: `${Math.max(3, Math.round(size / 20))}px solid ${ring}` } : {}
  if (content.logo) {
    // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>
    return <img src={content.logo} width={size} height={size} style={{ borderRadius: size, objectFit: 'cover', ...border }} alt="" />
  }
  return (
    <Box style={{ width: size, height: size, borderRadius: size, backgroundColor: palette.accent, alignItems: 'center', justifyContent: 'center', ...border }}>
      <div style={{ fontFamily: font('Fraunces'), fontWeight: 600, fontSize: Math.round(size * 0.38), color: palette.onAccent }}>
        {initials(content.businessName, '★')}
      </div>
    </Box>
  )
}

/** A review photo, already cropped to its slot. */
export function Photo({ src, width, height, style }: { src: string; width: number; height: number; style?: CSSProperties }) {
  // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>
  return <img src={src} width={width} height={height} style={{ position: 'relative', objectFit: 'cover', ...style }} alt="" />
}

/**
 * Scripts whose letters join (Arabic, Syriac, N'Ko, Mongolian) or hang from one headline (Devanagari,
 * Bengali, Gurmukhi): spacing their letters apart breaks the word, so they never get letter-spacing.
 */
const JOINED =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Mandaic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}]/u

const spacingFor = (text: string, style?: CSSProperties): CSSProperties | undefined =>
  style?.letterSpacing && JOINED.test(text) ? { ...style, letterSpacing: 0 } : style

/**
 * A one-line box clips to its line, so the line is tall enough for Vietnamese capitals' stacked marks
 * ("Ễ", "Ỗ"), which rise above the font's ascender: at the normal height their tilde was cut off.
 */
const ONE_LINE: CSSProperties = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.5 }

/** Average Latin letter width in em, per family; bold text runs wider. Generous on purpose. */
const LETTER_WIDTH: Record<CardFamily, number> = { Inter: 0.57, Fraunces: 0.54, 'Playfair Display': 0.55, 'Great Vibes': 0.45 }

/**
 * The comment, at the largest size that fits its box; a comment too long for it ends in "…". The
 * text sits in the middle of its box, or at its top with `valign="start"`.
 */
export function Comment({
  text,
  box,
  family,
  style,
  valign = 'center',
}: {
  text: string
  box: Omit<FitBox, 'em'>
  family: CardFamily
  style?: CSSProperties
  valign?: 'center' | 'start'
}) {
  const weight = Number(style?.fontWeight ?? 400)
  const fitted = fitText(text, { ...box, em: LETTER_WIDTH[family] + (weight >= 600 ? 0.05 : 0) })
  // The clamped text clips to its box; this much room above and below, taken back by the margins, keeps
  // what reaches past the line (a Vietnamese capital's stacked marks, a final Arabic ي's dots) whole.
  const bleed = Math.ceil(fitted.fontSize * 0.4)
  return (
    <Box
      style={{
        position: 'relative',
        width: box.width,
        height: box.height,
        flexDirection: 'column',
        justifyContent: valign === 'center' ? 'center' : 'flex-start',
      }}
    >
      <div
        style={{
          display: 'block',
          width: box.width,
          padding: `${bleed}px 0`,
          margin: `-${bleed}px 0`,
          fontFamily: font(family),
          fontSize: fitted.fontSize,
          lineHeight: fitted.lineHeight,
          lineClamp: fitted.maxLines,
          overflow: 'hidden',
          // A word longer than the box (a 250-letter "wooooow") breaks instead of running off the card.
          overflowWrap: 'anywhere',
          ...spacingFor(text, style),
        }}
      >
        {fitted.text}
      </div>
    </Box>
  )
}

/** The customer's name on one line, smaller when it is long, cut with "…" when it is very long. */
export function Name({
  name,
  width,
  size,
  family = 'Inter',
  style,
}: {
  name: string
  width: number
  size: number
  family?: CardFamily
  style?: CSSProperties
}) {
  const length = Array.from(name.trim()).length
  const fontSize = Math.max(Math.round(size * 0.7), Math.min(size, Math.floor((width / Math.max(1, length)) * 1.75)))
  return <div style={{ ...ONE_LINE, maxWidth: width, fontFamily: font(family), fontSize, ...spacingFor(name, style) }}>{name.trim()}</div>
}

/** One line of text that ends in "…" when it is longer than `width`. */
export function Line({ children, width, style }: { children: string; width: number; style?: CSSProperties }) {
  return <div style={{ ...ONE_LINE, maxWidth: width, ...spacingFor(children, style) }}>{children}</div>
}

/** The opening quotation mark, drawn. */
export function QuoteMark({ size, color }: { size: number; color: string }) {
  return (
    <svg width={size} height={Math.round(size * 0.8)} viewBox="0 0 40 32">
      <path
        fill={color}
        d="M0 32V19.6C0 8.9 5.3 2.4 15.9 0l1.6 4.1C11.6 6 8.6 9.6 8.3 14.6h8V32H0zm22.5 0V19.6C22.5 8.9 27.8 2.4 38.4 0L40 4.1c-5.9 1.9-8.9 5.5-9.2 10.5h8V32H22.5z"
      />
    </svg>
  )
}

/** A small sparkle, the cards' ornament. */
export function Sparkle({ size, color }: { size: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48">
      <path fill={color} d="M24 2c1.6 9.4 5.4 14.5 20 22-14.6 7.5-18.4 12.6-20 22-1.6-9.4-5.4-14.5-20-22 14.6-7.5 18.4-12.6 20-22z" />
    </svg>
  )
}

/** A script heading: "customer love", "thank you". */
export function Script({ children, size, color, style }: { children: string; size: number; color: string; style?: CSSProperties }) {
  return <div style={{ fontFamily: font('Great Vibes'), fontSize: size, color, lineHeight: 1.1, ...style }}>{children}</div>
}

export const STORY_HEADING = 'customer love'
export const FEED_THANK_YOU = 'thank you'
