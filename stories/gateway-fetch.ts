import { GATEWAY_ENDPOINT } from '@/commerce/client/request'

export type GatewayBody = { query: string; variables: Record<string, unknown> }

/**
 * Stands in for the gateway at the fetch level, so the stories run the real widgets and hooks
 * without a network: each POST to it is answered by `answer` after `latencyMs` (a gateway's
 * pace, so loading states show). Returns the undo.
 */
export function interceptGateway(
  answer: (body: GatewayBody) => Response,
  latencyMs: number,
): () => void {
  const original = window.fetch
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.includes(GATEWAY_ENDPOINT)) return original(input, init)
    await new Promise((resolve) => setTimeout(resolve, latencyMs))
    return answer(JSON.parse(String(init?.body)) as GatewayBody)
  }
  return () => {
    window.fetch = original
  }
}
