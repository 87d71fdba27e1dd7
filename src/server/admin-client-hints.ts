type HeaderRule = { source: string; headers: { key: string; value: string }[] }

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/**
 * withPayload asks every response for the `Sec-CH-Prefers-Color-Scheme` client hint with
 * `Critical-CH`: Chromium then restarts every first navigation to the shop (the document fetched
 * twice) for a hint only Payload's admin theme reads. Rules carrying it apply to the admin only.
 */
export function clientHintsForAdminOnly<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules.map((rule) =>
    rule.headers.some((header) => CLIENT_HINT_HEADERS.has(header.key.toLowerCase()))
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}
