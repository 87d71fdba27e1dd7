import type { PageType } from '@/collections/pages/page-types'

import { PageLayout } from '../page-layout'
import { pageTemplates } from './registry'
import type { TemplateContext } from './template'

type Props = { type: PageType; context: TemplateContext }

/** A page in its type's template: the editors' layout with what the type brings around it. */
export async function TemplatedPage({ type, context }: Props) {
  const template = pageTemplates[type]
  const { page, locale, draft } = context
  const layout = page && (
    <PageLayout page={page} locale={locale} draft={draft} withTitle={!template.ownsHeading} />
  )
  return template.render(context, layout)
}
