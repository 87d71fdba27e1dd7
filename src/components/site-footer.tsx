/** The layout's name for the storefront footer (src/components/footer). */
export { Footer as SiteFooter } from './footer/footer'
