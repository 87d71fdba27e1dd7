import type { ReactNode } from 'react'

type Props = {
  href: string
  /** The accessible name, which may say more than the text under the icon. */
  label: string
  icon: ReactNode
  /** The small text under the icon (store toggle `navigationIconText`). */
  text?: string
  badge?: string | null
}

export const iconControlClass =
  'relative inline-flex min-w-11 flex-col items-center justify-center gap-0.5 rounded-md p-1.5 hover:text-brand'

/** An icon link of the header's right side (account, cart), optionally with its text below. */
export function IconLink({ href, label, icon, text, badge }: Props) {
  return (
    <a href={href} aria-label={label} className={iconControlClass}>
      {icon}
      {text && <span className="text-xs leading-none">{text}</span>}
      {badge && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 right-0 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-xs leading-5 font-semibold text-brand-contrast"
        >
          {badge}
        </span>
      )}
    </a>
  )
}
