import type { Block } from 'payload'

import { BlocksQueueReference } from './BlocksQueueReference/config'
import { BlogBlock } from './BlogBlock/config'
import { BodyImageTitleSubtitleLink } from './BodyImageTitleSubtitleLink/config'
import { Colored } from './Colored/config'
import { Contact } from './Contact/config'
import { EmbedVideo } from './EmbedVideo/config'
import { Image } from './Image/config'
import { ImageBody } from './ImageBody/config'
import { MostChosen } from './MostChosen/config'
import { ProductReference } from './ProductReference/config'
import { SelfHostedVideo } from './SelfHostedVideo/config'
import { Testimonial } from './Testimonial/config'
import { TitleAndBody } from './TitleAndBody/config'
import { TitleSubtitle } from './TitleSubtitle/config'
import { TitleUspsImage } from './TitleUspsImage/config'
import { TitleWithImages } from './TitleWithImages/config'
import { TopProducts } from './TopProducts/config'
import { WithHand } from './WithHand/config'
import { WithHandAndLink } from './WithHandAndLink/config'

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
