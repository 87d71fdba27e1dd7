import { useId } from 'react'

import { GiftCardTile } from '@/components/gift-card-tile'
import { localizedPath } from '@/server/route-paths'
import type { Product } from '@/payload-types'

import { CtaLink } from '@/components/cta-link'
import { headingClass, Section } from '@/components/section'
import type { BlockProps } from '../types'

import styles from './component.module.css'

/** Gift cards picked by the editor, as tiles; unpopulated relations (ids) are skipped. */
export default function ProductReference({ block, context }: BlockProps<'productReference'>) {
  const titleId = useId()
  const products = block.products.filter(
    (product): product is Product => typeof product === 'object',
  )
  if (products.length === 0) return null
  return (
    <Section labelledBy={block.title ? titleId : undefined}>
      {block.title && (
        <h2 id={titleId} className={headingClass.spaced}>
          {block.title}
        </h2>
      )}
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id}>
            <GiftCardTile
              title={product.title}
              href={localizedPath(context.locale, {
                pathname: '/gift-cards/[product]',
                params: { product: product.slug },
              })}
              image={typeof product.image === 'object' ? product.image : null}
              backgroundColor={product.backgroundColor}
              showShadow={product.showShadow ?? false}
              showHand={product.showHand ?? false}
            />
          </li>
        ))}
      </ul>
      {block.link?.label && block.link.href && (
        <div className={styles.more}>
          <CtaLink link={block.link} variant="secondary" />
        </div>
      )}
    </Section>
  )
}
