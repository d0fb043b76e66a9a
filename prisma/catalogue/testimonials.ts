// The landing page carousel: sample testimonials written for the product (not real customers).
export const testimonials = [
  {
    id: 'testimonial-1',
    name: 'Amelia R.',
    image: '/landing/testimonials/amelia.svg',
    website: 'glowfolio.app/amelia-makeup',
    comments: 'I set up my site between two brides on a Saturday. Clients now book me from the link in my bio instead of sliding into my DMs.',
    order: 1,
  },
  {
    id: 'testimonial-2',
    name: 'Priya S.',
    image: '/landing/testimonials/priya.svg',
    website: 'glowfolio.app/priya-beauty',
    comments: 'The review cards are my favourite thing. A client leaves five stars and ten minutes later it is on my Story.',
    order: 2,
  },
  {
    id: 'testimonial-3',
    name: 'Jess T.',
    image: '/landing/testimonials/jess.svg',
    website: 'glowfolio.app/jess-tan-mua',
    comments: 'I finally know who still owes me a deposit. The gigs page paid for itself in the first month.',
    order: 3,
  },
  {
    id: 'testimonial-4',
    name: 'Maddie K.',
    image: '/landing/testimonials/maddie.svg',
    website: 'glowfolio.app/maddie-k',
    comments: 'My Instagram photos went straight into albums. It looks like I paid a designer for my website.',
    order: 4,
  },
]
