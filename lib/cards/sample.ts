// The sample review the template previews and the promo show: the demo owner's bridal client.
import type { CardOwner, CardReview } from './content'

export const SAMPLE_REVIEW: CardReview = {
  customerName: 'Sophie Nguyen',
  score: 5,
  comments: 'Mia did my bridal makeup and I have never felt more like myself, just glowing. It lasted through tears, dancing and a very humid evening.',
  images: ['/demo/photo-05.jpg', '/demo/photo-09.jpg'],
  source: 'glowfolio',
}

export const SAMPLE_OWNER: CardOwner = { businessName: 'Glow by Mia', profileImg: '/demo/profile.jpg' }
