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

/** What a template's page component gets: where it renders, and the page's layout. */
export type TemplatePageProps = { context: TemplateContext; layout: ReactNode }

export type PageTemplate = {
  /** The template brings the page's h1 itself: the layout comes without the title header. */
  ownsHeading?: boolean
  Page: ComponentType<TemplatePageProps>
}

/**
 * A page type's template as a server component: it reads its type's data for the page, then its
 * view places that around the layout.
 */
export const pageTemplate =
  <Data,>(
    load: (context: TemplateContext) => Promise<Data>,
    View: ComponentType<TemplateProps<Data>>,
  ) =>
  async ({ context, layout }: TemplatePageProps) => (
    <View data={await load(context)} layout={layout} />
  )

/** Page types that are their content alone (home, landing, terms, contacts). */
export const contentOnly: PageTemplate = { Page: ({ layout }) => layout }

/** The layout, or the type's own h1 where a fixed route has no editors' page. */
export const layoutOr = (layout: ReactNode, title: string): ReactNode =>
  layout ?? <PageHeader title={title} />
