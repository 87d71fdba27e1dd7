import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { isEmbedVideoUrl } from './embed-url'

import { blockThumbnail } from '../thumbnail'

/** Media kind EmbedVideo: a VIMEO or YOUTUBE video, loaded only when the visitor plays it. */
export const EmbedVideo: Block = blockWithWords({
  slug: 'embedVideo',
  dbName: blockTable('video_embed'),
  interfaceName: 'EmbedVideoBlock',
  admin: { images: blockThumbnail('embedVideo') },
  fields: [
    {
      name: 'provider',
      type: 'select',
      required: true,
      options: ['VIMEO', 'YOUTUBE'].map((value) => ({ label: value, value })),
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: unknown, { siblingData }: { siblingData: { provider?: string } }) =>
        isEmbedVideoUrl(siblingData.provider, value) || 'Use a video URL of the chosen provider',
    },
    { name: 'title', type: 'text', localized: true, required: true },
  ],
})
