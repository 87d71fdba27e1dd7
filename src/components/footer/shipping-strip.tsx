/** The delivery promise on top of the footer, next to a clock. */
export function ShippingStrip({ text }: { text: string }) {
  return (
    <p className="flex items-center justify-center gap-2 bg-brand px-4 py-2.5 text-center text-sm font-medium text-brand-contrast">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {text}
    </p>
  )
}
