import { contentRoute, segmentSlug } from '@/content/route'

/** A giving moment (/offrir-un-moment/{moment}/). */
const route = contentRoute('giving-moments', (_, params) => segmentSlug(params.moment))

export default route.Page
export const generateMetadata = route.generateMetadata
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
