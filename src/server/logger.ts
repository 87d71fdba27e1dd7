import { format, stripVTControlCharacters } from 'node:util'

import {
  destination as toFile,
  pino,
  type DestinationStream,
  type Level,
  type LevelWithSilent,
  type Logger,
} from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { redactSecrets } from './redact-secrets'
import { currentLogContext } from './request-context'

const LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** Payload's own readable format (payload/dist/utilities/logger.js). */
const READABLE = { colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }

const levelOf = (setting: string | undefined): LevelWithSilent => {
  const level = setting?.trim().toLowerCase() || 'info'
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`)
  return level as LevelWithSilent
}

/**
 * A logger as the server's: JSON lines in production (for the log collector), Payload's readable
 * lines otherwise; every line written inside a gateway call or a job names it (request-context.ts).
 * No line carries an order's `?access=` token or a reset token, whoever wrote it (Next's own
 * messages and error stacks too): each is redacted as it is written.
 */
export function createLogger(
  env: { NODE_ENV?: string; LOG_LEVEL?: string },
  destination?: DestinationStream,
): Logger {
  // Written at once, not buffered: a refusal logged just before process.exit is not lost.
  const stdout = () =>
    env.NODE_ENV === 'production'
      ? toFile({ dest: 1, sync: true })
      : prettyStream({ ...READABLE, destination: 1, sync: true })
  return pino(
    {
      level: levelOf(env.LOG_LEVEL),
      mixin: () => ({ ...currentLogContext() }),
      hooks: { streamWrite: redactSecrets },
    },
    destination ?? stdout(),
  )
}

// On globalThis: the web server, Payload and each route bundle of Next share one instance.
const shared = globalThis as typeof globalThis & { storefrontLogger?: Logger }

/**
 * The one logger of everything the server prints; Payload's too (payload.config.ts), so
 * `payload.logger` is this same instance. Made on first use: the standalone server sets
 * NODE_ENV only after its imports ran.
 */
export const logger = (): Logger => (shared.storefrontLogger ??= createLogger(process.env))

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }

/**
 * What Next and libraries print with console goes through `target` too, so a production server's
 * output is JSON lines only (colours dropped); an Error among the arguments is logged as `err`.
 */
export function routeConsoleTo(target: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    const write = (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error)
      const rest = args.filter((arg) => arg !== err)
      const message = rest.length ? stripVTControlCharacters(format(...rest)) : (err?.message ?? '')
      target[level as Level](err ? { err } : {}, message)
    }
    Object.assign(console, { [method]: write })
  }
}
