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

/** The vertical rhythm and width of a block on the page. */
export function Section({ children, width = 'wide', className = '', style, labelledBy }: Props) {
  return (
    <section aria-labelledby={labelledBy} className={`py-8 sm:py-12 ${className}`} style={style}>
      <div className={`mx-auto px-4 sm:px-6 ${widths[width]}`}>{children}</div>
    </section>
  )
}
