/**
 * The storefronts' top boundary, above their root layout: a path no storefront answers (an
 * unknown language of a store) ends in Next's empty error document, never in this content. Without
 * it, every page's RSC payload carried Next's default 404 page (issue 39); the route groups'
 * not-found.tsx show the store's.
 */
export default function NotFound() {
  return null
}
