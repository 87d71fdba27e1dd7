import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { serverEnv } from '@/server/env'

/** Images used by stores and content: logos, payment icons, trust marks, illustrations. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.resolve(process.cwd(), serverEnv().MEDIA_DIR),
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
