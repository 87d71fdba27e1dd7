import { ClockIcon } from '@/components/ui/icons'

import styles from './footer.module.css'

/** The delivery promise on top of the footer, next to a clock. */
export function ShippingStrip({ text }: { text: string }) {
  return (
    <p className={styles.strip}>
      <ClockIcon className="size-5 shrink-0" strokeWidth={2} />
      {text}
    </p>
  )
}
