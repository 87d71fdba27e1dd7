import type { BrowserContext, Page } from '@playwright/test'

type Listener = (payload: never) => void
type Channel = {
  on: (event: string, listener: Listener) => void
  off: (event: string, listener: Listener) => void
  emit: (event: string, payload: unknown) => void
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: Channel
    __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown }
  }
}

/**
 * Storybook's preview (iframe.html) once, its story index loaded; stories then switch in place
 * as the Storybook UI switches them, without loading the bundle again for each.
 */
export async function openPreview(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage()
  // tsx compiles with esbuild's keepNames: functions sent to the page call its __name helper.
  await page.addInitScript('globalThis.__name = (fn) => fn')
  await page.goto(`${origin}/iframe.html?viewMode=story`)
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue))
  // Axe runs in the Storybook UI's panel and in the e2e tests; here it only slowed each story.
  await page.evaluate(() =>
    window.__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
      globals: { a11y: { manual: true } },
    }),
  )
  return page
}

/**
 * Renders a story and runs its play function: null once Storybook says it finished cleanly,
 * else what went wrong. Cookies and web storage start empty, as in a fresh page.
 */
export async function renderStory(page: Page, storyId: string, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no outcome after ${timeoutMs / 1000} s`), timeoutMs)
  })
  // After a timeout the caller closes the page, which rejects the evaluation: nobody waits on it.
  const outcome = page.evaluate(runStory, storyId).catch((error: Error) => error.message)
  try {
    return await Promise.race([outcome, timeout])
  } finally {
    clearTimeout(timer)
  }
}

type Problem = { message?: string; title?: string; description?: string }

/** In the page: switches to the story and listens to Storybook's channel until it finished. */
function runStory(storyId: string): Promise<string | null> {
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__
  if (!channel) return Promise.resolve('no Storybook channel in the page')
  const problems: string[] = []
  const text = (problem: Problem) =>
    (problem.message ?? `${problem.title ?? ''} ${problem.description ?? ''}`).split('\n')[0] ?? ''
  return new Promise((resolve) => {
    const listeners: Record<string, (payload: never) => void> = {
      playFunctionThrewException: (error: Problem) => problems.push(`play: ${text(error)}`),
      storyThrewException: (error: Problem) => problems.push(`render: ${text(error)}`),
      storyErrored: (error: Problem) => problems.push(`render: ${text(error)}`),
      unhandledErrorsWhilePlaying: (errors: Problem[]) =>
        problems.push(...errors.map((error) => `unhandled: ${text(error)}`)),
      storyMissing: () => finish(['missing, or its file failed to load']),
      storyFinished: (event: { storyId: string; status: string }) => {
        if (event.storyId !== storyId) return
        finish(event.status === 'success' ? problems : [...problems, 'finished with errors'])
      },
    }
    const finish = (found: string[]) => {
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener)
      resolve(found.length ? found.join(' · ') : null)
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener)
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
  })
}
