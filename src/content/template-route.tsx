import { setRequestLocale } from 'next-intl/server'

import type { PageType } from '@/collections/pages/page-types'
import { contentPath } from '@/server/route-paths'
import { PreviewBar } from '@/components/preview-bar'

import type { ContentRoute, RouteArgs, RouteParams } from './route'
import type { RouteSegments } from './templates/page-types/template'
import { TemplatedPage } from './templates/page-types/templated-page'

type Options = {
  /** Other types the editors' page may have here (the business page's v2). */
  alternatives?: PageType[]
  /** What the path names besides the page (/entreprise/{product}/). */
  segments?: (params: RouteParams) => RouteSegments
}

/**
 * A route of spec §2 that is one page type (/activer/ is the activation page): the editors' page
 * of its path in that type's template, which brings the widget, so a page of the type anywhere
 * shows the same. Without an editors' page the template shows its own h1.
 */
export function templateRoute(
  type: PageType,
  content: ContentRoute<'pages'>,
  options: Options = {},
) {
  async function Page(args: RouteArgs) {
    const [{ locale, doc, draft }, params] = await Promise.all([content.resolve(args), args.params])
    setRequestLocale(locale)
    const chosen = doc && options.alternatives?.includes(doc.pageType) ? doc.pageType : type
    const segments = options.segments?.(params) ?? {}
    return (
      <>
        {draft && doc && (
          <PreviewBar
            path={contentPath('pages', doc.slug, locale)}
            doc={{ collection: 'pages', id: doc.id }}
          />
        )}
        <TemplatedPage type={chosen} context={{ page: doc, locale, draft, segments }} />
      </>
    )
  }

  return { Page, generateMetadata: content.generateMetadata, exists: content.exists }
}
