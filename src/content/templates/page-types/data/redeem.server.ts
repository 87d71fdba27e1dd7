import { notFound } from 'next/navigation'

import { redeemDoublerProps } from '@/commerce/widgets/redeem/doubler/redeem-doubler.server'
import { redeemIdentifyProps } from '@/commerce/widgets/redeem/identify/redeem-identify.server'
import { redeemPageData } from '@/commerce/widgets/redeem/redeem-route'
import { findContentBySlug } from '@/server/content'

import { RedeemCheckTemplate } from '../redeem-check'
import { type RedeemResultData, RedeemResultTemplate } from '../redeem-result'
import { pageTemplate, type TemplateContext } from '../template'

const redeemCheckData = ({ locale }: TemplateContext) => redeemPageData(locale)

/** The redeem shop's data, and the texts of its doubler offer and identify modal. */
async function redeemResultData(
  { locale }: TemplateContext,
  category: RedeemResultData['category'] = null,
): Promise<RedeemResultData> {
  const redeem = await redeemPageData(locale)
  const [doubler, identify] = await Promise.all([
    redeemDoublerProps(locale),
    redeemIdentifyProps(locale, redeem.hrefs.checkout),
  ])
  return { redeem, category, doubler, identify }
}

/**
 * The business redeem shop: narrowed to the category of the path's slug
 * (/verifier-solde/resultat/{pageId}/), else of the page's last slug segment; a 404 with neither
 * a page nor a category.
 */
async function redeemB2bResultData(context: TemplateContext): Promise<RedeemResultData> {
  const { page, locale, segments } = context
  const slug = segments.category ?? page?.slug.split('/').pop() ?? null
  const category = slug ? await findContentBySlug('categories', slug, locale) : null
  if (!page && !category) notFound()
  return redeemResultData(context, category && { id: category.id, title: category.title })
}

export const redeemCheck = pageTemplate(redeemCheckData, RedeemCheckTemplate)
export const redeemResult = pageTemplate(redeemResultData, RedeemResultTemplate)
export const redeemB2bResult = pageTemplate(redeemB2bResultData, RedeemResultTemplate)
