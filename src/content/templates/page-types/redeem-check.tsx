import type { CardStepTexts, RedeemPageData } from '@/commerce/widgets/redeem/routes/content'

import { BalanceCheck, RedeemFrame } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

/** The redeem pages' data with the card step's texts only: they cross to the browser (issue 39). */
export type RedeemCheckData = Omit<RedeemPageData, 'texts'> & { texts: CardStepTexts }

/** Redeem check (/verifier-solde/): the editors' page, then the balance form that starts a redeem. */
export function RedeemCheckTemplate({ data, layout }: TemplateProps<RedeemCheckData>) {
  return (
    <>
      {layoutOr(layout, data.texts.balance.title)}
      <RedeemFrame data={data}>
        <BalanceCheck
          texts={data.texts}
          locale={data.locale}
          hideCaptchaBadge={data.hideCaptchaBadge}
          shopHref={data.hrefs.shop}
        />
      </RedeemFrame>
    </>
  )
}
