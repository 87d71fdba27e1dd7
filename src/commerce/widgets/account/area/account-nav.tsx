import { localizedPath } from '@/server/route-paths'
import type { Locale } from '@/i18n/routing'

import { LogOutButton } from './log-out-button.client'
import type { AreaTexts } from './texts'

/** The pages of the account area, in their order. */
export type AreaPage = 'overview' | 'orders' | 'details' | 'addressBook'

const routes = {
  overview: '/account/overview',
  orders: '/account/orders',
  details: '/account/details',
  addressBook: '/account/address-book',
} as const

const itemClass =
  'flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 whitespace-nowrap lg:rounded-lg lg:px-3'

type Props = {
  locale: Locale
  current: AreaPage
  texts: AreaTexts
}

/**
 * The account area's navigation: a row of tabs that scrolls sideways on phones, a list beside the
 * page on desktop. The current page is marked for assistive technology too (aria-current).
 */
export function AccountNav({ locale, current, texts }: Props) {
  return (
    <nav aria-label={texts.navigation} className="-mx-4 sm:-mx-6 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 sm:px-6 lg:sticky lg:top-4 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {(Object.keys(routes) as AreaPage[]).map((page) => {
          const route = routes[page]
          const here = page === current
          return (
            <li key={page}>
              <a
                href={localizedPath(locale, route)}
                aria-current={here ? 'page' : undefined}
                className={`${itemClass} font-semibold ${here ? 'bg-ink text-surface' : 'hover:bg-muted'}`}
              >
                {texts[page]}
              </a>
            </li>
          )
        })}
        <li className="lg:mt-4 lg:border-t lg:border-ink/10 lg:pt-4">
          <LogOutButton
            homeHref={localizedPath(locale, '/')}
            labels={{ logOut: texts.logOut, loggingOut: texts.loggingOut, errors: texts.errors }}
            className={`${itemClass} w-full font-semibold underline underline-offset-4 hover:bg-muted disabled:opacity-60`}
          />
        </li>
      </ul>
    </nav>
  )
}
