import type { Block } from 'payload'

import { blockWithWords } from '@/collections/shared/admin-words'

import { blockTable } from '@/fields/block-table'

import { imageField } from '@/fields/content'

import { blockThumbnail } from '../thumbnail'

/** Media kind SelfHostedVideo (mimeType, url): a video file served by the store itself. */
export const SelfHostedVideo: Block = blockWithWords({
  slug: 'selfHostedVideo',
  dbName: blockTable('video_file'),
  interfaceName: 'SelfHostedVideoBlock',
  admin: { images: blockThumbnail('selfHostedVideo') },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^(\/|https:\/\/)\S+$/.test(value)) ||
        'Use a path on this store or an https URL',
    },
    {
      name: 'mimeType',
      type: 'select',
      required: true,
      defaultValue: 'video/mp4',
      options: ['video/mp4', 'video/webm'].map((value) => ({ label: value, value })),
    },
    { name: 'title', type: 'text', localized: true, required: true },
    imageField('poster'),
  ],
})
