import { BusinessIntro } from '@/commerce/widgets/business/routes/content'
import type { BusinessPageData } from '@/commerce/widgets/business/routes/content.server'
import type { Locale } from '@/i18n/routing'

import { BusinessQuoteSection } from './islands.client'
import type { TemplateProps } from './template'

export type BusinessFormData = { locale: Locale; business: BusinessPageData }

/**
 * The business form page, both versions: the editors' page (else the page's own title and
 * selling points), then the product the path names, how it works and the quote request, which v2
 * shows beside the steps and the other version as the store's businessPageV3 toggle says.
 */
export function BusinessFormTemplate({ data, layout }: TemplateProps<BusinessFormData>) {
  return (
    <>
      {layout ?? <BusinessIntro texts={data.business.texts} />}
      <BusinessQuoteSection data={data.business} />
    </>
  )
}
