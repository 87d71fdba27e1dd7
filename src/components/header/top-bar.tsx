import styles from './top-bar.module.css'

type Props = { label: string; texts: readonly string[] }

/** The v3 header's 30 px top bar of three selling points; rotating under 1024 px (CSS only). */
export function TopBar({ label, texts }: Props) {
  return (
    <div className={styles.bar}>
      <ul aria-label={label} className={styles.points}>
        {/* Positions as keys: the payload spelt each text out a second time (issue 39). */}
        {texts.map((text, index) => (
          // Its look and its check (::before) come from the list's class (top-bar.module.css).
          <li key={index}>{text}</li>
        ))}
      </ul>
    </div>
  )
}
