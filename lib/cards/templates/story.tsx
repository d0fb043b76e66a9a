// Story cards, 540x960, each under the spec's heading "customer love". Story-1's photo is 3:4.
import type { CSSProperties, ReactNode } from 'react'
import { Box, Comment, Line, Logo, Name, Photo, QuoteMark, ScoreLine, Script, SourceBadge, Sparkle, STORY_HEADING, font } from './parts'
import type { Palette } from './palettes'
import type { Layout } from './types'

const SIZE = { width: 540, height: 960 }

function Frame({ palette, children, background }: { palette: Palette; children: ReactNode; background?: string }) {
  return (
    <Box
      style={{
        ...SIZE,
        position: 'relative',
        flexDirection: 'column',
        background: background ?? `linear-gradient(170deg, ${palette.bg} 0%, ${palette.bg2} 100%)`,
        color: palette.ink,
        fontFamily: font('Inter'),
      }}
    >
      {children}
    </Box>
  )
}

const Kicker = ({ children, color, width, style }: { children: string; color: string; width: number; style?: CSSProperties }) => (
  <Line width={width} style={{ fontFamily: font('Inter'), fontSize: 13, fontWeight: 700, letterSpacing: 4, textTransform: 'uppercase', color, ...style }}>
    {children}
  </Line>
)

/** A 3:4 portrait photo on an offset colour block, the logo on its edge (story-1). */
const portrait: Layout = {
  type: 'story',
  slots: [{ width: 324, height: 432 }],
  logoSize: 96,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box style={{ position: 'relative', flexDirection: 'column', alignItems: 'center', padding: '52px 48px 40px', height: 960 }}>
        <Script size={82} color={palette.accent}>
          {STORY_HEADING}
        </Script>
        <Box style={{ position: 'relative', marginTop: 20, width: 324, height: 432 }}>
          <Box style={{ position: 'absolute', top: 18, left: 18, width: 324, height: 432, borderRadius: 30, backgroundColor: palette.accentSoft }} />
          <Photo src={content.images[0]} width={324} height={432} style={{ borderRadius: 30 }} />
          <Box style={{ position: 'absolute', bottom: -48, left: 114 }}>
            <Logo content={content} size={96} palette={palette} ring={palette.bg} />
          </Box>
        </Box>
        <Box style={{ marginTop: 62 }}>
          <ScoreLine score={content.score} palette={palette} size={24} textSize={15} />
        </Box>
        <Box style={{ marginTop: 14 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 440, height: 152, maxSize: 27, minSize: 14, lineHeight: 1.35 }}
            style={{ textAlign: 'center', fontStyle: 'italic', color: palette.ink }}
          />
        </Box>
        <Name
          name={content.customerName}
          width={400}
          size={17}
          style={{ marginTop: 12, fontWeight: 700, letterSpacing: 2.5, textTransform: 'uppercase', color: palette.accent }}
        />
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={17} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** Words only, large, under the logo. */
const quote: Layout = {
  type: 'story',
  slots: [],
  logoSize: 96,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box
        style={{ position: 'absolute', top: -120, left: -140, width: 420, height: 420, borderRadius: 420, backgroundColor: palette.accentSoft, opacity: 0.7 }}
      />
      <Box
        style={{
          position: 'absolute',
          bottom: -160,
          right: -120,
          width: 460,
          height: 460,
          borderRadius: 460,
          backgroundColor: palette.accentSoft,
          opacity: 0.55,
        }}
      />
      <Box style={{ position: 'relative', flexDirection: 'column', alignItems: 'center', padding: '96px 50px 56px', height: 960 }}>
        <Logo content={content} size={96} palette={palette} ring={palette.surface} />
        <Script size={78} color={palette.accent} style={{ marginTop: 22 }}>
          {STORY_HEADING}
        </Script>
        <Box style={{ marginTop: 28 }}>
          <QuoteMark size={44} color={palette.accent} />
        </Box>
        <Box style={{ marginTop: 16 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 440, height: 330, maxSize: 40, minSize: 18, lineHeight: 1.3 }}
            style={{ textAlign: 'center', color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 26, flexDirection: 'column', alignItems: 'center', gap: 12 }}>
          <ScoreLine score={content.score} palette={palette} size={26} textSize={15} />
          <Name
            name={content.customerName}
            width={420}
            size={20}
            style={{ fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={17} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** Two 3:4 photos leaning on each other. */
const duo: Layout = {
  type: 'story',
  slots: [
    { width: 228, height: 304 },
    { width: 228, height: 304 },
  ],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box style={{ position: 'absolute', top: 44, left: 44, right: 44, alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo content={content} size={64} palette={palette} ring={palette.surface} />
        <Kicker color={palette.muted} width={330}>
          {content.businessName}
        </Kicker>
      </Box>
      <Script size={80} color={palette.accent} style={{ position: 'absolute', top: 124, left: 0, width: 540, textAlign: 'center' }}>
        {STORY_HEADING}
      </Script>
      <Box
        style={{
          position: 'absolute',
          top: 250,
          left: 46,
          padding: 8,
          backgroundColor: palette.surface,
          borderRadius: 20,
          transform: 'rotate(-5deg)',
          boxShadow: '0 18px 36px rgba(0,0,0,0.2)',
        }}
      >
        <Photo src={content.images[0]} width={228} height={304} style={{ borderRadius: 14 }} />
      </Box>
      <Box
        style={{
          position: 'absolute',
          top: 282,
          left: 250,
          padding: 8,
          backgroundColor: palette.surface,
          borderRadius: 20,
          transform: 'rotate(4deg)',
          boxShadow: '0 18px 36px rgba(0,0,0,0.2)',
        }}
      >
        <Photo src={content.images[1]} width={228} height={304} style={{ borderRadius: 14 }} />
      </Box>
      <Box style={{ position: 'absolute', top: 630, left: 50, width: 440, flexDirection: 'column', alignItems: 'center' }}>
        <ScoreLine score={content.score} palette={palette} size={24} textSize={15} />
        <Box style={{ marginTop: 14 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 440, height: 150, maxSize: 26, minSize: 14, lineHeight: 1.35 }}
            style={{ textAlign: 'center', fontStyle: 'italic', color: palette.ink }}
          />
        </Box>
        <Name
          name={content.customerName}
          width={400}
          size={17}
          style={{ marginTop: 10, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: palette.accent }}
        />
      </Box>
      <Box style={{ position: 'absolute', bottom: 40, left: 0, width: 540, justifyContent: 'center' }}>
        <SourceBadge source={content.source} palette={palette} height={16} />
      </Box>
    </Frame>
  ),
}

/** The photo in an arch, with a hairline arch around it. */
const frame: Layout = {
  type: 'story',
  slots: [{ width: 360, height: 450 }],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette} background={palette.bg}>
      <Box style={{ position: 'relative', flexDirection: 'column', alignItems: 'center', padding: '46px 50px 40px', height: 960 }}>
        <Kicker color={palette.accent} width={420}>
          {content.businessName}
        </Kicker>
        <Box style={{ position: 'relative', marginTop: 26, width: 392, height: 482, alignItems: 'center', justifyContent: 'center' }}>
          <Box
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: 392,
              height: 482,
              borderRadius: '196px 196px 14px 14px',
              border: `1.5px solid ${palette.accent}`,
            }}
          />
          <Photo src={content.images[0]} width={360} height={450} style={{ borderRadius: '180px 180px 8px 8px' }} />
        </Box>
        <Script size={64} color={palette.ink} style={{ marginTop: -36 }}>
          {STORY_HEADING}
        </Script>
        <Box style={{ marginTop: 6 }}>
          <ScoreLine score={content.score} palette={palette} size={22} textSize={14} />
        </Box>
        <Box style={{ marginTop: 12 }}>
          <Comment
            text={content.comments}
            family="Playfair Display"
            box={{ width: 440, height: 128, maxSize: 24, minSize: 13, lineHeight: 1.4 }}
            style={{ textAlign: 'center', color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 'auto', width: 440, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box style={{ alignItems: 'center', gap: 12 }}>
            <Logo content={content} size={64} palette={palette} ring={palette.surface} />
            <Name name={content.customerName} width={180} size={17} style={{ fontWeight: 700, color: palette.ink }} />
          </Box>
          <SourceBadge source={content.source} palette={palette} height={15} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** Editorial typography, left-aligned, rules and white space. */
const minimal: Layout = {
  type: 'story',
  slots: [],
  logoSize: 48,
  render: ({ content, palette }) => (
    <Frame palette={palette} background={palette.bg}>
      <Box style={{ position: 'relative', flexDirection: 'column', padding: '64px 52px 52px', height: 960 }}>
        <Box style={{ alignItems: 'center', gap: 12 }}>
          <Logo content={content} size={48} palette={palette} />
          <Line width={370} style={{ fontFamily: font('Fraunces'), fontSize: 18, fontWeight: 600, color: palette.ink }}>
            {content.businessName}
          </Line>
        </Box>
        <div style={{ marginTop: 70, fontFamily: font('Playfair Display'), fontStyle: 'italic', fontSize: 64, lineHeight: 1, color: palette.accent }}>
          {STORY_HEADING}
        </div>
        <Box style={{ marginTop: 26, width: 436, height: 1, backgroundColor: palette.line }} />
        <Box style={{ marginTop: 32 }}>
          <Comment
            text={content.comments}
            family="Inter"
            valign="start"
            box={{ width: 436, height: 400, maxSize: 34, minSize: 16, lineHeight: 1.38 }}
            style={{ fontWeight: 500, letterSpacing: -0.4, color: palette.ink }}
          />
        </Box>
        <Box style={{ marginTop: 30, width: 436, height: 1, backgroundColor: palette.line }} />
        <Box style={{ marginTop: 24, alignItems: 'center', justifyContent: 'space-between', width: 436 }}>
          <Name name={content.customerName} width={220} size={19} style={{ fontWeight: 700, color: palette.ink }} />
          <ScoreLine score={content.score} palette={palette} size={18} textSize={13} />
        </Box>
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={16} />
        </Box>
      </Box>
    </Frame>
  ),
}

/** A big square photo with a smaller one pinned over its corner. */
const collage: Layout = {
  type: 'story',
  slots: [
    { width: 360, height: 360 },
    { width: 200, height: 200 },
  ],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Script size={84} color={palette.accent} style={{ position: 'absolute', top: 40, left: 44 }}>
        {STORY_HEADING}
      </Script>
      <Box style={{ position: 'absolute', top: 60, right: 44 }}>
        <Logo content={content} size={64} palette={palette} ring={palette.surface} />
      </Box>
      <Photo src={content.images[0]} width={360} height={360} style={{ position: 'absolute', top: 170, left: 44, borderRadius: 24 }} />
      <Box
        style={{
          position: 'absolute',
          top: 400,
          left: 290,
          padding: 8,
          backgroundColor: palette.surface,
          borderRadius: 22,
          boxShadow: '0 16px 34px rgba(0,0,0,0.22)',
        }}
      >
        <Photo src={content.images[1]} width={200} height={200} style={{ borderRadius: 16 }} />
      </Box>
      <Box style={{ position: 'absolute', top: 560, left: 60 }}>
        <Sparkle size={34} color={palette.accent} />
      </Box>
      <Box style={{ position: 'absolute', top: 640, left: 44, width: 452, flexDirection: 'column' }}>
        <ScoreLine score={content.score} palette={palette} size={22} textSize={14} />
        <Box style={{ marginTop: 14 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 452, height: 148, maxSize: 26, minSize: 14, lineHeight: 1.35 }}
            style={{ color: palette.ink }}
          />
        </Box>
        <Name
          name={content.customerName}
          width={420}
          size={18}
          family="Fraunces"
          style={{ marginTop: 10, fontWeight: 600, fontStyle: 'italic', color: palette.accent }}
        />
      </Box>
      <Box style={{ position: 'absolute', bottom: 38, left: 44 }}>
        <SourceBadge source={content.source} palette={palette} height={16} />
      </Box>
    </Frame>
  ),
}

/** A colour block with big stars over bold words. */
const bold: Layout = {
  type: 'story',
  slots: [],
  logoSize: 64,
  render: ({ content, palette }) => {
    const block = palette.theme === 'dark' ? palette.bg2 : palette.accent
    const onBlock = palette.theme === 'dark' ? palette.ink : palette.onAccent
    return (
      <Frame palette={palette} background={palette.bg}>
        <Box style={{ position: 'absolute', top: 0, left: 0, width: 540, height: 430, backgroundColor: block, borderRadius: '0 0 56px 56px' }} />
        <Box style={{ position: 'absolute', top: -80, right: -70, width: 260, height: 260, borderRadius: 260, backgroundColor: 'rgba(255,255,255,0.09)' }} />
        <Box style={{ position: 'absolute', top: 64, left: 48, right: 48, flexDirection: 'column', alignItems: 'center' }}>
          <Logo content={content} size={64} palette={palette} ring="rgba(255,255,255,0.9)" />
          <Script size={74} color={onBlock} style={{ marginTop: 14 }}>
            {STORY_HEADING}
          </Script>
          <Box style={{ marginTop: 26 }}>
            <ScoreLine
              score={content.score}
              palette={palette}
              size={44}
              textSize={17}
              color={onBlock}
              filled={palette.theme === 'dark' ? palette.star : '#ffffff'}
              empty="rgba(255,255,255,0.28)"
              direction="column"
              gap={12}
            />
          </Box>
        </Box>
        <Box style={{ position: 'absolute', top: 486, left: 50, width: 440, flexDirection: 'column' }}>
          <Comment
            text={content.comments}
            family="Inter"
            valign="start"
            box={{ width: 440, height: 290, maxSize: 34, minSize: 15, lineHeight: 1.28 }}
            style={{ fontWeight: 700, letterSpacing: -0.6, color: palette.ink }}
          />
          <Box style={{ marginTop: 20, alignItems: 'center', gap: 12 }}>
            <Box style={{ width: 34, height: 3, backgroundColor: palette.accent }} />
            <Name name={content.customerName} width={380} size={18} style={{ fontWeight: 600, color: palette.muted }} />
          </Box>
        </Box>
        <Box style={{ position: 'absolute', bottom: 40, left: 50 }}>
          <SourceBadge source={content.source} palette={palette} height={16} />
        </Box>
      </Frame>
    )
  },
}

/** A taped polaroid with the customer's name written under the photo. */
const polaroid: Layout = {
  type: 'story',
  slots: [{ width: 332, height: 332 }],
  logoSize: 64,
  render: ({ content, palette }) => {
    const tape = palette.theme === 'dark' ? 'rgba(255,255,255,0.35)' : 'rgba(255,255,255,0.65)'
    return (
      <Frame palette={palette}>
        <Box style={{ position: 'absolute', top: 44, left: 44, right: 44, alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo content={content} size={64} palette={palette} ring={palette.surface} />
          <Script size={60} color={palette.accent}>
            {STORY_HEADING}
          </Script>
        </Box>
        <Box
          style={{
            position: 'absolute',
            top: 160,
            left: 88,
            transform: 'rotate(3deg)',
            flexDirection: 'column',
            alignItems: 'center',
            padding: '16px 16px 8px',
            backgroundColor: '#fdfaf7',
            boxShadow: '0 20px 40px rgba(0,0,0,0.25)',
          }}
        >
          <Photo src={content.images[0]} width={332} height={332} />
          <Box style={{ height: 76, alignItems: 'center', justifyContent: 'center' }}>
            <Name name={content.customerName} width={320} size={42} family="Great Vibes" style={{ color: '#3a2a22' }} />
          </Box>
        </Box>
        <Box style={{ position: 'absolute', top: 146, left: 200, width: 120, height: 34, backgroundColor: tape, transform: 'rotate(-4deg)' }} />
        <Box style={{ position: 'absolute', top: 660, left: 50, width: 440, flexDirection: 'column', alignItems: 'center' }}>
          <ScoreLine score={content.score} palette={palette} size={24} textSize={15} />
          <Box style={{ marginTop: 14 }}>
            <Comment
              text={content.comments}
              family="Fraunces"
              box={{ width: 440, height: 170, maxSize: 27, minSize: 14, lineHeight: 1.35 }}
              style={{ textAlign: 'center', color: palette.ink }}
            />
          </Box>
        </Box>
        <Box style={{ position: 'absolute', bottom: 40, left: 0, width: 540, justifyContent: 'center' }}>
          <SourceBadge source={content.source} palette={palette} height={16} />
        </Box>
      </Frame>
    )
  },
}

/** A full-bleed photo fading into a card of words. */
const banner: Layout = {
  type: 'story',
  slots: [{ width: 540, height: 600 }],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette} background={palette.bg}>
      <Photo src={content.images[0]} width={540} height={600} style={{ position: 'absolute', top: 0, left: 0 }} />
      <Box
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 540,
          height: 600,
          background: `linear-gradient(180deg, rgba(0,0,0,0.28) 0%, rgba(0,0,0,0) 30%, rgba(0,0,0,0) 55%, ${palette.bg} 100%)`,
        }}
      />
      <Box style={{ position: 'absolute', top: 40, left: 40 }}>
        <Logo content={content} size={64} palette={palette} ring="#ffffff" />
      </Box>
      <Box
        style={{
          position: 'absolute',
          top: 452,
          left: 32,
          right: 32,
          flexDirection: 'column',
          alignItems: 'center',
          padding: '30px 30px 28px',
          backgroundColor: palette.surface,
          borderRadius: 32,
          boxShadow: '0 18px 40px rgba(0,0,0,0.16)',
        }}
      >
        <Script size={60} color={palette.accent}>
          {STORY_HEADING}
        </Script>
        <Box style={{ marginTop: 8 }}>
          <ScoreLine score={content.score} palette={palette} size={22} textSize={14} />
        </Box>
        <Box style={{ marginTop: 16 }}>
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 416, height: 172, maxSize: 26, minSize: 13, lineHeight: 1.35 }}
            style={{ textAlign: 'center', fontStyle: 'italic', color: palette.ink }}
          />
        </Box>
        <Name
          name={content.customerName}
          width={380}
          size={16}
          style={{ marginTop: 14, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: palette.ink }}
        />
      </Box>
      <Box style={{ position: 'absolute', bottom: 38, left: 0, width: 540, justifyContent: 'center' }}>
        <SourceBadge source={content.source} palette={palette} height={16} />
      </Box>
    </Frame>
  ),
}

/** Big stars and a speech bubble. */
const stars: Layout = {
  type: 'story',
  slots: [],
  logoSize: 64,
  render: ({ content, palette }) => (
    <Frame palette={palette}>
      <Box style={{ position: 'relative', flexDirection: 'column', alignItems: 'center', padding: '70px 44px 44px', height: 960 }}>
        <Script size={84} color={palette.accent}>
          {STORY_HEADING}
        </Script>
        <Box style={{ marginTop: 30 }}>
          <ScoreLine score={content.score} palette={palette} size={58} textSize={18} direction="column" gap={14} color={palette.ink} />
        </Box>
        <Box
          style={{
            position: 'relative',
            marginTop: 40,
            flexDirection: 'column',
            alignItems: 'center',
            padding: '34px 30px',
            width: 452,
            backgroundColor: palette.surface,
            borderRadius: 36,
            border: palette.theme === 'dark' ? `1px solid ${palette.line}` : 'none',
            boxShadow: '0 18px 44px rgba(0,0,0,0.12)',
          }}
        >
          <Comment
            text={content.comments}
            family="Fraunces"
            box={{ width: 392, height: 300, maxSize: 32, minSize: 15, lineHeight: 1.33 }}
            style={{ textAlign: 'center', color: palette.ink }}
          />
          <Box style={{ position: 'absolute', bottom: -14, left: 76, width: 30, height: 30, backgroundColor: palette.surface, transform: 'rotate(45deg)' }} />
        </Box>
        <Box style={{ marginTop: 34, width: 452, alignItems: 'center', gap: 14, paddingLeft: 50 }}>
          <Logo content={content} size={64} palette={palette} ring={palette.surface} />
          <Box style={{ flexDirection: 'column', gap: 2 }}>
            <Name name={content.customerName} width={300} size={20} style={{ fontWeight: 700, color: palette.ink }} />
            <Line width={300} style={{ fontSize: 14, color: palette.muted }}>{`about ${content.businessName}`}</Line>
          </Box>
        </Box>
        <Box style={{ marginTop: 'auto' }}>
          <SourceBadge source={content.source} palette={palette} height={16} />
        </Box>
      </Box>
    </Frame>
  ),
}

export const storyLayouts = {
  'story-portrait': portrait,
  'story-quote': quote,
  'story-duo': duo,
  'story-frame': frame,
  'story-minimal': minimal,
  'story-collage': collage,
  'story-bold': bold,
  'story-polaroid': polaroid,
  'story-banner': banner,
  'story-stars': stars,
} satisfies Record<string, Layout>
