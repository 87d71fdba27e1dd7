import type { TitleAndBodyBlock } from '@/payload-types'

/** Rich text as Payload stores it. */
export type RichTextData = TitleAndBodyBlock['body']

type Inline = { text: string; bold?: boolean }

const textNode = ({ text, bold }: Inline) => ({
  type: 'text',
  version: 1,
  text,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

const container = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  children,
  ...extra,
})

export const paragraph = (...inline: (string | Inline)[]) =>
  container(
    'paragraph',
    inline.map((part) => textNode(typeof part === 'string' ? { text: part } : part)),
    { textFormat: 0, textStyle: '' },
  )

export const heading = (tag: 'h2' | 'h3', text: string) =>
  container('heading', [textNode({ text })], { tag })

export const bulletList = (...items: string[]) =>
  container(
    'list',
    items.map((item, index) =>
      container('listitem', [textNode({ text: item })], { value: index + 1 }),
    ),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

/** Lexical JSON as Payload stores it, from simple nodes. Used by stories, tests and the seed. */
export function richText(...children: unknown[]): RichTextData {
  return { root: container('root', children) } as unknown as RichTextData
}
