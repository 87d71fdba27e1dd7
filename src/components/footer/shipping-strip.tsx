import { ClockIcon } from '@/components/ui/icons'

/** The delivery promise on top of the footer, next to a clock. */
export function ShippingStrip({ text }: { text: string }) {
  return (
    <p className="flex items-center justify-center gap-2 bg-brand px-4 py-2.5 text-center text-sm font-medium text-brand-contrast">
      <ClockIcon className="size-5 shrink-0" strokeWidth={2} />
      {text}
    </p>
  )
}
