'use client'

import Link from 'next/link'

import { fill } from '@/i18n/fill'

import type { RedeemTexts } from './texts'

type Props = { title: string | null; texts: RedeemTexts['modals']; basketHref: string }

/**
 * Where a card bought the usual way went, with the way to the regular basket. The live region
 * is there from the start, so the notice is read when it appears.
 */
export function MovedNotice({ title, texts, basketHref }: Props) {
  return (
    <div role="status" className={title ? 'mb-4 rounded-lg bg-muted p-3' : undefined}>
      {title && (
        <p>
          {fill(texts.movedToBasket, { title })}{' '}
          <Link href={basketHref} className="font-semibold underline underline-offset-4">
            {texts.toBasket}
          </Link>
        </p>
      )}
    </div>
  )
}
