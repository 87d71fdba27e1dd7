import { checkDatabase } from '@/server/health'

export const dynamic = 'force-dynamic'

/** 200 when the database answers, 503 otherwise; never cached. */
export async function GET(): Promise<Response> {
  const database = await checkDatabase()
  return Response.json(
    { status: database.ok ? 'ok' : 'unavailable', database },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
