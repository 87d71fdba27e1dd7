/**
 * The panel under the header: the desktop menu's own, not a prop, so that no page carries the
 * class list in its RSC payload (issue 39).
 */
export const PANEL_CLASS =
  'absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-ink/10 bg-surface shadow-lg'
