import type { ReactNode } from 'react'

import type { Store } from '@/payload-types'

type SocialLink = NonNullable<Store['socialLinks']>[number]

/** The networks the footer shows; Twitter and YouTube stay hidden (spec §2). */
export const networkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
} as const

export type ShownNetwork = keyof typeof networkNames

const isShown = (link: SocialLink): link is SocialLink & { network: ShownNetwork } =>
  link.network in networkNames

const icons: Record<ShownNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  linkedIn: (
    <>
      <rect x="4" y="9" width="3.4" height="11" />
      <circle cx="5.7" cy="5.6" r="2" />
      <path d="M10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.3 0 4.2 2.1 4.2 5V20h-3.4v-5.4c0-1.4-.3-2.7-1.8-2.7s-2.4 1.1-2.4 2.7V20H10z" />
    </>
  ),
  pinterest: (
    <path d="M12.3 3C7.3 3 4.7 6.5 4.7 9.5c0 1.8.7 3.3 2.1 3.9.2.1.5 0 .5-.3l.2-.9c.1-.3 0-.4-.2-.7-.4-.5-.7-1.1-.7-2 0-2.6 1.9-4.9 5-4.9 2.7 0 4.2 1.7 4.2 3.9 0 2.9-1.3 5.4-3.2 5.4-1.1 0-1.8-.9-1.6-2 .3-1.3.9-2.7.9-3.6 0-.8-.5-1.5-1.4-1.5-1.1 0-2 1.1-2 2.7 0 1 .3 1.6.3 1.6l-1.4 5.8c-.4 1.7-.1 3.8 0 4 0 .1.2.2.3 0 .1-.2 1.4-1.8 1.9-3.4l.7-2.8c.4.7 1.4 1.3 2.5 1.3 3.3 0 5.5-3 5.5-7C19.3 5.9 16.7 3 12.3 3" />
  ),
  tiktok: (
    <path d="M16.5 3c.3 2.2 1.7 3.7 4 3.9V10c-1.5 0-2.8-.4-4-1.2v6.1c0 3.4-2.6 5.6-5.6 5.6a5.5 5.5 0 0 1-5.5-5.5c0-3.3 2.8-5.8 6.3-5.4v3.2c-1.7-.4-3.2.6-3.2 2.2 0 1.3 1 2.3 2.4 2.3 1.5 0 2.4-1 2.4-2.7V3z" />
  ),
}

type Props = { links: SocialLink[]; heading: string; names: Record<ShownNetwork, string> }

/** The store's social profiles as round icons (36 px on phones), each opening in a new tab. */
export function SocialLinks({ links, heading, names }: Props) {
  const shown = links.filter(isShown)
  if (shown.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {shown.map((link) => (
          <li key={link.id ?? link.network}>
            <a
              href={link.path.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-9 items-center justify-center rounded-full bg-ink text-surface transition-colors hover:bg-brand hover:text-brand-contrast sm:size-8"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                {icons[link.network]}
              </svg>
              <span className="sr-only">{names[link.network]}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
