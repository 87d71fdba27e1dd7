import { SIGNATURE_HEADER, signWebhook } from './signature'

/** A shop that does not answer within this is left to catch up with `fetchStatus`. */
export const DELIVERY_TIMEOUT_MS = 5_000

export type WebhookDelivery = {
  url: string
  body: string
  secret: string
  fetch?: typeof globalThis.fetch
  now?: number
}

/** POSTs a signed JSON body and waits for the answer; true when the shop answered 2xx. */
export async function deliverWebhook({
  url,
  body,
  secret,
  fetch = globalThis.fetch,
  now = Date.now(),
}: WebhookDelivery): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(body, secret, now),
      },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
    return response.ok
  } catch {
    return false
  }
}
