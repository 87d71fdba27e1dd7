'use client'

import Link from 'next/link'

import { fill } from '@/i18n/fill'

import type { RedeemTexts } from './texts'

type Props = { title: string | null; texts: RedeemTexts['modals']; cartHref: string }

/**
 * Where a card bought the usual way went, with the way to the regular cart. The live region
 * is there from the start, so the notice is read when it appears.
 */
export function MovedNotice({ title, texts, cartHref }: Props) {
  return (
    <div role="status" className={title ? 'mb-4 rounded-lg bg-muted p-3' : undefined}>
      {title && (
        <p>
          {fill(texts.movedToCart, { title })}{' '}
          <Link href={cartHref} className="font-semibold underline underline-offset-4">
            {texts.toCart}
          </Link>
        </p>
      )}
    </div>
  )
}
