import { contentRoute, segmentSlug } from '@/content/route'

/** A blog article (/blog/{path}/). */
const route = contentRoute('blog-posts', (_, params) => segmentSlug(params.path))

export default route.Page
export const generateMetadata = route.generateMetadata
export { renderOnFirstRequest as generateStaticParams } from '@/content/route'
