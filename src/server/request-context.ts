import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** What every log line written while a gateway call or a job runs names (logger.ts's mixin). */
export type LogContext = { requestId?: string; operation?: string; jobId?: string; task?: string }

export const REQUEST_ID_HEADER = 'x-request-id'

/** A proxy's id (nginx's $request_id is 32 hex digits) is kept only if short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The incoming X-Request-Id when it is a safe token, else a new one. */
export const acceptRequestId = (incoming: string | null | undefined): string =>
  incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()

// One per process, on globalThis: Next bundles each route (and Payload's hooks) with its own copy
// of this module, and the logger made by one copy must see the context set by another.
const shared = globalThis as typeof globalThis & {
  storefrontLogContext?: AsyncLocalStorage<LogContext>
}
const storage = (shared.storefrontLogContext ??= new AsyncLocalStorage<LogContext>())

/** The context of the call or job running now, if any. */
export const currentLogContext = (): LogContext | undefined => storage.getStore()

/** Runs `work` so that every line it logs, however deep, carries `context`. */
export const withLogContext = <T>(context: LogContext, work: () => T): T =>
  storage.run(context, work)
