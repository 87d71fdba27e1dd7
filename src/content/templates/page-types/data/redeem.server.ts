import { notFound } from 'next/navigation'
import { getMessages } from 'next-intl/server'

import { authLinks, authTexts } from '@/commerce/widgets/account/routes/content'
import { checkoutTexts } from '@/commerce/widgets/checkout/routes/content'
import { doublerTexts } from '@/commerce/widgets/doubler/routes/content'
import { cardStepTexts, redeemPageData } from '@/commerce/widgets/redeem/routes/content'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import { findContentBySlug } from '@/server/content'

import type { RedeemCheckData } from '../redeem-check'
import type { RedeemResultData } from '../redeem-result'
import type { TemplateContext } from '../template'
import { routeDefaultLocale } from '@/server/route-paths'

// Texts come from the widgets' own texts modules, not their barrels: a barrel brings its client
// components into every content page's server graph (every content route reaches this module).

/** /verifier-solde/ shows the card step only: the other steps' texts stay off its page. */
export async function redeemCheckData({ locale }: TemplateContext): Promise<RedeemCheckData> {
  const data = await redeemPageData(locale)
  return { ...data, texts: cardStepTexts(data.texts) }
}

/** The redeem shop's data, and the texts of its doubler offer and guest order form modal. */
export async function redeemResultData(
  { locale }: TemplateContext,
  category: RedeemResultData['category'] = null,
): Promise<RedeemResultData> {
  const [redeem, messages] = await Promise.all([
    redeemPageData(locale),
    getMessages({ locale }) as Promise<typeof fr>,
  ])
  const { doubler, form } = doublerTexts(messages)
  return {
    redeem,
    category,
    // No captcha: the redeem session is.
    doubler: {
      texts: { doubler, form, modal: messages.DoublerModal, close: messages.Modal.close },
      termsHref: localizedPath(locale, '/terms'),
    },
    identify: {
      texts: {
        identify: messages.RedeemIdentify,
        auth: authTexts(messages),
        fields: checkoutTexts(messages).fields,
      },
      links: authLinks(locale, routeDefaultLocale()),
      locale,
      hideCaptchaBadge: redeem.hideCaptchaBadge,
      checkoutHref: redeem.hrefs.checkout,
    },
  }
}

/**
 * The business redeem shop: narrowed to the category of the path's slug
 * (/verifier-solde/resultat/{pageId}/), else of the page's last slug segment; a 404 with neither
 * a page nor a category.
 */
export async function redeemB2bResultData(context: TemplateContext): Promise<RedeemResultData> {
  const { page, locale, segments } = context
  const slug = segments.category ?? page?.slug.split('/').pop() ?? null
  const category = slug ? await findContentBySlug('categories', slug, locale) : null
  if (!page && !category) notFound()
  return redeemResultData(context, category && { id: category.id, title: category.title })
}
