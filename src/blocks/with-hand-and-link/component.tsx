import { HandPanel } from '../with-hand/component'
import type { BlockProps } from '../types'

/** The hand-held card with a call to action under the text. */
export default function WithHandAndLink({ block, context }: BlockProps<'withHandAndLink'>) {
  return <HandPanel block={block} priority={context.leading} />
}
