/** A step of a page's trail: its name and its path on this site. */
export type Crumb = { name: string; path: string }

/** schema.org BreadcrumbList: the trail from the home page, with absolute links. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, baseUrl).toString(),
    })),
  }
}
