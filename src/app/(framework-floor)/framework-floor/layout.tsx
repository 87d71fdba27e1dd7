import type { ReactNode } from 'react'

/**
 * The Lighthouse floor's root layout (page.tsx): none of the storefront's styles, fonts, chrome or
 * client components, only what Next itself sends with every page.
 */
export default function FrameworkFloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
