import type { StoreDates } from '@/blocks/blog-block/dates'
import { BlogBlockView } from '@/blocks/blog-block/view'
import type { Locale } from '@/i18n/routing'
import type { BlogPost } from '@/payload-types'

import type { TemplateProps } from './template'

export type BlogData = { locale: Locale; posts: BlogPost[]; dates: StoreDates }

/** The blog overview: the editors' page, then every article, newest first. */
export function BlogTemplate({ data, layout }: TemplateProps<BlogData>) {
  return (
    <>
      {layout}
      <BlogBlockView posts={data.posts} locale={data.locale} dates={data.dates} />
    </>
  )
}
