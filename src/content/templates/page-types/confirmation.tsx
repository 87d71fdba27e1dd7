import type { GatewayCaller } from '@/commerce/client/request'
import type { CheckoutTexts } from '@/commerce/widgets/checkout/routes/content'
import type { Locale } from '@/i18n/routing'

import { Confirmation, GatewayProvider } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

export type ConfirmationData = {
  locale: Locale
  caller: GatewayCaller
  texts: CheckoutTexts
  registerHref: string
  contactHref: string
  /** The order of /paiement/{uuid}/; elsewhere the widget reads `?order=`. */
  orderUuid?: string
}

/**
 * Confirmation (/paiement/merci/?order=, /paiement/{uuid}/): the editors' page, then the order
 * as its owner sees it (number, deliveries, billing), or its status for anyone else.
 */
export function ConfirmationTemplate({ data, layout }: TemplateProps<ConfirmationData>) {
  // The widget's data arrives after hydration: its box keeps a height meanwhile, so the footer
  // stays below the fold and nothing moves when the order shows.
  return (
    <>
      {layoutOr(layout, data.texts.thanksTitle)}
      <div className="mx-auto flex min-h-[60svh] max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <GatewayProvider caller={data.caller}>
          <Confirmation
            texts={data.texts}
            locale={data.locale}
            uuid={data.orderUuid}
            registerHref={data.registerHref}
            contactHref={data.contactHref}
          />
        </GatewayProvider>
      </div>
    </>
  )
}
