import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { publicRoutes } from '@/access/staff-only'
import { editorsDocuments } from '@/collections/shared/access'
import { serverEnv } from '@/server/env'
import { contentAddressedName } from '@/server/media-cache'

import {
  changeMedia,
  createMedia,
  mediaOfChosenStore,
  mediaStoreField,
  readMedia,
} from './store-access'

/**
 * Images used by stores and content: logos, payment icons, trust marks, illustrations. A file of
 * one store is its staff's; a file of none is shared (store-access.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { hidden: editorsDocuments.hidden, baseFilter: mediaOfChosenStore },
  access: { read: readMedia, create: createMedia, update: changeMedia, delete: changeMedia },
  // Pages show the files; the documents are read through the Local API.
  ...publicRoutes('get /file/:filename'),
  upload: {
    // A run-time folder: not traced into the build (Next would copy the whole project for it).
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), serverEnv().MEDIA_DIR),
    mimeTypes: ['image/*'],
    // A crop would rewrite the file under its name, which must change with the bytes.
    crop: false,
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }, mediaStoreField],
  hooks: {
    // Every new file under a name of its own bytes: served as immutable (src/server/media-cache.ts).
    beforeOperation: [
      ({ args, req }) => {
        const file = req.file
        if (file && file.data.length > 0) file.name = contentAddressedName(file.name, file.data)
        return args
      },
    ],
  },
}
