import { cardStepTexts, type RedeemPageData } from '@/commerce/widgets/redeem/routes/content'

import { BalanceCheck, RedeemFrame } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

/** Redeem check (/verifier-solde/): the editors' page, then the balance form that starts a redeem. */
export function RedeemCheckTemplate({ data, layout }: TemplateProps<RedeemPageData>) {
  // The card step's texts only: the page carries them to the browser (issue 39).
  const texts = cardStepTexts(data.texts)
  return (
    <>
      {layoutOr(layout, data.texts.balance.title)}
      <RedeemFrame data={{ ...data, texts }}>
        <BalanceCheck
          texts={texts}
          locale={data.locale}
          hideCaptchaBadge={data.hideCaptchaBadge}
          shopHref={data.hrefs.shop}
        />
      </RedeemFrame>
    </>
  )
}
