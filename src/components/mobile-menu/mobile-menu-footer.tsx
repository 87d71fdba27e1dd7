import { localizedPath } from '@/i18n/paths'
import { siteLocalesOf } from '@/i18n/storefront'
import type { Locale } from '@/i18n/routing'
import type { Store } from '@/payload-types'

import { StoreLink } from '../footer/store-link'
import { ChevronDownIcon } from '@/components/ui/icons'
import type { MobileMenuTexts } from '../header/texts'
import { LanguageSwitcher } from '../header/language-switcher'

type Props = { store: Store; locale: Locale; labels: MobileMenuTexts }

const itemClass = 'flex min-h-12 w-full items-center justify-between py-3 font-semibold'

/**
 * The business entry: with business page v3, an accordion of the business menu (a native
 * disclosure, no JavaScript); else a plain link to the business page.
 */
function Business({ store, locale, labels }: Props) {
  const items = store.businessMenu?.menuItems ?? []
  const businessPage = localizedPath(
    locale,
    { pathname: '/business/[[...product]]', params: {} },
    siteLocalesOf(store).defaultLocale,
  )
  if (!store.toggles?.businessPageV3 || items.length === 0) {
    return (
      <a href={items[0]?.path.href ?? businessPage} className={itemClass}>
        {labels.business}
      </a>
    )
  }
  return (
    <details className="group">
      <summary
        className={`${itemClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {labels.business}
        <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="pb-3 pl-4">
        {items.map((item) => (
          <li key={item.id ?? item.path.href}>
            <StoreLink path={item.path} className="block py-2">
              {item.title}
            </StoreLink>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The mobile menu's footer (spec §2): Redeem, the choice gift card (stores that have one: the
 * French build), Business, Customer support, Language.
 */
export function MobileMenuFooter({ store, locale, labels }: Props) {
  const choice = store.choiceGiftCardLink
  return (
    <ul className="mt-6 divide-y divide-ink/15 border-y border-ink/15">
      <li>
        <a
          href={localizedPath(locale, '/redeem', siteLocalesOf(store).defaultLocale)}
          className={itemClass}
        >
          {labels.redeem}
        </a>
      </li>
      {choice?.title && choice.path?.href && (
        <li>
          <StoreLink path={choice.path} className={itemClass}>
            {choice.title}
          </StoreLink>
        </li>
      )}
      <li>
        <Business store={store} locale={locale} labels={labels} />
      </li>
      <li>
        <a
          href={localizedPath(locale, '/contact', siteLocalesOf(store).defaultLocale)}
          className={itemClass}
        >
          {labels.customerSupport}
        </a>
      </li>
      {store.toggles?.languageSwitcher && (
        <li className="flex items-center justify-between py-3">
          <span className="font-semibold">{labels.language}</span>
          <LanguageSwitcher store={store} locale={locale} placement="mobile-menu" />
        </li>
      )}
    </ul>
  )
}
