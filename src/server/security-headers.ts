// Relative: next.config.ts loads this module outside the bundler's aliases.
import { TAG_MANAGER } from '../commerce/domain/analytics/tag-manager'

// A store's tag manager (loaded once the visitor consents to analytics): its container script
// and the GA4 library its tags load, by path; GA4's collectors for the hits and their fallback
// pixels. Nothing else of Google's.
const tagManagerScripts = `${TAG_MANAGER.container} ${TAG_MANAGER.analyticsLibrary}`
const analyticsCollectors = TAG_MANAGER.collectors.join(' ')

/**
 * The content security policy of every page; `formTargets` are the origins a form of the page may
 * post to or be redirected to besides its own (the payment simulator's: the store paid in).
 */
export function contentSecurityPolicy(development: boolean, formTargets: string[] = []): string {
  return [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; dev tooling also needs eval and websockets.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''} ${tagManagerScripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${analyticsCollectors}`,
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''} ${analyticsCollectors}`,
    // The captcha solves its proof of work in workers its script creates from blob: URLs.
    "worker-src 'self' blob:",
    // Embedded videos (after a click, privacy-friendly players) and, in the redeem modals, the
    // brands' shops, whose addresses editors set: any https page, never http or data: frames.
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
  ].join('; ')
}

/**
 * Security headers for every response (the payment simulator's page sets its own policy).
 * Live preview frames the storefront from /admin (same origin).
 */
export function securityHeaders(
  development: boolean,
  { policy = true } = {},
): { key: string; value: string }[] {
  return [
    ...(policy
      ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(development) }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(self)',
    },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}
