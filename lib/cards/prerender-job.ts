// The name of the job that draws the cards of reviews that just became visible (prerender-cards.ts),
// apart from it so that the review code kicking it does not load the card renderer.
import { kickJob } from '@/lib/jobs/boss'

export const PRERENDER_CARDS_JOB = 'prerender-review-cards'

/** Asks for the job soon, after a review became visible (its schedule runs it anyway). */
export const kickCardPrerender = () => kickJob(PRERENDER_CARDS_JOB)
