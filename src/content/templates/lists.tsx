import { BlogBlockView } from '@/blocks/blog-block/view'
import { Section } from '@/components/section'
import { contentPath } from '@/collections/shared/paths'
import { MediaImage } from '@/components/media-image'
import type { Locale } from '@/i18n/routing'
import { listContent } from '@/server/content'

type Props = { locale: Locale; draft: boolean }

/** The blog overview's articles, newest first. */
export async function BlogList({ locale, draft }: Props) {
  const posts = await listContent('blog-posts', locale, { draft, limit: 24 })
  return <BlogBlockView posts={posts} locale={locale} />
}

/** The giving moments overview: a tile per moment on its colour. */
export async function GivingMomentsList({ locale, draft }: Props) {
  const moments = await listContent('giving-moments', locale, { draft })
  if (!moments.length) return null
  return (
    <Section>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {moments.map((moment) => (
          <li key={moment.id}>
            <a
              href={contentPath('giving-moments', moment.slug, locale)}
              className="group flex h-full flex-col overflow-hidden rounded-2xl ring-1 ring-ink/10 hover:shadow-md"
            >
              <span
                className="block aspect-[1.586] p-4"
                style={{ backgroundColor: moment.backgroundColor?.color ?? undefined }}
              >
                <MediaImage
                  media={moment.image}
                  alt=""
                  width={428}
                  height={270}
                  className="size-full object-contain"
                />
              </span>
              <span className="p-4 font-semibold group-hover:underline">{moment.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
