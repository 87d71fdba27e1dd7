import type { ComponentType } from 'react'

import BlocksQueueReference from './blocks-queue-reference/component'
import BlogBlock from './blog-block/component'
import BodyImageTitleSubtitleLink from './body-image-title-subtitle-link/component'
import Colored from './colored/component'
import Contact from './contact/component'
import EmbedVideo from './embed-video/component'
import Image from './image/component'
import ImageBody from './image-body/component'
import MostChosen from './most-chosen/component'
import ProductReference from './product-reference/component'
import SelfHostedVideo from './self-hosted-video/component'
import Testimonial from './testimonial/component'
import TitleAndBody from './title-and-body/component'
import TitleSubtitle from './title-subtitle/component'
import TitleUspsImage from './title-usps-image/component'
import TitleWithImages from './title-with-images/component'
import TopProducts from './top-products/component'
import type { BlockProps, BlockType } from './types'
import WithHand from './with-hand/component'
import WithHandAndLink from './with-hand-and-link/component'

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
