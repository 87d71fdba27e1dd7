import { containerScript } from '@/commerce/domain/analytics/tag-manager'
import { CONSENT_COOKIE, CONSENT_EVENT } from '@/components/cookie-dialog/consent'
import { CONSENT_SIGNALS } from '@/components/cookie-dialog/consent-mode'

/**
 * Runs in the page, written out as it is here: it closes over nothing and imports nothing.
 * First Consent Mode v2's default (every signal denied) and the stored choice's update, as
 * gtag.js pushes them, before any tag; then loads the container once the stored choice says yes
 * to analytics (consent.ts's cookie, read as its decodeConsent does), now or when the cookie
 * dialog saves one (which pushes its own update), once per page.
 */
function loadOnConsent(
  src: string,
  cookie: string,
  event: string,
  signals: Record<'analytics' | 'marketing', readonly string[]>,
) {
  const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= [])
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js pushes its arguments object
    layer.push(arguments)
  }
  const stored = () => {
    const value = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${cookie}=`))
      ?.slice(cookie.length + 1)
    const match = /^analytics:([01]),marketing:([01])$/.exec(decodeURIComponent(value ?? ''))
    return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null
  }
  const state = (choice: { analytics: boolean; marketing: boolean } | null) => {
    const granted = (category: 'analytics' | 'marketing', signal: string) => [
      signal,
      choice?.[category] ? 'granted' : 'denied',
    ]
    return Object.fromEntries([
      ...signals.analytics.map((signal) => granted('analytics', signal)),
      ...signals.marketing.map((signal) => granted('marketing', signal)),
    ])
  }
  gtag('consent', 'default', { ...state(null), wait_for_update: 500 })
  const choice = stored()
  if (choice) gtag('consent', 'update', state(choice))
  const load = () => {
    if (!stored()?.analytics || document.querySelector('script[data-tag-manager]')) return
    // The start mark GTM's own snippet pushes: the container times the page from it.
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
  // JSON of a checked GTM id and constants: nothing in them can close the script element.
  const args = [containerScript(containerId), CONSENT_COOKIE, CONSENT_EVENT, CONSENT_SIGNALS]
    .map((value) => JSON.stringify(value))
    .join(', ')
  return <script dangerouslySetInnerHTML={{ __html: `(${loadOnConsent.toString()})(${args})` }} />
}
