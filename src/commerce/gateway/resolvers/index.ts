import { GraphQLJSON } from 'graphql-scalars'

import type { Resolvers } from '../generated/resolvers'
import { accountMutations, accountQueries } from './account'
import { accountDetailsMutations } from './account-details'
import { accountPasswordMutations } from './account-password'
import { activationMutations, activationQueries } from './activation'
import { blocksQueue } from './blocks-queue'
import { brandList } from './brand-list'
import { businessMutations } from './business'
import { cardMutations, cardQueries } from './cards'
import { cartMutations, cartQueries } from './cart'
import { checkoutMutations, checkoutQueries } from './checkout'
import { doublerMutations } from './doubler'
import { getLocationAddressSuggestions } from './location-suggestions'
import { orderMutations, orderQueries } from './orders'
import { productList } from './product-list'
import { redeemMutations, redeemQueries } from './redeem'
import { search_v1 } from './search'

export const resolvers: Resolvers = {
  JSON: GraphQLJSON,
  Product: {
    __resolveType: (product) =>
      product.productType === 'donation' ? 'DonationProduct' : 'GiftcardProduct',
  },
  Query: {
    blocksQueue,
    brandList,
    getLocationAddressSuggestions,
    productList,
    search_v1,
    ...cartQueries,
    ...accountQueries,
    ...checkoutQueries,
    ...orderQueries,
    ...cardQueries,
    ...redeemQueries,
    ...activationQueries,
  },
  Mutation: {
    ...cartMutations,
    ...accountMutations,
    ...accountPasswordMutations,
    ...accountDetailsMutations,
    ...checkoutMutations,
    ...orderMutations,
    ...businessMutations,
    ...cardMutations,
    ...redeemMutations,
    ...doublerMutations,
    ...activationMutations,
  },
}
