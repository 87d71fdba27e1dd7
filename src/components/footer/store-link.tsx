import type { ReactNode } from 'react'

/** A path as the store's data gives it: relative to this site, or absolute to another one. */
export type StorePath = { href: string; type: 'relative' | 'absolute' }

type Props = { path: StorePath; className?: string; children: ReactNode }

/** A link from the store's menus: absolute links leave the shop, so they open in a new tab. */
export function StoreLink({ path, className, children }: Props) {
  const external = path.type === 'absolute'
  return (
    <a
      href={path.href}
      // No className unless given: the RSC payload spells out an unset one too.
      {...(className && { className })}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
