import type { ReactNode } from 'react'

import { layoutOr, type TemplateProps } from './template'

/** The first page of the gift cards (the product list, read on the server), and the h1 without a page. */
export type ProductsOverviewData = { title: string; list: ReactNode }

/** Products overview (/cartes-cadeaux/): the editors' page, then the first page of gift cards. */
export function ProductsOverviewTemplate({ data, layout }: TemplateProps<ProductsOverviewData>) {
  return (
    <>
      {layoutOr(layout, data.title)}
      {data.list}
    </>
  )
}
