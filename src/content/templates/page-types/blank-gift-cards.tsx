import type { GatewayCaller } from '@/commerce/client/request'
import type { OrdersTexts } from '@/commerce/widgets/orders/routes/content'
import { secondaryButtonClass } from '@/components/form/styles'
import { Section } from '@/components/section'
import type { Locale } from '@/i18n/routing'

import { BlankPacks, GatewayProvider } from './islands.client'
import type { TemplateProps } from './template'

export type BlankGiftCardsData = {
  locale: Locale
  caller: GatewayCaller
  texts: OrdersTexts
  activate: { title: string; text: string; link: string }
  hrefs: { cart: string; activation: string }
}

/**
 * Blank gift cards: the editors' page, the blank card sets to order (the reorder page's widget,
 * with its details modal and cart button), then the way to activate cards once they arrive.
 */
export function BlankGiftCardsTemplate({ data, layout }: TemplateProps<BlankGiftCardsData>) {
  const { activate } = data
  return (
    <>
      {layout}
      <Section>
        <GatewayProvider caller={data.caller}>
          <BlankPacks texts={data.texts} cartHref={data.hrefs.cart} />
        </GatewayProvider>
      </Section>
      <Section labelledBy="blank-cards-activate" width="content">
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-6">
          <h2 id="blank-cards-activate" className="text-2xl font-bold">
            {activate.title}
          </h2>
          <p>{activate.text}</p>
          <a href={data.hrefs.activation} className={`${secondaryButtonClass} bg-surface`}>
            {activate.link}
          </a>
        </div>
      </Section>
    </>
  )
}
