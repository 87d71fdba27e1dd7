import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GatewayCallerProvider } from '@/commerce/client/caller-context.client'
import {
  activationPageData,
  VoucherData,
} from '@/commerce/widgets/activation/routes/voucher-data.server'
import { localizedPath } from '@/server/route-paths'

import { routeLocale } from '@/server/route-store'

type Props = { params: Promise<{ store: string; locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(await params)
  const t = await getTranslations({ locale, namespace: 'VoucherData' })
  return { title: t('title'), description: t('intro') }
}

/**
 * Voucher data (/donneescarte/, spec §2): a holder's card details after its number and PIN. The
 * same page for everyone, so it is prerendered; the widget asks the gateway in the browser.
 */
export default async function VoucherDataPage({ params }: Props) {
  const locale = await routeLocale(await params)
  setRequestLocale(locale)
  const data = await activationPageData(locale)
  const t = data.texts.voucher
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
      <p>{t.intro}</p>
      <GatewayCallerProvider caller={data.caller}>
        <VoucherData
          texts={data.texts}
          language={locale}
          redeemHref={localizedPath(locale, '/redeem')}
          hideCaptchaBadge={data.hideCaptchaBadge}
        />
      </GatewayCallerProvider>
    </div>
  )
}
