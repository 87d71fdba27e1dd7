import 'server-only'

import { getMessages } from 'next-intl/server'

import { authLinks } from '@/commerce/widgets/account'
import { authTexts } from '@/commerce/widgets/account'
import { checkoutTexts } from '@/commerce/widgets/checkout'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'
import { getStore } from '@/server/store'

import type { RedeemIdentifyModalProps } from './redeem-identify-modal.client'

/** The redeem shop's guest order form modal: its texts and links, mounted until first opened. */
export async function redeemIdentifyProps(
  locale: Locale,
  checkoutHref: string,
): Promise<RedeemIdentifyModalProps> {
  const [messages, store] = await Promise.all([
    getMessages({ locale }) as Promise<typeof fr>,
    getStore(locale),
  ])
  return {
    texts: {
      identify: messages.RedeemIdentify,
      auth: authTexts(messages),
      fields: checkoutTexts(messages).fields,
    },
    links: authLinks(locale),
    locale,
    hideCaptchaBadge: Boolean(store.toggles?.captchaBadgeHidden),
    checkoutHref,
  }
}
