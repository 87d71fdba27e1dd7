import { RenderBlocks } from '@/blocks/render-blocks'
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
  return (
    <>
      {withTitle && !hasHero && <PageHeader title={page.title} />}
      <RenderBlocks blocks={page.layout} locale={locale} draft={draft} />
    </>
  )
}
