import { GraphQLJSON } from 'graphql-scalars'
import { blocksQueue } from './blocks-queue'
import type { Resolvers } from '../generated/resolvers'

export const resolvers: Resolvers = {
  JSON: GraphQLJSON,
  Query: { blocksQueue },
}
