import { tintedBackground } from '@/components/card-background'
import { CardFace } from '@/components/gift-card-tile'
import type { Product } from '@/payload-types'

type Props = { product: Product; href: string; title: string; text: string }

/**
 * The multi-brand card, promoted to shoppers who cannot choose: a banner the width of the grid with
 * the card and a line saying why, all of it one link.
 */
export function PromoTile({ product, href, title, text }: Props) {
  return (
    <div className="group relative flex items-center gap-8 rounded-2xl bg-muted p-6">
      <div
        className="w-56 shrink-0 rounded-xl p-5"
        style={{ backgroundColor: tintedBackground(product.backgroundColor) }}
      >
        <CardFace
          image={typeof product.image === 'object' ? product.image : null}
          showShadow={product.showShadow !== false}
        />
      </div>
      <div>
        <p className="text-2xl font-bold text-balance">
          <a
            href={href}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {title}
          </a>
        </p>
        <p className="mt-2 text-pretty">{text}</p>
      </div>
    </div>
  )
}
