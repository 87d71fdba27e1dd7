import { getMessages } from 'next-intl/server'

import { callerFor } from '@/commerce/client/caller'
import { ordersTexts } from '@/commerce/widgets/orders/routes/content'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import { listContent } from '@/server/content'
import { getStore, routeDates } from '@/server/store'

import type { BlankGiftCardsData } from '../blank-gift-cards'
import type { BlogData } from '../blog'
import type { DoublerThankYouData } from '../doubler-thank-you'
import type { GivingMomentsData } from '../giving-moments-overview'
import type { TemplateContext } from '../template'

/** The blog overview: its newest articles. */
export const blogData = async ({ locale, draft }: TemplateContext): Promise<BlogData> => {
  const [posts, dates] = await Promise.all([
    listContent('blog-posts', locale, { draft, limit: 24 }),
    routeDates(locale),
  ])
  return { locale, posts, dates }
}

/** The giving moments overview: every moment, by title. */
export const givingMomentsData = async ({
  locale,
  draft,
}: TemplateContext): Promise<GivingMomentsData> => ({
  locale,
  moments: await listContent('giving-moments', locale, { draft }),
})

/** Blank gift cards: the sets' widget (asked in the browser) and the way to activation. */
export async function blankGiftCardsData({ locale }: TemplateContext): Promise<BlankGiftCardsData> {
  const [store, messages] = await Promise.all([
    getStore(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  const t = messages.Templates
  return {
    locale,
    caller: callerFor(store, locale),
    texts: ordersTexts(messages),
    activate: { title: t.activateTitle, text: t.activateText, link: t.activateLink },
    hrefs: {
      cart: localizedPath(locale, '/cart'),
      activation: localizedPath(locale, '/activation'),
    },
  }
}

/** Doubler thank-you: the note the entry form left in this tab, as a template. */
export async function doublerThankYouData({
  locale,
}: TemplateContext): Promise<DoublerThankYouData> {
  const messages = (await getMessages({ locale })) as typeof fr
  return { title: messages.Templates.doublerThanksTitle, enteredTemplate: messages.Doubler.entered }
}
