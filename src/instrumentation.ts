/**
 * Next calls register() once when a server starts. OpenTelemetry traces (Next's own spans: each
 * request, route, render and fetch) are sent only when OTEL_EXPORTER_OTLP_ENDPOINT names a
 * collector (OTLP over HTTP; OTEL_EXPORTER_OTLP_PROTOCOL, _HEADERS as the standard says); without
 * it no OpenTelemetry module is even loaded. No span carries an order's or a reset's token
 * (trace-redaction.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
    return
  }
  const { registerOTel } = await import('@vercel/otel')
  const { redactingSpanProcessor } = await import('./server/trace-redaction')
  registerOTel({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'giftcard-storefront',
    // Ours first: the default exporting processor ('auto') then sends what it left.
    spanProcessors: [redactingSpanProcessor, 'auto'],
  })
}
