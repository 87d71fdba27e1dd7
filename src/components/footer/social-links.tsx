import type { Store } from '@/payload-types'

import frame from './footer-frame.module.css'
import styles from './footer.module.css'

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

type Props = { links: SocialLink[]; heading: string; names: Record<ShownNetwork, string> }

/** The store's social profiles as round icons (36 px on phones), each opening in a new tab. */
export function SocialLinks({ links, heading, names }: Props) {
  const shown = links.filter(isShown)
  if (shown.length === 0) return null
  return (
    <div className={frame.follow}>
      <h2>{heading}</h2>
      {/* Its links' look comes from the list's class (footer.module.css): not one on each. */}
      <ul className={styles.socials}>
        {/* Positions as keys: the payload spelt out each link's 24-character id (issue 39). */}
        {shown.map((link, index) => (
          <li key={index}>
            <a
              href={link.path.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={names[link.network]}
            >
              {/* public/social-icons.svg: one cached file, not paths in every page (issue 39). */}
              <svg aria-hidden="true">
                <use href={`/social-icons.svg#${link.network}`} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
