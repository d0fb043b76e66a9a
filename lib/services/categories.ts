// Who a menu entry is for: the categories in menu order and their words. Apart from the schema so that
// a screen listing services does not carry zod.

/** In the order the menu and the public price list show them. */
export const SERVICE_CATEGORIES = ['bridal', 'bridesmaid', 'motherOfTheBride', 'flowerGirl', 'trial', 'event', 'lesson', 'other'] as const
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]

/** The heading a category's entries sit under, on the menu and the price list. */
export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  bridal: 'Bridal',
  bridesmaid: 'Bridesmaids',
  motherOfTheBride: 'Mother of the bride',
  flowerGirl: 'Flower girls',
  trial: 'Trials',
  event: 'Events',
  lesson: 'Lessons',
  other: 'Other',
}

/** Who a gig's service line is for when a menu entry is picked into it. */
export const CATEGORY_WHO: Record<ServiceCategory, string> = {
  bridal: 'Bride',
  bridesmaid: 'Bridesmaid',
  motherOfTheBride: 'Mother of the bride',
  flowerGirl: 'Flower girl',
  trial: 'Bride (trial)',
  event: 'Client',
  lesson: 'Student',
  other: 'Client',
}
