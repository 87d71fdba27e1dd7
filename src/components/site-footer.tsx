import type { Store } from '@/payload-types'

/** The minimal footer: copyright with the current year. */
export function SiteFooter({ store }: { store: Store }) {
  return (
    <footer className="border-t border-muted bg-muted">
      <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">
        © {new Date().getFullYear()} {store.organisation.name}
      </p>
    </footer>
  )
}
