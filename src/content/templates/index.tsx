import { RenderBlocks, renderContext } from '@/blocks/render-blocks'
import { RichTextWithBlocks } from '@/blocks/rich-text-with-blocks'
import type { RenderContext } from '@/blocks/types'
import type { ContentCollection } from '@/collections/shared/paths'
import { EditTarget, fieldKind } from '@/components/click-to-edit/edit-target'
import type { Locale } from '@/i18n/routing'
import type { BlogPost, Config } from '@/payload-types'

import { type HeaderFields, PageHeader } from './page-header'
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

function Article({ post, context }: { post: BlogPost; context: RenderContext }) {
  const { locale, edit } = context
  const header = { doc: edit, locale, title: 'title', intro: 'excerpt', image: 'heroImage' }
  return (
    <article>
      <PageHeader title={post.title} intro={post.excerpt} image={post.heroImage} edit={header}>
        <p className="mt-4 text-sm">
          <time dateTime={post.publishedAt}>
            {dateFormat(locale).format(new Date(post.publishedAt))}
          </time>
          {post.author && <> · {post.author}</>}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <EditTarget doc={edit} locale={locale} path="content" kind={fieldKind('content')}>
          <RichTextWithBlocks data={post.content} context={context} field="content" />
        </EditTarget>
      </div>
      <RenderBlocks blocks={post.layout} context={context} place={{ doc: edit, field: 'layout' }} />
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
  // Draft mode (the live preview) marks what the page shows for click-to-edit; shoppers get none.
  const edit = draft ? { collection, id: doc.id } : null
  const context = renderContext(locale, draft, edit)
  const blocks = (
    <RenderBlocks blocks={doc.layout} context={context} place={{ doc: edit, field: 'layout' }} />
  )
  const fields = (names: Omit<HeaderFields, 'doc' | 'locale'>) => ({ doc: edit, locale, ...names })
  switch (collection) {
    case 'blog-posts':
      return <Article post={doc as BlogPost} context={context} />
    case 'giving-moments': {
      const moment = doc as Config['collections']['giving-moments']
      const header = {
        intro: moment.description,
        image: moment.image,
        background: moment.backgroundColor,
        edit: fields({ title: 'heroTitle', intro: 'description', image: 'image' }),
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
      const [image, imageField] =
        'image' in entry
          ? ([entry.image, 'image'] as const)
          : 'logo' in entry
            ? ([entry.logo, 'logo'] as const)
            : [null, undefined]
      const header = fields({ title: 'title', intro: 'description', image: imageField })
      return (
        <>
          <PageHeader title={entry.title} intro={entry.description} image={image} edit={header} />
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
