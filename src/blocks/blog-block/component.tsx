import { findBlogPosts } from '@/server/content'
import { routeDates } from '@/server/store'

import type { BlockProps } from '../types'
import { BlogBlockView } from './view'

/** Blog teasers: loads the latest posts, or the editor's picks in their order, then renders them. */
export default async function BlogBlock({ block, context }: BlockProps<'blogBlock'>) {
  const ids =
    block.mode === 'selected'
      ? (block.posts ?? []).map((post) => (typeof post === 'number' ? post : post.id))
      : undefined
  // 'selected' with nothing picked yet (an editor mid-way) shows nothing rather than the latest.
  if (ids?.length === 0) return null
  const [posts, dates] = await Promise.all([
    findBlogPosts(context.locale, { limit: block.limit ?? 3, ids, draft: context.draft }),
    routeDates(context.locale),
  ])
  return <BlogBlockView title={block.title} posts={posts} locale={context.locale} dates={dates} />
}
