import { fixedPageRoute } from '@/content/route'

/** Redeem B2B result (/verifier-solde/resultat/entreprise/). */
const route = fixedPageRoute({
  pathname: '/redeem/result/[pageId]',
  params: { pageId: 'entreprise' },
})

export default route.Page
export const generateMetadata = route.generateMetadata
