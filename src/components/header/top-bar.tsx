import styles from './top-bar.module.css'

type Props = { label: string; texts: readonly string[] }

/** The v3 header's 30 px top bar of three selling points; rotating under 1024 px (CSS only). */
export function TopBar({ label, texts }: Props) {
  return (
    <div className="overflow-hidden bg-brand text-sm font-medium text-brand-contrast">
      <ul aria-label={label} className={`${styles.points} mx-auto max-w-7xl px-4 sm:px-6`}>
        {/* Positions as keys: the payload spelt each text out a second time (issue 39). */}
        {texts.map((text, index) => (
          // Its check is the point's ::before (top-bar.module.css).
          <li key={index} className={styles.point} data-selling-point="">
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
}
