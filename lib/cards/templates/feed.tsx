// Feed cards, 500x500. Photos on feed cards are square (spec).
import { Box, Comment, Line, FEED_THANK_YOU, Logo, Name, Photo, QuoteMark, ScoreLine, Script, SourceBadge, Sparkle, font } from './parts'
import type { ReactNode } from 'react'
import type { Palette } from './palettes'
import type { Layout } from './types'

const SIZE = { width: 500, height: 500 }

function Frame({ palette, children, background }: { palette: Palette; children: ReactNode; background?: string }) {
  return (
    <Box
      style={{
        ...SIZE,
        position: 'relative',
        flexDirection: 'column',
        background: background ?? `linear-gradient(160deg, ${palette.bg} 0%, ${palette.bg2} 100%)`,
        color: palette.ink,
        fontFamily: font('Inter'),
      }}
    >
      {children}
    </Box>
  )
}

/** Centred words, nothing else: the default card. */
const quote: Layout = {
  type: 'feed',
  slots: [],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box style={{ position: 'absolute', top: 18, left: 18, right: 18, bottom: 18, border: `1.5px solid ${palette.line}`, borderRadius: 22 }} />
      <Box style={{ position: 'relative', flexDirection: 'column', alignItems: 'center', padding: '38px 44px 30px', height: 500 }}>
        <Logo content={content} size={64} palette={palette} ring={palette.surface} />
        <Box style={{ marginTop: 16 }}>
          <QuoteMark size={30} color={palette.accent} />
        </Box>
        <Box style={{ marginTop: 8 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 390, height: 178, maxSize: 30, minSize: 15, lineHeight: 1.3 }}
            style={{ textAlign: 'center', fontStyle: 'italic', color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 14, flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <ScoreLine score={content.score} palette={palette} size={20} textSize={13} />
          <Name
            name={content.customerName}
            width={360}
            size={16}
            style={{ fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: palette.accent }}
          />
        </Box>
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={15} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** "thank you" in script over the customer's photo and words (feed template 1). */
const thankYou: Layout = {
  type: 'feed',
  slots: [{ width: 196, height: 196 }],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box style={{ position: 'relative', flexDirection: 'column', padding: '26px 32px 26px', height: 500 }}>
        <Box style={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Script size={74} color={palette.accent}>
            {FEED_THANK_YOU}
          </Script>
          <Logo content={content} size={64} palette={palette} ring={palette.surface} />
        </Box>
        <Box style={{ marginTop: 14, gap: 20, alignItems: 'center' }}>
          <Box style={{ position: 'relative', width: 196, height: 196 }}>
            <Box style={{ position: 'absolute', top: 10, left: -10, width: 196, height: 196, borderRadius: 22, backgroundColor: palette.accentSoft }} />
            <Photo src={content.images[0]} width={196} height={196} style={{ borderRadius: 22 }} />
          </Box>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 220, height: 196, maxSize: 22, minSize: 12, lineHeight: 1.35 }}
            style={{ color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 'auto', alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <Box style={{ flexDirection: 'column', gap: 8 }}>
            <Name name={content.customerName} width={240} size={20} family="Fraunces" style={{ fontWeight: 600 }} />
            <ScoreLine score={content.score} palette={palette} size={18} textSize={13} />
          </Box>
          <SourceBadge source={content.source} palette={palette} height={14} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** A framed square photo on a colour panel, the words beside it. */
const photoSplit: Layout = {
  type: 'feed',
  slots: [{ width: 200, height: 200 }],
  logoSize: 48,
  render: ({ content, palette }) => (
    <Frame palette={palette} background={palette.bg}>
      <Box style={{ position: 'absolute', top: 0, left: 0, width: 190, height: 500, backgroundColor: palette.accentSoft }} />
      <Box
        style={{
          position: 'absolute',
          top: 150,
          left: 34,
          padding: 8,
          backgroundColor: palette.surface,
          borderRadius: 6,
          boxShadow: '0 14px 30px rgba(0,0,0,0.18)',
        }}
      >
        <Photo src={content.images[0]} width={200} height={200} style={{ borderRadius: 2 }} />
      </Box>
      <Box style={{ position: 'absolute', top: 38, left: 34 }}>
        <Logo content={content} size={48} palette={palette} ring={palette.surface} />
      </Box>
      <Box style={{ position: 'absolute', top: 40, left: 266, width: 206, height: 430, flexDirection: 'column' }}>
        <div style={{ fontFamily: font('Inter'), fontSize: 12, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: palette.accent }}>
          client review
        </div>
        <Box style={{ marginTop: 14 }}>
          <ScoreLine score={content.score} palette={palette} size={17} textSize={12} direction="column" align="flex-start" gap={6} />
        </Box>
        <Box style={{ marginTop: 18 }}>
          <Comment
            text={content.comments}
            family="Playfair Display"
            box={{ width: 206, height: 220, maxSize: 22, minSize: 12, lineHeight: 1.4 }}
            style={{ fontStyle: 'italic', color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 14, width: 40, height: 2, backgroundColor: palette.accent }} />
        <Name name={content.customerName} width={206} size={16} style={{ marginTop: 10, fontWeight: 700, color: palette.ink }} />
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={13} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** A tilted polaroid with the customer's name written on it. */
const polaroid: Layout = {
  type: 'feed',
  slots: [{ width: 184, height: 184 }],
  logoSize: 48,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box
        style={{
          position: 'absolute',
          top: 56,
          left: 30,
          transform: 'rotate(-5deg)',
          flexDirection: 'column',
          alignItems: 'center',
          padding: '12px 12px 10px',
          backgroundColor: palette.theme === 'dark' ? '#fbf7f4' : palette.surface,
          boxShadow: '0 16px 34px rgba(0,0,0,0.22)',
        }}
      >
        <Photo src={content.images[0]} width={184} height={184} />
        <Box style={{ height: 54, alignItems: 'center', justifyContent: 'center' }}>
          <Name name={content.customerName} width={176} size={30} family="Great Vibes" style={{ color: '#3a2a22' }} />
        </Box>
      </Box>
      <Box style={{ position: 'absolute', top: 34, left: 250 }}>
        <Sparkle size={26} color={palette.accent} />
      </Box>
      <Box style={{ position: 'absolute', top: 36, right: 32 }}>
        <Logo content={content} size={48} palette={palette} ring={palette.surface} />
      </Box>
      <Box style={{ position: 'absolute', top: 104, left: 262, width: 206, flexDirection: 'column', gap: 16 }}>
        <ScoreLine score={content.score} palette={palette} size={18} textSize={12} direction="column" align="flex-start" gap={6} />
        <Comment
          text={content.comments}
          family="Fraunces"
          box={{ width: 206, height: 214, maxSize: 21, minSize: 12, lineHeight: 1.38 }}
          style={{ color: palette.ink }}
        />
      </Box>
      <Box style={{ position: 'absolute', left: 32, right: 32, bottom: 28, alignItems: 'center', justifyContent: 'space-between' }}>
        <Line
          width={230}
          style={{ fontFamily: font('Inter'), fontSize: 12, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: palette.accent }}
        >
          {content.businessName}
        </Line>
        <SourceBadge source={content.source} palette={palette} height={13} />
      </Box>
    </Frame>
  ),
}

/** Two square photos side by side over the words. */
const duo: Layout = {
  type: 'feed',
  slots: [
    { width: 168, height: 168 },
    { width: 168, height: 168 },
  ],
  logoSize: 48,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box style={{ position: 'relative', flexDirection: 'column', alignItems: 'center', padding: '24px 34px 24px', height: 500 }}>
        <Box style={{ width: 432, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box style={{ alignItems: 'center', gap: 10 }}>
            <Logo content={content} size={48} palette={palette} ring={palette.surface} />
            <Line width={250} style={{ fontFamily: font('Fraunces'), fontSize: 17, fontWeight: 600, color: palette.ink }}>
              {content.businessName}
            </Line>
          </Box>
          <ScoreLine score={content.score} palette={palette} size={15} textSize={11} direction="column" gap={3} />
        </Box>
        <Box style={{ marginTop: 18, gap: 14 }}>
          <Photo src={content.images[0]} width={168} height={168} style={{ borderRadius: 18, transform: 'rotate(-2deg)' }} />
          <Photo src={content.images[1]} width={168} height={168} style={{ borderRadius: 18, transform: 'rotate(2deg)', marginTop: 10 }} />
        </Box>
        <Box style={{ marginTop: 18 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 420, height: 112, maxSize: 20, minSize: 12, lineHeight: 1.35 }}
            style={{ textAlign: 'center', fontStyle: 'italic', color: palette.ink }}
          />
        </Box>
        <Name
          name={content.customerName}
          width={380}
          size={14}
          style={{ marginTop: 8, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: palette.accent }}
        />
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={13} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** Quiet typography inside a hairline frame. */
const minimal: Layout = {
  type: 'feed',
  slots: [],
  logoSize: 48,
  render: ({ content, palette }) => (
    <Frame palette={palette} background={palette.bg}>
      <Box style={{ position: 'absolute', top: 22, left: 22, right: 22, bottom: 22, border: `1px solid ${palette.line}` }} />
      <Box style={{ position: 'relative', flexDirection: 'column', padding: '48px 52px 44px', height: 500 }}>
        <Box style={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo content={content} size={48} palette={palette} />
          <ScoreLine score={content.score} palette={palette} size={16} textSize={12} />
        </Box>
        <Box style={{ marginTop: 26 }}>
          <Comment
            text={content.comments}
            family="Inter"
            valign="start"
            box={{ width: 396, height: 236, maxSize: 27, minSize: 13, lineHeight: 1.4 }}
            style={{ fontWeight: 500, color: palette.ink, letterSpacing: -0.3 }}
          />
        </Box>
        <Box style={{ marginTop: 'auto', alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <Box style={{ flexDirection: 'column', gap: 4 }}>
            <Box style={{ width: 28, height: 2, backgroundColor: palette.accent, marginBottom: 8 }} />
            <Name name={content.customerName} width={220} size={17} style={{ fontWeight: 600, color: palette.ink }} />
            <Line width={220} style={{ fontSize: 12, color: palette.muted }}>{`for ${content.businessName}`}</Line>
          </Box>
          <SourceBadge source={content.source} palette={palette} height={13} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** Colour-blocked, big stars, bold serif words. */
const bold: Layout = {
  type: 'feed',
  slots: [],
  logoSize: 64,
  render: ({ content, palette }) => {
    const onColour = palette.theme === 'dark' ? palette.ink : palette.onAccent
    const block = palette.theme === 'dark' ? palette.bg2 : palette.accent
    return (
      <Frame palette={palette} background={block}>
        <Box style={{ position: 'absolute', top: -90, right: -90, width: 260, height: 260, borderRadius: 260, backgroundColor: 'rgba(255,255,255,0.08)' }} />
        <Box style={{ position: 'absolute', bottom: -120, left: -60, width: 280, height: 280, borderRadius: 280, backgroundColor: 'rgba(0,0,0,0.07)' }} />
        <Box style={{ position: 'relative', flexDirection: 'column', padding: '40px 40px 30px', height: 500 }}>
          <ScoreLine
            score={content.score}
            palette={palette}
            size={34}
            textSize={15}
            color={onColour}
            filled={palette.theme === 'dark' ? palette.star : '#ffffff'}
            empty="rgba(255,255,255,0.28)"
            gap={14}
          />
          <Box style={{ flexGrow: 1, flexDirection: 'column', justifyContent: 'center' }}>
            <Comment
              text={content.comments}
              family="Playfair Display"
              box={{ width: 420, height: 230, maxSize: 34, minSize: 15, lineHeight: 1.22 }}
              style={{ fontWeight: 700, color: onColour }}
            />
            <Name name={content.customerName} width={400} size={17} style={{ marginTop: 14, fontWeight: 600, color: onColour, opacity: 0.9 }} />
          </Box>
          <Box style={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Logo content={content} size={64} palette={palette} ring="rgba(255,255,255,0.9)" />
            <SourceBadge source={content.source} palette={palette} height={14} pill />
          </Box>
        </Box>
      </Frame>
    )
  },
}

export const feedLayouts = {
  'feed-quote': quote,
  'feed-thank-you': thankYou,
  'feed-photo-split': photoSplit,
  'feed-polaroid': polaroid,
  'feed-duo': duo,
  'feed-minimal': minimal,
  'feed-bold': bold,
} satisfies Record<string, Layout>
