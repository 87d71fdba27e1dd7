/** Why Base UI asks a dialog to close (Dialog.Root.ChangeEventReason, the closing ones). */
export type CloseReason =
  | 'escape-key'
  | 'outside-press'
  | 'close-press'
  | 'focus-out'
  | 'trigger-press'
  | 'imperative-action'
  | 'none'

/** Spec §2: Esc closes a modal only where enabled; its close button and backdrop always do. */
export const acceptsClose = (reason: CloseReason, escapeCloses: boolean): boolean =>
  reason !== 'escape-key' || escapeCloses
