import { serverEnv } from './env'

/**
 * Payments go to the embedded simulator on purpose (PAYMENT_PROVIDER=local, required explicitly in
 * production): every page and the simulator's payment page say it is a demo.
 */
export const isDemoShop = (): boolean => serverEnv().PAYMENT_PROVIDER === 'local'
