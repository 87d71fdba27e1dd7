import { clientAddress } from '@/server/client-address'
import {
  COUNTRY_HEADERS,
  UNKNOWN,
  countryFromHeaders,
  lookupCountry,
  type Country,
} from '@/server/geoip'
import { logger } from '@/server/logger'

export const dynamic = 'force-dynamic'

const headers = {
  'Cache-Control': 'private, no-store',
  Vary: [...COUNTRY_HEADERS, 'x-forwarded-for'].join(', '),
}

/** GET /ip (rewritten here): the client's country from the CDN, else GeoIP; nulls when unknown. */
export function GET(request: Request): Response {
  return Response.json(detect(request.headers), { headers })
}

function detect(requestHeaders: Headers): Country {
  try {
    const fromCdn = countryFromHeaders(requestHeaders)
    if (fromCdn.country_code) return fromCdn
    const address = clientAddress(requestHeaders)
    return address ? lookupCountry(address) : UNKNOWN
  } catch (error) {
    // The store switcher only hides its banner on unknown: never fail the call.
    logger().error({ err: error }, 'GET /ip failed')
    return UNKNOWN
  }
}
