import { containerScript } from '@/commerce/domain/analytics/tag-manager'
import { CONSENT_COOKIE, CONSENT_EVENT } from '@/components/cookie-dialog/consent'

/**
 * Runs in the page, written out as it is here: it closes over nothing and imports nothing.
 * Loads the container once the stored choice says yes to analytics (consent.ts's cookie, read as
 * its decodeConsent does), now or when the cookie dialog saves one, once per page.
 */
function loadOnConsent(src: string, cookie: string, event: string) {
  const load = () => {
    const stored = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${cookie}=`))
      ?.slice(cookie.length + 1)
    const analytics = /^analytics:1,marketing:[01]$/.test(decodeURIComponent(stored ?? ''))
    if (!analytics || document.querySelector('script[data-tag-manager]')) return
    // The start mark GTM's own snippet pushes: the container times the page from it.
    const layer = ((window as { dataLayer?: object[] }).dataLayer ??= [])
    layer.push({ event: 'gtm.js', 'gtm.start': Date.now() })
    const script = document.createElement('script')
    script.async = true
    script.src = src
    script.dataset.tagManager = ''
    document.head.append(script)
  }
  load()
  window.addEventListener(event, load)
}

/**
 * The store's tag manager container (its `analytics.tagManagerId`), loaded only once the visitor
 * consents to analytics; it then reads window.dataLayer, the events pushed before included. An
 * inline script rendered for a store with a container only: other stores' pages ship nothing
 * for it (the JavaScript budgets, tests/server/page-weight). A consent withdrawn keeps the
 * container of the page it was loaded on; the next page loads none.
 */
export function TagManager({ containerId }: { containerId: string }) {
  // JSON of a checked GTM id and two constants: nothing in them can close the script element.
  const args = [containerScript(containerId), CONSENT_COOKIE, CONSENT_EVENT]
    .map((value) => JSON.stringify(value))
    .join(', ')
  return <script dangerouslySetInnerHTML={{ __html: `(${loadOnConsent.toString()})(${args})` }} />
}
