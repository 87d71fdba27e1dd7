import type { GatewayCaller } from '@/commerce/client/request'
import type { ActivationTexts } from '@/commerce/widgets/activation/routes/content.server'

import { ActivationStatus, GatewayProvider } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

export type ActivationThankYouData = {
  title: string
  caller: GatewayCaller
  texts: ActivationTexts['activation']
  activationHref: string
}

/** The activation thank-you (/activer/reussi/?order=): the editors' page, then the payment's outcome. */
export function ActivationThankYouTemplate({
  data,
  layout,
}: TemplateProps<ActivationThankYouData>) {
  return (
    <>
      {layoutOr(layout, data.title)}
      <div className="mx-auto w-full max-w-2xl px-4 pb-16 sm:px-6">
        <GatewayProvider caller={data.caller}>
          <ActivationStatus texts={data.texts} activationHref={data.activationHref} />
        </GatewayProvider>
      </div>
    </>
  )
}
