import type { Metadata } from 'next'

/**
 * Next's own floor for `bench/lighthouse.ts`: a prerendered page of a heading and a line that loads
 * Next's JavaScript and nothing of ours, audited in the same run as the storefront's pages so that
 * a score no page of this stack can reach on the machine shows as such. The proxy lets it through
 * only on a server started with BENCH_FRAMEWORK_FLOOR=1 (the bench's); elsewhere its path is the
 * store's 404 page. Never shown to shoppers, so its words are not translated.
 */
export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: 'Framework floor',
  description: 'A page of a heading and a line: what Next.js alone costs a browser.',
  robots: { index: false },
}

export default function FrameworkFloorPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A page of a heading and a line, with Next.js and nothing else.</p>
    </main>
  )
}
