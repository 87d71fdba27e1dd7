import { openModal } from '@/components/ui/modal/modal-registry.client'

/** The registry id of the error modal (spec §2, §8). */
export const ERROR_MODAL = 'error'

/** Opens the error modal with a message, or with the generic message of spec §8 when null. */
export function openErrorModal(message: string | null): void {
  openModal(ERROR_MODAL, message ? { message } : {})
}
