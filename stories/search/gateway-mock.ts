import { GATEWAY_ENDPOINT } from '@/commerce/client/request'

import { searchAnswer } from './fixtures'

export type GatewayMode = 'answers' | 'fails'

/** A gateway's pace, so the previous answer shows dimmed while the next one comes. */
const LATENCY_MS = 300

/**
 * Stands in for the gateway at the fetch level, so the stories run the real hooks without a
 * network: search_v1 answers from the fixtures, or the gateway is down. Returns the undo.
 */
export function mockGateway(mode: GatewayMode): () => void {
  const original = window.fetch
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.includes(GATEWAY_ENDPOINT)) return original(input, init)
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS))
    if (mode === 'fails') return new Response('Bad gateway', { status: 502 })
    const body = JSON.parse(String(init?.body)) as { variables: { inputText: string } }
    return Response.json({ data: { search_v1: searchAnswer(body.variables.inputText) } })
  }
  return () => {
    window.fetch = original
  }
}
