import type { PageType } from '@/collections/pages/page-types'

import { PageLayout } from '../page-layout'
import { pageTemplates } from './registry'
import type { TemplateContext } from './template'

type Props = { type: PageType; context: TemplateContext }

/** A page in its type's template: the editors' layout with what the type brings around it. */
export function TemplatedPage({ type, context }: Props) {
  const { Page, ownsHeading } = pageTemplates[type]
  const { page, locale, draft } = context
  const layout = page && (
    <PageLayout page={page} locale={locale} draft={draft} withTitle={!ownsHeading} />
  )
  return <Page context={context} layout={layout} />
}
