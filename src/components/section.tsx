import type { ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** 'content' ≈ 48rem reading width, 'wide' the page width (80rem), 'full' edge to edge. */
  width?: 'content' | 'wide' | 'full'
  className?: string
  style?: React.CSSProperties
  labelledBy?: string
}

const widths = { content: 'max-w-3xl', wide: 'max-w-7xl', full: 'max-w-none' } as const

/**
 * The vertical rhythm and width of a block on the page. Unset attributes are left out rather than
 * given as undefined: the RSC payload spells each one out (`"style":"$undefined"`) on every block.
 */
export function Section({ children, width = 'wide', className, style, labelledBy }: Props) {
  const attributes = {
    ...(labelledBy && { 'aria-labelledby': labelledBy }),
    ...(style && { style }),
  }
  return (
    <section {...attributes} className={className ? `py-8 sm:py-12 ${className}` : 'py-8 sm:py-12'}>
      <div className={`mx-auto px-4 sm:px-6 ${widths[width]}`}>{children}</div>
    </section>
  )
}
