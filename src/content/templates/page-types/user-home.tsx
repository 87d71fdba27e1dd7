import type { GatewayCaller } from '@/commerce/client/request'
import type { AreaHrefs, AreaTexts } from '@/commerce/widgets/account/routes/content'
import { Section } from '@/components/section'
import type { Locale } from '@/i18n/routing'

import { AccountHome, GatewayProvider } from './islands.client'
import type { TemplateProps } from './template'

export type UserHomeData = {
  locale: Locale
  caller: GatewayCaller
  texts: AreaTexts
  hrefs: AreaHrefs
  identify: { href: string; prompt: string; label: string }
}

/**
 * User home: the editors' page, then the account overview for a signed-in customer (asked in the
 * browser, so the page stays static), or the way to sign in and come back.
 */
export function UserHomeTemplate({ data, layout }: TemplateProps<UserHomeData>) {
  return (
    <>
      {layout}
      <Section>
        <GatewayProvider caller={data.caller}>
          <AccountHome
            locale={data.locale}
            texts={data.texts}
            hrefs={data.hrefs}
            identify={data.identify}
          />
        </GatewayProvider>
      </Section>
    </>
  )
}
