import type { NextConfig } from 'next'
import { BUILD_FILE_SECURITY_HEADERS, STATIC_SECURITY_HEADERS } from './lib/http/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run bench:bundle` builds beside the usual build, with the browser's source maps to read.
  ...(process.env.BUNDLE_REPORT === '1' ? { distDir: '.next-bundle', productionBrowserSourceMaps: true } : {}),
  reactStrictMode: true,
  // CI type-checks the whole project with `npm run typecheck`; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Turbopack's build cache speeds up the next build here; a fresh clone (CI) builds once, and writing the
  // cache cost it about 18 s of a 73 s build on 2 cores.
  experimental: { turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== 'off' },
  // Native and WASM packages stay outside the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', '@napi-rs/canvas', '@node-rs/argon2', '@resvg/resvg-js', 'sharp', 'pg', 'pg-boss', '@sentry/nextjs'],
  // Pages get their CSP (with a nonce) from proxy.ts; these headers go on every other answer. The build's
  // scripts and styles (16–18 on a dashboard screen) carry only what a script or style heeds: the rest
  // apply to documents, and were about 330 bytes on each, 5 KB a screen.
  async headers() {
    const headers = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }))
    return [
      { source: '/:path((?!_next/static/).*)', headers: headers(STATIC_SECURITY_HEADERS) },
      { source: '/_next/static/:path*', headers: headers(BUILD_FILE_SECURITY_HEADERS) },
    ]
  },
}

export default nextConfig
