import { getTranslations } from 'next-intl/server'

import { EnteredNote } from '@/commerce/widgets/doubler/entered-note.client'
import { fixedPageRoute } from '@/content/route'
import { asLocale } from '@/i18n/routing'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** Doubler thank-you (/doubler/merci/). */
const route = fixedPageRoute({ pathname: '/doubler/thank-you/[[...product]]', params: {} })

/** The editors' thank-you page, then which card takes part in which draw (kept by the form). */
export default async function DoublerThanksPage(args: Args) {
  const locale = asLocale((await args.params).locale)
  const [page, t] = await Promise.all([
    route.Page(args),
    getTranslations({ locale, namespace: 'Doubler' }),
  ])
  return (
    <>
      {page}
      <EnteredNote template={t.raw('entered') as string} />
    </>
  )
}

export const generateMetadata = route.generateMetadata
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
