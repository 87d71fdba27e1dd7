import { getMessages } from 'next-intl/server'

import { HOME_SLUG } from '@/collections/shared/paths'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import { findContentBySlug } from '@/server/content'

import { PageLayout } from '../../page-layout'
import type { PromoPopUpData } from '../promo-pop-up'
import type { TemplateContext } from '../template'

/** Promo pop-up: the published home page it stands over, and the way back to it. */
export async function promoPopUpData({ page, locale }: TemplateContext): Promise<PromoPopUpData> {
  const [home, messages] = await Promise.all([
    findContentBySlug('pages', HOME_SLUG, locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  return {
    title: page?.title ?? '',
    // A home page that is itself a promotion would stand over itself: none is shown then.
    home: home && home.pageType !== 'promo-pop-up' && (
      <PageLayout page={home} locale={locale} draft={false} withTitle />
    ),
    homeHref: localizedPath(locale, '/'),
    closeLabel: messages.Templates.promoClose,
  }
}
