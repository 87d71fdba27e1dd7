import type { ComponentType } from 'react'

import BlocksQueueReference from './BlocksQueueReference/Component'
import BlogBlock from './BlogBlock/Component'
import BodyImageTitleSubtitleLink from './BodyImageTitleSubtitleLink/Component'
import Colored from './Colored/Component'
import Contact from './Contact/Component'
import EmbedVideo from './EmbedVideo/Component'
import Image from './Image/Component'
import ImageBody from './ImageBody/Component'
import MostChosen from './MostChosen/Component'
import ProductReference from './ProductReference/Component'
import SelfHostedVideo from './SelfHostedVideo/Component'
import Testimonial from './Testimonial/Component'
import TitleAndBody from './TitleAndBody/Component'
import TitleSubtitle from './TitleSubtitle/Component'
import TitleUspsImage from './TitleUspsImage/Component'
import TitleWithImages from './TitleWithImages/Component'
import TopProducts from './TopProducts/Component'
import type { BlockProps, BlockType } from './types'
import WithHand from './WithHand/Component'
import WithHandAndLink from './WithHandAndLink/Component'

/**
 * blockType → component. The mapped type makes it exhaustive: a block kind added to the Payload
 * config (and so to payload-types) without a component here fails `tsc`.
 */
export const registry: { [K in BlockType]: ComponentType<BlockProps<K>> } = {
  blocksQueueReference: BlocksQueueReference,
  blogBlock: BlogBlock,
  bodyImageTitleSubtitleLink: BodyImageTitleSubtitleLink,
  colored: Colored,
  contact: Contact,
  embedVideo: EmbedVideo,
  image: Image,
  imageBody: ImageBody,
  mostChosen: MostChosen,
  productReference: ProductReference,
  selfHostedVideo: SelfHostedVideo,
  testimonial: Testimonial,
  titleAndBody: TitleAndBody,
  titleSubtitle: TitleSubtitle,
  titleUspsImage: TitleUspsImage,
  titleWithImages: TitleWithImages,
  topProducts: TopProducts,
  withHand: WithHand,
  withHandAndLink: WithHandAndLink,
}
