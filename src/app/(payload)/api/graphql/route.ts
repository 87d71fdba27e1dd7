/* Payload's template, each handler behind the per-address limit of Payload's routes. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { limitedByAddress } from '@/server/payload-api-limit'

export const POST = limitedByAddress(GRAPHQL_POST(config))

export const OPTIONS = limitedByAddress(REST_OPTIONS(config))
