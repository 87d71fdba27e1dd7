import { contentRoute, segmentSlug } from '@/content/route'

/** Landing pages at /{path}/ (any page by its slug); /404/ and unknown paths answer 404. */
const route = contentRoute('pages', (_, params) => {
  const slug = segmentSlug(params.rest)
  return slug === '404' ? null : slug
})

export default route.Page
export const generateMetadata = route.generateMetadata
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
