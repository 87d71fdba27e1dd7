import type { Locale } from '@/i18n/routing'
import type { Page } from '@/payload-types'

import { PageLayout } from '../page-layout'
import { PromoPopUp } from './islands.client'
import type { TemplateProps } from './template'

export type PromoPopUpData = {
  locale: Locale
  title: string
  /** The published home page the promotion stands over (null before one exists). */
  home: Page | null
  homeHref: string
  closeLabel: string
}

/**
 * Promo pop-up (route id of spec §2): a promotion an editor writes as a page of this type, shown in
 * a dialog over the home page, for links in mailings and ads. Closing it leads to the home page.
 */
export function PromoPopUpTemplate({ data, layout }: TemplateProps<PromoPopUpData>) {
  return (
    <>
      {data.home && <PageLayout page={data.home} locale={data.locale} draft={false} withTitle />}
      <PromoPopUp title={data.title} closeLabel={data.closeLabel} closeHref={data.homeHref}>
        {layout}
      </PromoPopUp>
    </>
  )
}
