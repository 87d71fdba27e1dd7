import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { type AuthPageData, authPageData } from './page-data.server'
import type { AuthKey } from './texts'
import { routeLocale } from '@/server/route-store'

type Props = { params: Promise<{ store: string; locale: string }> }

/**
 * A page of the identification flow (/compte/…, spec §2): its title and intro, then its widget,
 * which gets the AccountAuth texts `keys` (text-keys.ts). A shopper's own business, so no search
 * engine indexes it.
 */
export function authRoute<K extends AuthKey>(
  title: AuthKey,
  intro: AuthKey | null,
  keys: readonly K[],
  body: (data: AuthPageData<K>) => ReactNode,
) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await routeLocale(await params)
    const t = await getTranslations({ locale, namespace: 'AccountAuth' })
    return { title: t(title), robots: { index: false, follow: false } }
  }

  async function Page({ params }: Props) {
    const locale = await routeLocale(await params)
    setRequestLocale(locale)
    const data = await authPageData(locale, keys)
    const { auth } = data
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{auth[title]}</h1>
        {intro && <p>{auth[intro]}</p>}
        {body(data)}
      </div>
    )
  }

  return { Page, generateMetadata }
}
