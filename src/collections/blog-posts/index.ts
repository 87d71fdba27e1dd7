import { richTextWithBlocks } from '@/blocks/rich-text'
import { imageField, textField } from '@/fields/content'

import { contentCollection } from '../shared/content-collection'

/** Blog articles (/blog/{path}/): an excerpt, a hero image and a rich body with embedded blocks. */
export const BlogPosts = contentCollection({
  slug: 'blog-posts',
  group: 'Content',
  fields: [
    textField('excerpt', true),
    imageField('heroImage', true),
    { name: 'publishedAt', type: 'date', required: true, admin: { position: 'sidebar' } },
    { name: 'author', type: 'text' },
    richTextWithBlocks('content'),
  ],
})
