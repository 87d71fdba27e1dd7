import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

export type BackgroundColor = {
  __typename?: 'BackgroundColor';
  color: Scalars['String']['output'];
  opacity: Scalars['Int']['output'];
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

export type DonationProduct = Product & {
  __typename?: 'DonationProduct';
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  digitalConfig: VariationConfig;
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  physicalConfig: VariationConfig;
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type FilterByPage = {
  fieldName: Scalars['String']['input'];
  pageId: Scalars['ID']['input'];
  pageType: Scalars['String']['input'];
};

/** An error reported inside data (spec §8). */
export type GatewayError = {
  __typename?: 'GatewayError';
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  referencedRequestParameter: Maybe<Scalars['String']['output']>;
};

export type GiftcardProduct = Product & {
  __typename?: 'GiftcardProduct';
  /** Apple-type cards: 10 to 250 euros each, 500 euros per order. */
  appleType: Scalars['Boolean']['output'];
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  digitalConfig: VariationConfig;
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  physicalConfig: VariationConfig;
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

/** A place where cards are accepted, to narrow a locations list (spec §3). */
export type LocationAddressSuggestion = {
  __typename?: 'LocationAddressSuggestion';
  administrativeArea: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  label: Scalars['String']['output'];
  locality: Scalars['String']['output'];
};

export type LocationSuggestionFilters = {
  /** Part of a town, region or post code, accents ignored. */
  inputText: Scalars['String']['input'];
  /** Only places of this product. */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

export type LocationSuggestionsResult = {
  __typename?: 'LocationSuggestionsResult';
  errors: Array<GatewayError>;
  paging: Paging;
  suggestions: Array<LocationAddressSuggestion>;
};

/** An amount in minor units (cents) and its currency (spec §3 Money). */
export type Money = {
  __typename?: 'Money';
  currency: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type Paging = {
  __typename?: 'Paging';
  currentPage: Scalars['Int']['output'];
  itemsPerPage: Scalars['Int']['output'];
  totalItems: Scalars['Int']['output'];
};

export type PagingInput = {
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
};

/** A gift card, donation or blank card pack (spec §3 GiftcardProduct, DonationProduct). */
export type Product = {
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  digitalConfig: VariationConfig;
  fixedValues: Array<Money>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  physicalConfig: VariationConfig;
  productType: ProductType;
  redeemData: Maybe<RedeemData>;
  showHand: Scalars['Boolean']['output'];
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  variations: Array<Variation>;
};

export type ProductListFilters = {
  filterByPage?: InputMaybe<FilterByPage>;
  /** giftcard by default; redeem pages add donation. */
  filterByProductType?: InputMaybe<Array<ProductType>>;
  /** Category ids: products in any of them. */
  filterByTaxonomy?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ProductListResult = {
  __typename?: 'ProductListResult';
  errors: Array<GatewayError>;
  paging: Paging;
  products: Array<Product>;
};

export type ProductType =
  | 'blankGiftCardPack'
  | 'donation'
  | 'giftcard';

export type Query = {
  __typename?: 'Query';
  blocksQueue: BlocksQueueResult;
  getLocationAddressSuggestions: LocationSuggestionsResult;
  productList: ProductListResult;
  /** Typo-tolerant, accent-insensitive search over products and giving moments (spec §2, §7). */
  search_v1: SearchResult;
};


export type QueryBlocksQueueArgs = {
  filters: InputMaybe<BlocksQueueFilters>;
  queueID: Scalars['String']['input'];
  userData: UserDataInput;
};


export type QueryGetLocationAddressSuggestionsArgs = {
  filters: LocationSuggestionFilters;
  paging: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QueryProductListArgs = {
  filters: InputMaybe<ProductListFilters>;
  paging: InputMaybe<PagingInput>;
  userData: UserDataInput;
};


export type QuerySearch_V1Args = {
  inputText: Scalars['String']['input'];
  userData: UserDataInput;
};

export type RedeemData = {
  __typename?: 'RedeemData';
  description: Maybe<Scalars['String']['output']>;
  maximumAvailableCustomAmount: Maybe<Money>;
  minimumAvailableCustomAmount: Maybe<Money>;
  minimumRemainingBalance: Maybe<Money>;
  title: Maybe<Scalars['String']['output']>;
};

export type SearchBody = {
  __typename?: 'SearchBody';
  /** Items in all groups. */
  count: Scalars['Int']['output'];
  groups: Array<SearchGroup>;
};

/** A giving-moment page found by search. */
export type SearchGivingMomentItem = {
  __typename?: 'SearchGivingMomentItem';
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  heroTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
};

export type SearchGroup = {
  __typename?: 'SearchGroup';
  groupType: SearchGroupType;
  items: Array<SearchItem>;
};

export type SearchGroupType =
  | 'givingMoments'
  | 'products';

export type SearchItem = SearchGivingMomentItem | SearchProductItem;

/** A gift card or donation found by search. */
export type SearchProductItem = {
  __typename?: 'SearchProductItem';
  backgroundColor: BackgroundColor;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  path: Scalars['String']['output'];
  productType: ProductType;
  showShadow: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  body: Maybe<SearchBody>;
  errors: Array<GatewayError>;
};

/** Who is asking, sent with every operation (spec §3 UserData). */
export type UserDataInput = {
  countryCode: Scalars['String']['input'];
  language: Scalars['String']['input'];
  redeemToken?: InputMaybe<Scalars['String']['input']>;
  storeID: Scalars['Int']['input'];
};

/** A sellable form of a product; price is null when the buyer chooses the amount. */
export type Variation = {
  __typename?: 'Variation';
  id: Scalars['ID']['output'];
  price: Maybe<Money>;
  sku: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  variationType: VariationType;
};

/** How a product sells in one delivery type: fixed prices, or a whole amount between min and max. */
export type VariationConfig = {
  __typename?: 'VariationConfig';
  available: Scalars['Boolean']['output'];
  hasFixedPrices: Scalars['Boolean']['output'];
  maxPrice: Maybe<Money>;
  minPrice: Maybe<Money>;
  pricesToShow: Array<Money>;
};

export type VariationType =
  | 'digital'
  | 'physical';



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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  SearchItem:
    | ( SearchGivingMomentItem )
    | ( SearchProductItem )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Product:
    | ( DonationProduct )
    | ( GiftcardProduct )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BackgroundColor: ResolverTypeWrapper<BackgroundColor>;
  Block: ResolverTypeWrapper<Block>;
  BlocksQueue: ResolverTypeWrapper<BlocksQueue>;
  BlocksQueueFilters: BlocksQueueFilters;
  BlocksQueueResult: ResolverTypeWrapper<BlocksQueueResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DonationProduct: ResolverTypeWrapper<DonationProduct>;
  FilterByPage: FilterByPage;
  GatewayError: ResolverTypeWrapper<GatewayError>;
  GiftcardProduct: ResolverTypeWrapper<GiftcardProduct>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LocationAddressSuggestion: ResolverTypeWrapper<LocationAddressSuggestion>;
  LocationSuggestionFilters: LocationSuggestionFilters;
  LocationSuggestionsResult: ResolverTypeWrapper<LocationSuggestionsResult>;
  Money: ResolverTypeWrapper<Money>;
  Paging: ResolverTypeWrapper<Paging>;
  PagingInput: PagingInput;
  Product: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Product']>;
  ProductListFilters: ProductListFilters;
  ProductListResult: ResolverTypeWrapper<Omit<ProductListResult, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductType: ProductType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedeemData: ResolverTypeWrapper<RedeemData>;
  SearchBody: ResolverTypeWrapper<Omit<SearchBody, 'groups'> & { groups: Array<ResolversTypes['SearchGroup']> }>;
  SearchGivingMomentItem: ResolverTypeWrapper<SearchGivingMomentItem>;
  SearchGroup: ResolverTypeWrapper<Omit<SearchGroup, 'items'> & { items: Array<ResolversTypes['SearchItem']> }>;
  SearchGroupType: SearchGroupType;
  SearchItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchItem']>;
  SearchProductItem: ResolverTypeWrapper<SearchProductItem>;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'body'> & { body?: Maybe<ResolversTypes['SearchBody']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserDataInput: UserDataInput;
  Variation: ResolverTypeWrapper<Variation>;
  VariationConfig: ResolverTypeWrapper<VariationConfig>;
  VariationType: VariationType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BackgroundColor: BackgroundColor;
  Block: Block;
  BlocksQueue: BlocksQueue;
  BlocksQueueFilters: BlocksQueueFilters;
  BlocksQueueResult: BlocksQueueResult;
  Boolean: Scalars['Boolean']['output'];
  DonationProduct: DonationProduct;
  FilterByPage: FilterByPage;
  GatewayError: GatewayError;
  GiftcardProduct: GiftcardProduct;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LocationAddressSuggestion: LocationAddressSuggestion;
  LocationSuggestionFilters: LocationSuggestionFilters;
  LocationSuggestionsResult: LocationSuggestionsResult;
  Money: Money;
  Paging: Paging;
  PagingInput: PagingInput;
  Product: ResolversInterfaceTypes<ResolversParentTypes>['Product'];
  ProductListFilters: ProductListFilters;
  ProductListResult: Omit<ProductListResult, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  Query: Record<PropertyKey, never>;
  RedeemData: RedeemData;
  SearchBody: Omit<SearchBody, 'groups'> & { groups: Array<ResolversParentTypes['SearchGroup']> };
  SearchGivingMomentItem: SearchGivingMomentItem;
  SearchGroup: Omit<SearchGroup, 'items'> & { items: Array<ResolversParentTypes['SearchItem']> };
  SearchItem: ResolversUnionTypes<ResolversParentTypes>['SearchItem'];
  SearchProductItem: SearchProductItem;
  SearchResult: Omit<SearchResult, 'body'> & { body?: Maybe<ResolversParentTypes['SearchBody']> };
  String: Scalars['String']['output'];
  UserDataInput: UserDataInput;
  Variation: Variation;
  VariationConfig: VariationConfig;
};

export type BackgroundColorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackgroundColor'] = ResolversParentTypes['BackgroundColor']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type DonationProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DonationProduct'] = ResolversParentTypes['DonationProduct']> = {
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digitalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  fixedValues?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physicalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GatewayErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayError'] = ResolversParentTypes['GatewayError']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencedRequestParameter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftcardProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardProduct'] = ResolversParentTypes['GiftcardProduct']> = {
  appleType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digitalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  fixedValues?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physicalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LocationAddressSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationAddressSuggestion'] = ResolversParentTypes['LocationAddressSuggestion']> = {
  administrativeArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationSuggestionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationSuggestionsResult'] = ResolversParentTypes['LocationSuggestionsResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['LocationAddressSuggestion']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PagingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Paging'] = ResolversParentTypes['Paging']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  __resolveType: TypeResolveFn<'DonationProduct' | 'GiftcardProduct', ParentType, ContextType>;
};

export type ProductListResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductListResult'] = ResolversParentTypes['ProductListResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  blocksQueue?: Resolver<ResolversTypes['BlocksQueueResult'], ParentType, ContextType, RequireFields<QueryBlocksQueueArgs, 'queueID' | 'userData'>>;
  getLocationAddressSuggestions?: Resolver<ResolversTypes['LocationSuggestionsResult'], ParentType, ContextType, RequireFields<QueryGetLocationAddressSuggestionsArgs, 'filters' | 'userData'>>;
  productList?: Resolver<ResolversTypes['ProductListResult'], ParentType, ContextType, RequireFields<QueryProductListArgs, 'userData'>>;
  search_v1?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearch_V1Args, 'inputText' | 'userData'>>;
};

export type RedeemDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemData'] = ResolversParentTypes['RedeemData']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maximumAvailableCustomAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumAvailableCustomAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumRemainingBalance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchBodyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchBody'] = ResolversParentTypes['SearchBody']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType>;
};

export type SearchGivingMomentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGivingMomentItem'] = ResolversParentTypes['SearchGivingMomentItem']> = {
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heroTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  groupType?: Resolver<ResolversTypes['SearchGroupType'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchItem']>, ParentType, ContextType>;
};

export type SearchItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = {
  __resolveType: TypeResolveFn<'SearchGivingMomentItem' | 'SearchProductItem', ParentType, ContextType>;
};

export type SearchProductItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchProductItem'] = ResolversParentTypes['SearchProductItem']> = {
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  body?: Resolver<Maybe<ResolversTypes['SearchBody']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
};

export type VariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
};

export type VariationConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationConfig'] = ResolversParentTypes['VariationConfig']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasFixedPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pricesToShow?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  BackgroundColor?: BackgroundColorResolvers<ContextType>;
  Block?: BlockResolvers<ContextType>;
  BlocksQueue?: BlocksQueueResolvers<ContextType>;
  BlocksQueueResult?: BlocksQueueResultResolvers<ContextType>;
  DonationProduct?: DonationProductResolvers<ContextType>;
  GatewayError?: GatewayErrorResolvers<ContextType>;
  GiftcardProduct?: GiftcardProductResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LocationAddressSuggestion?: LocationAddressSuggestionResolvers<ContextType>;
  LocationSuggestionsResult?: LocationSuggestionsResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Paging?: PagingResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductListResult?: ProductListResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeemData?: RedeemDataResolvers<ContextType>;
  SearchBody?: SearchBodyResolvers<ContextType>;
  SearchGivingMomentItem?: SearchGivingMomentItemResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchProductItem?: SearchProductItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationConfig?: VariationConfigResolvers<ContextType>;
};

