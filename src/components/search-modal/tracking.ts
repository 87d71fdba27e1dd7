import { type AnalyticsEvent, pushEvent } from '@/components/analytics/data-layer'

/**
 * Search analytics (spec §4): `search_modal_open` the first time the modal shows on a page load,
 * `search` once per distinct term whose results arrived.
 */
export function searchTracker(push: (event: AnalyticsEvent) => void) {
  let opened = false
  const searched = new Set<string>()
  return {
    opened() {
      if (opened) return
      opened = true
      push({ event: 'search_modal_open' })
    },
    searched(term: string, results: number) {
      const searchTerm = term.trim()
      const key = searchTerm.toLocaleLowerCase()
      if (!key || searched.has(key)) return
      searched.add(key)
      push({ event: 'search', search_term: searchTerm, results })
    },
  }
}

/** The page's tracker: module state lives as long as the page. */
export const searchTracking = searchTracker(pushEvent)
