import type { createTranslator } from 'next-intl'

import type fr from '@/i18n/messages/fr'

import type { StorePage } from './data.server'

type Translate = ReturnType<typeof createTranslator<typeof fr, 'Admin.ContentOverview'>>

const dateTime = (language: string, at: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  )

/** One page: a link to its edit view, its publish state and what is scheduled for it. */
export function PageRow({
  page,
  t,
  language,
}: {
  page: StorePage
  t: Translate
  language: string
}) {
  return (
    <li>
      <a href={`/admin/collections/${page.collection}/${page.id}`}>{page.title || t('untitled')}</a>{' '}
      <span className={`content-overview__state content-overview__state--${page.state}`}>
        {t(page.state)}
      </span>
      {page.scheduled.map((next) => (
        <span key={`${next.type}-${next.at}`} className="content-overview__scheduled">
          {' · '}
          {t(next.type === 'publish' ? 'publishAt' : 'unpublishAt', {
            date: dateTime(language, next.at),
          })}
          {next.locale && ` (${t('locale', { locale: next.locale })})`}
        </span>
      ))}
    </li>
  )
}
