import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload Local API for server components and route handlers. Never while `next build`
 * renders: a page prerendered from the build's database would show its content (demo content, in
 * an image) until a tag expired. Every page renders on its first request instead (README "Going
 * to production"); a route that reaches here at build fails the build, naming this.
 */
export const getPayloadClient = (): Promise<Payload> =>
  process.env.NEXT_PHASE === 'phase-production-build'
    ? Promise.reject(
        new Error('The build reads no database: render this route on its first request'),
      )
    : getPayload({ config })
