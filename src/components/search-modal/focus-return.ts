let returning = false

/** The modal is about to hand focus back to the header input: that focus must not reopen it. */
export function markFocusReturn(): void {
  returning = true
}

/** True once after markFocusReturn: the header input's focus is the modal giving it back. */
export function consumeFocusReturn(): boolean {
  const was = returning
  returning = false
  return was
}
