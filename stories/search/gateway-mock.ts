import { interceptGateway } from '../gateway-fetch'
import { searchAnswer } from './fixtures'

export type GatewayMode = 'answers' | 'fails'

/** search_v1 answers from the fixtures, 300 ms after the question, or the gateway is down. */
export const mockGateway = (mode: GatewayMode): (() => void) =>
  interceptGateway(
    ({ variables }) =>
      mode === 'fails'
        ? new Response('Bad gateway', { status: 502 })
        : Response.json({ data: { search_v1: searchAnswer(String(variables.inputText)) } }),
    300,
  )
