import type { Page } from '@playwright/test'

type Node = { nodeId: number; nodeType: number; children?: Node[]; contentDocument?: Node }

/**
 * The fonts of the machine a rendered story draws text with (Chromium's own account, per element):
 * none may, since a glyph the shop's fonts lack looks different on every machine (and for
 * shoppers). The check's fontconfig (fonts.ts) offers one fallback font, named here.
 */
export async function systemFontsIn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true })
    const elements: number[] = []
    const walk = (node: Node) => {
      // Only an element with text of its own draws glyphs; its children answer for theirs.
      if (node.nodeType === 1 && node.children?.some((child) => child.nodeType === 3)) {
        elements.push(node.nodeId)
      }
      for (const child of node.children ?? []) walk(child)
      if (node.contentDocument) walk(node.contentDocument)
    }
    walk(root as Node)
    const families = new Set<string>()
    for (const nodeId of elements) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      for (const font of fonts) if (!font.isCustomFont) families.add(font.familyName)
    }
    return [...families]
  } finally {
    await cdp.detach()
  }
}
