// Every environment variable the app reads, validated once. Unset adapters fall back to their
// embedded defaults (DESIGN.md): the app starts with no env at all.
import { createEnv } from '@t3-oss/env-nextjs'
import { z } from 'zod'
import { trustProxySchema } from '@/lib/http/client-ip'

const optional = z.string().trim().min(1).optional()

export const env = createEnv({
  server: {
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Set by scripts/start.ts to the embedded database when the operator gives none. */
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** Public origin of the app, used in e-mails and links. */
    APP_URL: z.string().url().default('http://localhost:3000'),
    /** Signs session tokens. The start script writes a random one to .data/ when unset. */
    AUTH_SECRET: z.string().min(32).optional(),
    /** How many proxies (load balancers) in front of the app append to X-Forwarded-For; 0 when none. */
    TRUST_PROXY: trustProxySchema,
    /** Public sites at {slug}.{ROOT_DOMAIN}. */
    ROOT_DOMAIN: optional,
    /** DNS servers (ip or ip:port, comma-separated) that custom domains' TXT records are looked up at; the system's when unset. */
    DNS_RESOLVER: optional,
    DATA_DIR: z.string().default('.data'),
    /** Web Push (lib/push/vapid.ts): a pair generated into DATA_DIR/vapid-keys.json when unset. */
    VAPID_PUBLIC_KEY: optional,
    VAPID_PRIVATE_KEY: optional,
    /** Who push services may contact about our pushes: mailto: or https:; SUPPORT_EMAIL when unset. */
    VAPID_SUBJECT: optional,
    /** Addresses push endpoints may be at although not public (IPs or CIDRs); empty in production, the tests' push stub. */
    PUSH_ENDPOINT_ALLOW_IPS: optional,

    MAIL_FROM: z.string().default('Glowfolio <hello@glowfolio.app>'),
    /** Where access requests, subscriptions and alerts go. */
    TEAM_EMAIL: z.string().email().default('team@glowfolio.app'),
    SUPPORT_EMAIL: z.string().email().default('support@glowfolio.app'),
    RESEND_API_KEY: optional,
    RESEND_BASE_URL: z.string().url().optional(),
    /** Shows the outbox at /dev/mailbox in production (never with RESEND_API_KEY). */
    DEV_MAILBOX: z
      .enum(['1', '0', 'true', 'false'])
      .optional()
      .transform((value) => value === '1' || value === 'true'),

    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_BASE_URL: z.string().url().optional(),
    /** Test-mode payments on a production server with no Stripe key (lib/payments/payments-mode.ts). */
    PAYMENTS_TEST_MODE: z
      .enum(['1', '0', 'true', 'false'])
      .optional()
      .transform((value) => value === '1' || value === 'true'),
    /** Verifies the events of artists' connected accounts (Stripe's Connect webhook endpoint). */
    STRIPE_CONNECT_WEBHOOK_SECRET: optional,
    /** Our cut of a client's card payment to an artist; 0 (no commission) unless set. */
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),

    S3_BUCKET: optional,
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_PUBLIC_URL: z.string().url().optional(),

    INSTAGRAM_CLIENT_ID: optional,
    INSTAGRAM_CLIENT_SECRET: optional,
    INSTAGRAM_API_BASE_URL: z.string().url().default('https://graph.instagram.com'),
    INSTAGRAM_OAUTH_BASE_URL: z.string().url().default('https://api.instagram.com'),
    /** Where owners are sent to authorise us. */
    INSTAGRAM_AUTHORIZE_URL: z.string().url().default('https://www.instagram.com/oauth/authorize'),
    /** A third-party lookup for public handles (the spec's proxy), when one is configured. */
    INSTAGRAM_PROXY_BASE_URL: z.string().url().optional(),

    FACEBOOK_CLIENT_ID: optional,
    FACEBOOK_CLIENT_SECRET: optional,
    FACEBOOK_GRAPH_BASE_URL: z.string().url().default('https://graph.facebook.com'),

    /** The partner review source: its name and logo (DEVELOPERS.md: configuration). */
    PARTNER_SOURCE_NAME: z.string().default('Zendesk'),
    PARTNER_SOURCE_LOGO: z.string().default('/brand/partner-logo.svg'),

    /**
     * Addresses the image loader may reach although they are not public (IPs or CIDRs, comma-separated).
     * Empty in production; the integration tests allow their stub image host with it.
     */
    IMAGE_FETCH_ALLOW_IPS: optional,

    /** Text messages (reminders) through Twilio; off unless all three are set. */
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_FROM: optional,
    TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),

    /** The CDN in front of public sites that siteChanged purges (lib/site/cdn.ts); none unless set. */
    SITE_CDN: z.enum(['cloudflare', 'cloudfront']).optional(),
    CLOUDFLARE_ZONE_ID: optional,
    CLOUDFLARE_API_TOKEN: optional,
    CLOUDFLARE_API_URL: z.string().url().default('https://api.cloudflare.com/client/v4'),
    CLOUDFRONT_DISTRIBUTION_ID: optional,
    CLOUDFRONT_ACCESS_KEY_ID: optional,
    CLOUDFRONT_SECRET_ACCESS_KEY: optional,
    CLOUDFRONT_API_URL: z.string().url().default('https://cloudfront.amazonaws.com'),

    /** Error reporting in production (server and browser). */
    SENTRY_DSN: z.string().url().optional(),
    /** Privacy-friendly analytics in production: the site name the script reports under. */
    ANALYTICS_DOMAIN: optional,
    /** The Plausible-compatible script (a self-hosted one, say); events go to its origin. */
    ANALYTICS_SCRIPT_URL: z.string().url().default('https://plausible.io/js/script.js'),
  },
  client: {},
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
  // Lint and type checks import modules without a configured environment.
  skipValidation: process.env.SKIP_ENV_VALIDATION === '1',
})
