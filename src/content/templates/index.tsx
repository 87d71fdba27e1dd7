import { RenderBlocks, renderContext } from '@/blocks/render-blocks'
import { RichTextWithBlocks } from '@/blocks/rich-text-with-blocks'
import type { ContentCollection } from '@/collections/shared/paths'
import type { Locale } from '@/i18n/routing'
import type { BlogPost, Config } from '@/payload-types'

import { PageHeader } from './page-header'
import { TemplatedPage } from './page-types/templated-page'
import { ProductSections } from './product-sections'

type Props<C extends ContentCollection> = {
  collection: C
  doc: Config['collections'][C]
  locale: Locale
  draft: boolean
}

const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'nl-NL', { dateStyle: 'long' })

function Article({ post, locale, draft }: { post: BlogPost; locale: Locale; draft: boolean }) {
  return (
    <article>
      <PageHeader title={post.title} intro={post.excerpt} image={post.heroImage}>
        <p className="mt-4 text-sm">
          <time dateTime={post.publishedAt}>
            {dateFormat(locale).format(new Date(post.publishedAt))}
          </time>
          {post.author && <> · {post.author}</>}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <RichTextWithBlocks data={post.content} context={renderContext(locale, draft)} />
      </div>
      <RenderBlocks blocks={post.layout} locale={locale} draft={draft} />
    </article>
  )
}

/** A content document as its type shows it: a header with its h1, its blocks, what the type adds. */
export function ContentView<C extends ContentCollection>({
  collection,
  doc,
  locale,
  draft,
}: Props<C>) {
  const blocks = <RenderBlocks blocks={doc.layout} locale={locale} draft={draft} />
  switch (collection) {
    case 'blog-posts':
      return <Article post={doc as BlogPost} locale={locale} draft={draft} />
    case 'giving-moments': {
      const moment = doc as Config['collections']['giving-moments']
      const header = {
        intro: moment.description,
        image: moment.image,
        background: moment.backgroundColor,
      }
      return (
        <>
          {<PageHeader title={moment.heroTitle} {...header} />}
          {blocks}
        </>
      )
    }
    case 'products':
    case 'categories':
    case 'brands': {
      const entry = doc as Config['collections']['products' | 'categories' | 'brands']
      const image = 'image' in entry ? entry.image : 'logo' in entry ? entry.logo : null
      return (
        <>
          {<PageHeader title={entry.title} intro={entry.description} image={image} />}
          {collection === 'products' && (
            <ProductSections product={entry as Config['collections']['products']} locale={locale} />
          )}
          {blocks}
        </>
      )
    }
    case 'pages': {
      // The page's type decides what shows around its layout (page-types/registry.ts).
      const page = doc as Config['collections']['pages']
      return <TemplatedPage type={page.pageType} context={{ page, locale, draft, segments: {} }} />
    }
  }
}
