import type { ReactNode } from 'react'

import { PromoPopUp } from './islands.client'
import type { TemplateProps } from './template'

export type PromoPopUpData = {
  title: string
  /** The published home page's content, which the promotion stands over. */
  home: ReactNode
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
      {data.home}
      <PromoPopUp title={data.title} closeLabel={data.closeLabel} closeHref={data.homeHref}>
        {layout}
      </PromoPopUp>
    </>
  )
}
