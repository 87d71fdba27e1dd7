import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import {
  DoublerIntro,
  doublerPageData,
  DoublerSection,
} from '@/commerce/widgets/doubler/routes/doubler.server'
import { fixedPageRoute } from '@/content/route'

import { routeLocale } from '@/server/route-store'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** The editors' doubler page (/doubler/), when there is one. */
const content = fixedPageRoute('/doubler')

async function resolve(args: Args) {
  const locale = await routeLocale(await args.params)
  const [hasPage, data] = await Promise.all([content.exists(args), doublerPageData(locale)])
  return { locale, hasPage, data }
}

/**
 * The monthly prize draw (/doubler/, spec §1, §2): the editors' page when there is one (else
 * the page's own title and intro), then how it works and the entry form.
 */
export default async function DoublerPage(args: Args) {
  const { locale, hasPage, data } = await resolve(args)
  setRequestLocale(locale)
  return (
    <>
      {hasPage ? await content.Page(args) : <DoublerIntro texts={data.texts} />}
      <DoublerSection data={data} />
    </>
  )
}

export async function generateMetadata(args: Args): Promise<Metadata> {
  const { hasPage, data } = await resolve(args)
  return hasPage ? content.generateMetadata(args) : { title: data.texts.metaTitle }
}
