import 'server-only'

import { getMessages } from 'next-intl/server'

import { authLinks } from '@/commerce/widgets/account'
import { authTexts } from '@/commerce/widgets/account'
import { checkoutTexts } from '@/commerce/widgets/checkout'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import { RedeemIdentifyModalHost } from './modal-host.client'

type Props = { locale: Locale; checkoutHref: string }

/** The redeem shop's guest order form modal, with its texts, mounted until first opened. */
export async function RedeemIdentify({ locale, checkoutHref }: Props) {
  const [messages, store] = await Promise.all([
    getMessages({ locale }) as Promise<typeof fr>,
    getStore(locale),
  ])
  return (
    <RedeemIdentifyModalHost
      texts={{
        identify: messages.RedeemIdentify,
        auth: authTexts(messages),
        fields: checkoutTexts(messages).fields,
      }}
      links={authLinks(locale)}
      locale={locale}
      hideCaptchaBadge={Boolean(store.toggles?.captchaBadgeHidden)}
      checkoutHref={checkoutHref}
    />
  )
}
