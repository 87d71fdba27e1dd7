import { RenderBlocks, renderContext } from '@/blocks/render-blocks'
import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

import { PageHeader } from './page-header'

type Props = {
  page: Page
  locale: Locale
  draft: boolean
  /** False where the template brings the h1 (home v2's search hero). */
  withTitle: boolean
}

/** A page's own content: its h1 (a hero title block, else the page title), then its blocks. */
export function PageLayout({ page, locale, draft, withTitle }: Props) {
  const first = page.layout?.[0]
  const hasHero = first?.blockType === 'titleSubtitle' && first.variant === 'hero'
  // Draft mode (the live preview) marks what the page shows for click-to-edit; shoppers get none.
  const edit = draft ? { collection: 'pages' as const, id: page.id } : null
  return (
    <>
      {withTitle && !hasHero && (
        <PageHeader title={page.title} edit={{ doc: edit, locale, title: 'title' }} />
      )}
      <RenderBlocks
        blocks={page.layout}
        context={renderContext(locale, draft, edit)}
        place={{ doc: edit, field: 'layout' }}
        leading
      />
    </>
  )
}
