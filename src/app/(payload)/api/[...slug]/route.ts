/* Payload's template, each handler behind the per-address limit of Payload's routes; media files
   with their Cache-Control. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withMediaCaching } from '@/server/media-cache'
import { limitedByAddress } from '@/server/payload-api-limit'

export const GET = limitedByAddress(withMediaCaching(REST_GET(config)))
export const POST = limitedByAddress(REST_POST(config))
export const DELETE = limitedByAddress(REST_DELETE(config))
export const PATCH = limitedByAddress(REST_PATCH(config))
export const PUT = limitedByAddress(REST_PUT(config))
export const OPTIONS = limitedByAddress(REST_OPTIONS(config))
