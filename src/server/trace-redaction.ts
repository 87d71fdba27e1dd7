import type { Attributes } from '@opentelemetry/api'
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base'

import { redactSecrets } from './redact-secrets'

/** The string attributes that carried a secret, redacted (http.target, http.url, url.full…). */
function redacted(attributes: Attributes): Attributes {
  const changed: Attributes = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== 'string') continue
    const clean = redactSecrets(value)
    if (clean !== value) changed[key] = clean
  }
  return changed
}

/**
 * Listed before the exporting processor: no span leaves with an order's `?access=` token or a
 * reset token in its name, attributes or events. Next names a request's span after its route, but
 * a fetch's span after its URL, and sets some URL attributes after the start: those are rewritten
 * in place at the end, as @vercel/otel's own processor adds its attributes then.
 */
export const redactingSpanProcessor: SpanProcessor = {
  onStart(span) {
    span.updateName(redactSecrets(span.name))
    span.setAttributes(redacted(span.attributes))
  },
  onEnd(span) {
    Object.assign(span.attributes, redacted(span.attributes))
    for (const event of span.events) {
      if (event.attributes) Object.assign(event.attributes, redacted(event.attributes))
    }
  },
  forceFlush: async () => {},
  shutdown: async () => {},
}
