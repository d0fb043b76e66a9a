import { CARD_CACHE_CONTROL, findShareableCard } from '@/lib/cards/find-card'
import { cardQuery, reviewIdParams } from '@/lib/cards/schema'
import { loadCardPng } from '@/lib/cards/stored-card'
import { keepCardAnswer } from '@/lib/http/kept-card'
import { route } from '@/lib/http/route'
import { consumeRateLimit } from '@/lib/rate-limit/consume'

export const GET = route({ auth: 'public', params: reviewIdParams, query: cardQuery }, async ({ params, query, request, ip }) => {
  const keep = keepCardAnswer(request)
  const card = await findShareableCard({ reviewId: params.reviewId, templateId: query.id, source: query.source, verified: query.verified === '1' })
  const headers = { etag: card.etag, 'cache-control': CARD_CACHE_CONTROL, vary: 'Accept-Encoding' }
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === card.etag)) {
    return new Response(null, { status: 304, headers })
  }
  // Counted only when the card must be drawn, not in the spec's rateLimit: a 304 or a stored card costs no attempt.
  const png = await loadCardPng(card, { beforeDrawing: () => consumeRateLimit('cardRender', ip) })
  const answer = {
    ...headers,
    'content-type': 'image/png',
    'content-disposition': `inline; filename="review-card-${card.template.id}.png"`,
    'x-content-type-options': 'nosniff',
  }
  // Kept without its length: server.mjs gives a 304 no body, and a 200 the length of the one it has.
  keep({ owner: card.review.userId, etag: card.etag, png, headers: answer })
  return new Response(new Uint8Array(png), { headers: { ...answer, 'content-length': String(png.length) } })
})
