import styles from './footer.module.css'

/** The delivery promise on top of the footer, next to a clock (the strip's ::before). */
export function ShippingStrip({ text }: { text: string }) {
  return <p className={styles.strip}>{text}</p>
}
