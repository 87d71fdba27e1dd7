import type { ReactNode } from 'react'

import styles from './hand-card.module.css'

/**
 * The store's drawn hand holding a card, in a 4:3 frame that scales with its container. The palm
 * sits behind the card and the thumb and sleeve over it, so the card looks gripped. The drawing
 * is public/hand.svg, one cached file. Decorative: only the card inside (`children`, laid over
 * the hand at the card ratio) speaks to assistive technology.
 */
export function HandCard({ children }: { children: ReactNode }) {
  return (
    <div className={styles.hand}>
      <svg aria-hidden="true" viewBox="0 0 400 300">
        <use href="/hand.svg#palm" />
      </svg>
      <div className={styles.card}>{children}</div>
      <svg aria-hidden="true" viewBox="0 0 400 300">
        <use href="/hand.svg#thumb" />
      </svg>
    </div>
  )
}
