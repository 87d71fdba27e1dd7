'use client'

import { onDemand } from './ui/on-demand.client'

/**
 * The live preview's listener and click-to-edit overlay, loaded when rendered (draft mode only):
 * every page's module graph names it, so a static import put Payload's live-preview code (3.2 KB
 * gz) in shoppers' pages.
 */
export const LivePreviewListener = onDemand(() =>
  import('./live-preview.client').then((module) => module.LivePreview),
)
