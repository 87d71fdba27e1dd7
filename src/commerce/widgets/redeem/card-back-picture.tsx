/**
 * The back of a card, drawn: the number's row and the PIN's scratch area, marked. Decorative
 * (aria-hidden): the modal's text says where both are.
 */
export function CardBackPicture() {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      className="mx-auto w-full max-w-xs"
    >
      <rect x="1" y="1" width="318" height="198" rx="16" className="fill-muted stroke-ink/30" />
      <rect x="1" y="28" width="318" height="36" className="fill-ink/80" />
      {/* The barcode, with the 19-digit number printed under it. */}
      <g className="fill-ink">
        {[0, 3, 5, 9, 12, 14, 18, 21, 25, 27, 31, 34, 36, 40, 43, 47].map((x) => (
          <rect key={x} x={24 + x * 3} y="84" width="2" height="34" />
        ))}
      </g>
      <text x="24" y="140" className="fill-ink text-[15px] tabular-nums">
        6280 4521 2345 6789 012
      </text>
      <rect
        x="20"
        y="126"
        width="198"
        height="20"
        rx="4"
        className="fill-none stroke-accent"
        strokeWidth="2"
      />
      {/* The scratch area hiding the 6-digit PIN. */}
      <rect x="214" y="160" width="86" height="26" rx="6" className="fill-ink/40" />
      <text x="257" y="178" textAnchor="middle" className="fill-surface text-[12px] font-bold">
        PIN
      </text>
      <rect
        x="210"
        y="156"
        width="94"
        height="34"
        rx="8"
        className="fill-none stroke-accent"
        strokeWidth="2"
      />
    </svg>
  )
}
