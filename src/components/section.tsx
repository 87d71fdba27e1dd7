import type { ReactNode } from 'react'

import styles from './section.module.css'

type Props = {
  children: ReactNode
  /** 'content' ≈ 48rem reading width, 'wide' the page width (80rem), 'full' edge to edge. */
  width?: 'content' | 'wide' | 'full'
  className?: string
  style?: React.CSSProperties
  labelledBy?: string
}

/**
 * A block's heading: 'large' grows on wider screens, 'spaced' keeps its distance from the list
 * below it. The classes hold no margin or alignment otherwise, left to the block's utilities.
 */
export const headingClass = {
  plain: styles.heading,
  large: styles.headingLarge,
  spaced: styles.headingSpaced,
} as const

/** Two columns from 1024 px, text beside a picture. */
export const splitClass = styles.split

/**
 * The vertical rhythm and width of a block on the page: one element, its width held by its inline
 * padding (section.module.css), not by a centred box inside it, which every block repeated in the
 * HTML and again in the RSC payload (issue 39). Unset attributes are left out rather than given as
 * undefined: the RSC payload spells each one out (`"style":"$undefined"`) on every block.
 */
export function Section({ children, width = 'wide', className, style, labelledBy }: Props) {
  const attributes = {
    ...(labelledBy && { 'aria-labelledby': labelledBy }),
    ...(style && { style }),
  }
  const classes = `${styles.section} ${styles[width]}`
  return (
    <section {...attributes} className={className ? `${classes} ${className}` : classes}>
      {children}
    </section>
  )
}
