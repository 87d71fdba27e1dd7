import type { ComponentType, ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

import { PageHeader } from '../page-header'

/** What a route's path names besides its page: /entreprise/{product}/, /paiement/{uuid}/… */
export type RouteSegments = {
  product?: string | null
  category?: string | null
  orderUuid?: string
}

/** Where a template renders: the editors' page (null at a fixed route without one) and its route. */
export type TemplateContext = {
  page: Page | null
  locale: Locale
  draft: boolean
  segments: RouteSegments
}

/**
 * A template's view: what its type read on the server, and the page's layout (its h1 and its
 * blocks), null where a fixed route has no editors' page.
 */
export type TemplateProps<Data> = { data: Data; layout: ReactNode }

export type PageTemplate = {
  /** The template brings the page's h1 itself: the layout comes without the title header. */
  ownsHeading: boolean
  render: (context: TemplateContext, layout: ReactNode) => Promise<ReactNode>
}

/** A page type's template: the data it reads for a page, and the view placing it around the layout. */
export function pageTemplate<Data>(
  load: (context: TemplateContext) => Promise<Data>,
  View: ComponentType<TemplateProps<Data>>,
  { ownsHeading = false } = {},
): PageTemplate {
  return {
    ownsHeading,
    render: async (context, layout) => <View data={await load(context)} layout={layout} />,
  }
}

/** Page types that are their content alone (home, landing, terms, contacts). */
export const contentOnly: PageTemplate = { ownsHeading: false, render: async (_, layout) => layout }

/** The layout, or the type's own h1 where a fixed route has no editors' page. */
export const layoutOr = (layout: ReactNode, title: string): ReactNode =>
  layout ?? <PageHeader title={title} />
