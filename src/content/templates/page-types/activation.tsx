import type { GatewayCaller } from '@/commerce/client/request'
import type { ActivationTexts } from '@/commerce/widgets/activation/routes/content.server'
import type { Locale } from '@/i18n/routing'

import { ActivationForm, GatewayProvider } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

export type ActivationData = {
  locale: Locale
  caller: GatewayCaller
  texts: ActivationTexts
  hideCaptchaBadge: boolean
  termsHref: string
}

/** The activation page (/activer/): the editors' page, then the activation form. */
export function ActivationTemplate({ data, layout }: TemplateProps<ActivationData>) {
  // The voucher data page's texts stay out of this page's payload.
  const { voucher: _voucher, ...texts } = data.texts
  return (
    <>
      {layoutOr(layout, texts.activation.formTitle)}
      <section
        aria-labelledby="activation-form"
        className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pb-16 sm:px-6"
      >
        <h2 id="activation-form" className="text-2xl font-bold">
          {texts.activation.formTitle}
        </h2>
        <p>{texts.activation.promise}</p>
        <GatewayProvider caller={data.caller}>
          <ActivationForm
            texts={texts}
            language={data.locale}
            termsHref={data.termsHref}
            hideCaptchaBadge={data.hideCaptchaBadge}
          />
        </GatewayProvider>
      </section>
    </>
  )
}
