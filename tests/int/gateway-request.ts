import { POST } from '@/app/api/gateway/route'

/** One POST to the gateway's route handler, as a browser sends it: status, parsed body, headers. */
export async function postToGateway(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const response = await POST(
    new Request('http://localhost:3000/api/gateway/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, json: await response.json(), headers: response.headers }
}
