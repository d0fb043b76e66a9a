// The web app manifest (served at /manifest.webmanifest; Next links it from every page): what makes
// Glowfolio installable on the artist's phone. Icons are committed PNGs (scripts/make-app-icons.ts).
import type { MetadataRoute } from 'next'

const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512]
const MASKABLE_SIZES = [48, 72, 96, 128, 144, 192, 384, 512]

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/dashboard/today',
    name: 'Glowfolio',
    short_name: 'Glowfolio',
    description: 'Your bookings, payments and reviews, on your phone.',
    start_url: '/dashboard/today',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // The app's page colour (app/globals.css) behind the splash screen, and the brand pink in the status bar.
    background_color: '#faf7f5',
    theme_color: '#c2346a',
    categories: ['business', 'productivity'],
    icons: [
      ...ANY_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' as const })),
      ...MASKABLE_SIZES.map((size) => ({ src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' as const })),
    ],
    shortcuts: [
      {
        name: 'New gig',
        short_name: 'New gig',
        url: '/dashboard/gigs/new',
        icons: [{ src: '/icons/shortcut-new-gig-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Reviews',
        short_name: 'Reviews',
        url: '/dashboard/reviews',
        icons: [{ src: '/icons/shortcut-reviews-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  }
}
