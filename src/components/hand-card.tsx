import type { ReactNode } from 'react'

type Props = {
  /** The card face; it is laid over the hand at the card ratio. */
  children: ReactNode
  className?: string
}

const skin = '#eebf9d'
const skinShade = '#d99f7b'
const nail = '#f8dccb'

/**
 * The store's drawn hand holding a card, in a 4:3 frame that scales with its container. The palm
 * sits behind the card and the thumb and sleeve over it, so the card looks gripped. Decorative:
 * only the card inside speaks to assistive technology.
 */
export function HandCard({ children, className = '' }: Props) {
  return (
    <div className={`relative aspect-[4/3] ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 400 300" className="absolute inset-0 size-full">
        <path d="M206 264c-6-24-10-54-8-80h116c8 12 12 30 6 48-4 14-12 24-18 32z" fill={skin} />
        <path
          d="M314 184c8 12 12 30 6 48-4 14-12 24-18 32h-14c8-14 18-32 20-52 0-12-2-22-6-28z"
          fill={skinShade}
        />
      </svg>
      <div className="absolute top-[8%] left-[15%] w-[70%]">{children}</div>
      <svg aria-hidden="true" viewBox="0 0 400 300" className="absolute inset-0 size-full">
        <path
          d="M202 268c-20-22-28-64-12-92 8-14 28-24 40-16 10 8 8 24 4 40-4 16-4 40-2 68z"
          fill={skin}
        />
        <path d="M234 200c-4 16-5 32 2 50-10-6-16-22-12-46z" fill={skinShade} />
        <ellipse cx="216" cy="170" rx="10" ry="12" transform="rotate(28 216 170)" fill={nail} />
        {/* The sleeve takes the store's brand colour, so each theme dresses its own hand. */}
        <path d="M192 300l6-38c34-8 74-8 108 0l8 38z" className="fill-brand" />
        <path d="M198 262c34-8 74-8 108 0l2 12c-36-8-76-8-112 0z" fill="#000" opacity=".2" />
      </svg>
    </div>
  )
}
