/**
 * Prints, as JSON, the project's English words in /admin (admin-words.ts), read from the built
 * Payload config: the e2e run asks it in a process of its own, where the app's modules load.
 */
import config from '../../payload.config'

import { englishWords } from './admin-words'

process.stdout.write(`${JSON.stringify(englishWords(await config))}\n`)
// Building the config leaves handles open (the logger, the pool's settings): nothing to wait for.
process.exit(0)
