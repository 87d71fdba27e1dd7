import { useId } from 'react'

import { MediaImage } from '@/components/media-image'
import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'
import type { BlogPost } from '@/payload-types'

import { headingClass, Section } from '@/components/section'
import { postDate, type StoreDates } from './dates'
import { blogLabels } from './labels'
import styles from './view.module.css'

type Props = { title?: string | null; posts: BlogPost[]; locale: Locale; dates: StoreDates }

/** Blog teasers: a card per article, the whole card clickable through its title link. */
export function BlogBlockView({ title, posts, locale, dates }: Props) {
  const headingId = useId()
  if (!posts.length) return null
  const labels = blogLabels[locale]
  return (
    <Section labelledBy={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={headingClass.spaced}>
          {title}
        </h2>
      )}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            {/* Its parts' look comes from the card's class (view.module.css): no class on each. */}
            <article className={styles.card}>
              <div>
                <MediaImage media={post.heroImage} alt="" width={600} height={400} />
              </div>
              <div>
                <time dateTime={post.publishedAt}>{postDate(post.publishedAt, dates)}</time>
                <h3>
                  <a
                    href={localizedPath(locale, {
                      pathname: '/blog/[...path]',
                      params: { path: post.slug.split('/') },
                    })}
                  >
                    {post.title}
                  </a>
                </h3>
                <p>{post.excerpt}</p>
                {/* A visual cue only: the title is the card's one link, so readers hear it once. */}
                {/* Its arrow is drawn (::after): Inter's latin subset has no U+2192. */}
                <span aria-hidden="true">{labels.readMore}</span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
