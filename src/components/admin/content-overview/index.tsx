import { createTranslator } from 'next-intl'
import type { ServerProps } from 'payload'

import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import { asLocale } from '@/i18n/routing'

import { PAGE_COLLECTIONS, type StorePage, storePages } from './data.server'
import { PageRow } from './page-row'

const catalogues = { fr, nl, en } as const

/**
 * The dashboard's first section for editors: the store's pages grouped by page type, each with
 * its publish state, and the publishes scheduled next, in the admin's language.
 */
export async function ContentOverview({ payload, user, locale, i18n, permissions }: ServerProps) {
  // Published pages are readable by anyone: the overview is for those who may change them.
  const editable = PAGE_COLLECTIONS.filter((slug) => permissions?.collections?.[slug]?.update)
  if (!user || editable.length === 0) return null
  const language = i18n.language in catalogues ? (i18n.language as keyof typeof catalogues) : 'en'
  const t = createTranslator({
    locale: language,
    messages: catalogues[language],
    namespace: 'Admin.ContentOverview',
  })
  const pages = await storePages(payload, user, locale && asLocale(locale.code), editable)
  const byType = Map.groupBy(pages, (page) => page.type)
  const scheduled = pages.filter((page) => page.scheduled.length > 0)
  const row = (page: StorePage) => (
    <PageRow key={`${page.collection}-${page.id}`} page={page} t={t} language={language} />
  )
  return (
    <section className="content-overview" aria-labelledby="content-overview-heading">
      <h2 id="content-overview-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <h3>{t('scheduled')}</h3>
      {scheduled.length ? <ul>{scheduled.map(row)}</ul> : <p>{t('nothingScheduled')}</p>}
      <div className="content-overview__types">
        {[...byType].map(([type, list]) => (
          <div key={type}>
            <h3>{t(`types.${type}`)}</h3>
            <ul>{list.map(row)}</ul>
          </div>
        ))}
      </div>
    </section>
  )
}
