import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { publicRoutes } from '@/access/staff-only'
import { editorsDocuments } from '@/collections/shared/access'
import { serverEnv } from '@/server/env'

/** Images used by stores and content: logos, payment icons, trust marks, illustrations. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { hidden: editorsDocuments.hidden },
  access: editorsDocuments.access,
  // Pages show the files; the documents are read through the Local API.
  ...publicRoutes('get /file/:filename'),
  upload: {
    // A run-time folder: not traced into the build (Next would copy the whole project for it).
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), serverEnv().MEDIA_DIR),
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
