import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Any JSON value: the fields of a content block. */
  JSON: { input: unknown; output: unknown; }
};

/** A content block of a blocks queue: its kind and its fields as edited in Payload. */
export type Block = {
  __typename?: 'Block';
  blockType: Scalars['String']['output'];
  fields: Scalars['JSON']['output'];
  id: Maybe<Scalars['ID']['output']>;
};

/** A named, reusable list of blocks. */
export type BlocksQueue = {
  __typename?: 'BlocksQueue';
  blocks: Array<Block>;
  id: Scalars['ID']['output'];
  queueID: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type BlocksQueueFilters = {
  /** Category ids: sections tagged with other categories are left out. */
  filterByTaxonomy?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type BlocksQueueResult = {
  __typename?: 'BlocksQueueResult';
  errors: Array<GatewayError>;
  queue: Maybe<BlocksQueue>;
};

/** An error reported inside data (spec §8). */
export type GatewayError = {
  __typename?: 'GatewayError';
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  referencedRequestParameter: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  blocksQueue: BlocksQueueResult;
};


export type QueryBlocksQueueArgs = {
  filters: InputMaybe<BlocksQueueFilters>;
  queueID: Scalars['String']['input'];
  userData: UserDataInput;
};

/** Who is asking, sent with every operation (spec §3 UserData). */
export type UserDataInput = {
  countryCode: Scalars['String']['input'];
  language: Scalars['String']['input'];
  redeemToken?: InputMaybe<Scalars['String']['input']>;
  storeID: Scalars['Int']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Block: ResolverTypeWrapper<Block>;
  BlocksQueue: ResolverTypeWrapper<BlocksQueue>;
  BlocksQueueFilters: BlocksQueueFilters;
  BlocksQueueResult: ResolverTypeWrapper<BlocksQueueResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  GatewayError: ResolverTypeWrapper<GatewayError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserDataInput: UserDataInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Block: Block;
  BlocksQueue: BlocksQueue;
  BlocksQueueFilters: BlocksQueueFilters;
  BlocksQueueResult: BlocksQueueResult;
  Boolean: Scalars['Boolean']['output'];
  GatewayError: GatewayError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  UserDataInput: UserDataInput;
};

export type BlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Block'] = ResolversParentTypes['Block']> = {
  blockType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BlocksQueueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlocksQueue'] = ResolversParentTypes['BlocksQueue']> = {
  blocks?: Resolver<Array<ResolversTypes['Block']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlocksQueueResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlocksQueueResult'] = ResolversParentTypes['BlocksQueueResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  queue?: Resolver<Maybe<ResolversTypes['BlocksQueue']>, ParentType, ContextType>;
};

export type GatewayErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayError'] = ResolversParentTypes['GatewayError']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencedRequestParameter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  blocksQueue?: Resolver<ResolversTypes['BlocksQueueResult'], ParentType, ContextType, RequireFields<QueryBlocksQueueArgs, 'queueID' | 'userData'>>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Block?: BlockResolvers<ContextType>;
  BlocksQueue?: BlocksQueueResolvers<ContextType>;
  BlocksQueueResult?: BlocksQueueResultResolvers<ContextType>;
  GatewayError?: GatewayErrorResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
};

