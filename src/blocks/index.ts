import type { Block } from 'payload'

import { BlocksQueueReference } from './blocks-queue-reference/config'
import { BlogBlock } from './blog-block/config'
import { BodyImageTitleSubtitleLink } from './body-image-title-subtitle-link/config'
import { Colored } from './colored/config'
import { Contact } from './contact/config'
import { EmbedVideo } from './embed-video/config'
import { Image } from './image/config'
import { ImageBody } from './image-body/config'
import { MostChosen } from './most-chosen/config'
import { ProductReference } from './product-reference/config'
import { SelfHostedVideo } from './self-hosted-video/config'
import { Testimonial } from './testimonial/config'
import { TitleAndBody } from './title-and-body/config'
import { TitleSubtitle } from './title-subtitle/config'
import { TitleUspsImage } from './title-usps-image/config'
import { TitleWithImages } from './title-with-images/config'
import { TopProducts } from './top-products/config'
import { WithHand } from './with-hand/config'
import { WithHandAndLink } from './with-hand-and-link/config'

/** Media kinds of spec §3; they also live inside rich text. */
export const mediaBlocks: Block[] = [Image, EmbedVideo, SelfHostedVideo]

/** Every content block kind of spec §3: what a blocks queue section holds. */
export const contentBlocks: Block[] = [
  TitleSubtitle,
  TitleAndBody,
  BodyImageTitleSubtitleLink,
  ImageBody,
  Colored,
  Contact,
  ProductReference,
  Testimonial,
  TitleUspsImage,
  TitleWithImages,
  WithHand,
  WithHandAndLink,
  BlogBlock,
  ...mediaBlocks,
]

/**
 * What a page layout holds: every content block, a reference to a blocks queue, and the catalogue
 * blocks, which read the catalogue as they render and so belong on pages rather than in queues.
 */
export const layoutBlocks: Block[] = [
  ...contentBlocks,
  BlocksQueueReference,
  MostChosen,
  TopProducts,
]

/** Blocks an editor can embed in an article's rich text. */
export const richTextBlocks: Block[] = [...mediaBlocks, ProductReference, Testimonial, Colored]
