import type { ReactNode } from 'react'

import styles from './icon-link.module.css'

type Props = {
  href: string
  /** The accessible name, which may say more than the text under the icon. */
  label: string
  icon: ReactNode
  /** The small text under the icon (store toggle `navigationIconText`). */
  text?: string
  badge?: string | null
}

export const iconControlClass = styles.control

/** The small text under a control's icon. */
export const iconTextClass = styles.text

/** An icon link of the header's right side (account, cart), optionally with its text below. */
export function IconLink({ href, label, icon, text, badge }: Props) {
  return (
    <a href={href} aria-label={label} className={iconControlClass}>
      {icon}
      {text && <span className={iconTextClass}>{text}</span>}
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
