import type * as Types from '@/commerce/contract/types'
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


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
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

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
    | ( Types.SearchGivingMomentItem )
    | ( Types.SearchProductItem )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Product:
    | ( Types.DonationProduct )
    | ( Types.GiftcardProduct )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivationInput: Types.ActivationInput;
  ActivationOptions: ResolverTypeWrapper<Types.ActivationOptions>;
  ActivationOptionsResult: ResolverTypeWrapper<Types.ActivationOptionsResult>;
  Address: ResolverTypeWrapper<Types.Address>;
  AddressInput: Types.AddressInput;
  Adjustment: ResolverTypeWrapper<Types.Adjustment>;
  AdjustmentType: Types.AdjustmentType;
  BackgroundColor: ResolverTypeWrapper<Types.BackgroundColor>;
  BasketItemType: Types.BasketItemType;
  BillingAddress: ResolverTypeWrapper<Types.BillingAddress>;
  BillingAddressInput: Types.BillingAddressInput;
  Block: ResolverTypeWrapper<Types.Block>;
  BlocksQueue: ResolverTypeWrapper<Types.BlocksQueue>;
  BlocksQueueFilters: Types.BlocksQueueFilters;
  BlocksQueueResult: ResolverTypeWrapper<Types.BlocksQueueResult>;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  BrandListResult: ResolverTypeWrapper<Types.BrandListResult>;
  BrandOption: ResolverTypeWrapper<Types.BrandOption>;
  BusinessQuoteInput: Types.BusinessQuoteInput;
  CardPreview: ResolverTypeWrapper<Types.CardPreview>;
  CartResult: ResolverTypeWrapper<Types.CartResult>;
  CheckoutInfo: ResolverTypeWrapper<Types.CheckoutInfo>;
  CheckoutResult: ResolverTypeWrapper<Types.CheckoutResult>;
  ClickIdInput: Types.ClickIdInput;
  CreateAccountInput: Types.CreateAccountInput;
  CustomerOrdersResult: ResolverTypeWrapper<Types.CustomerOrdersResult>;
  CustomerProfile: ResolverTypeWrapper<Types.CustomerProfile>;
  CustomerType: Types.CustomerType;
  DeliveryAddress: ResolverTypeWrapper<Types.DeliveryAddress>;
  DeliveryMode: Types.DeliveryMode;
  DeliveryType: Types.DeliveryType;
  DonationProduct: ResolverTypeWrapper<Types.DonationProduct>;
  DoublerEntry: ResolverTypeWrapper<Types.DoublerEntry>;
  DoublerEntryInput: Types.DoublerEntryInput;
  DoublerEntryResult: ResolverTypeWrapper<Types.DoublerEntryResult>;
  DoublerRedeemEntryInput: Types.DoublerRedeemEntryInput;
  ExternalLink: ResolverTypeWrapper<Types.ExternalLink>;
  FilterByPage: Types.FilterByPage;
  GatewayError: ResolverTypeWrapper<Types.GatewayError>;
  GiftcardCredentialsInput: Types.GiftcardCredentialsInput;
  GiftcardInfo: ResolverTypeWrapper<Types.GiftcardInfo>;
  GiftcardInfoResult: ResolverTypeWrapper<Types.GiftcardInfoResult>;
  GiftcardOrder: ResolverTypeWrapper<Types.GiftcardOrder>;
  GiftcardOrderItem: ResolverTypeWrapper<Types.GiftcardOrderItem>;
  GiftcardPackage: ResolverTypeWrapper<Types.GiftcardPackage>;
  GiftcardPackageInput: Types.GiftcardPackageInput;
  GiftcardPaymentResult: ResolverTypeWrapper<Types.GiftcardPaymentResult>;
  GiftcardProduct: ResolverTypeWrapper<Types.GiftcardProduct>;
  GiftcardTransaction: ResolverTypeWrapper<Types.GiftcardTransaction>;
  GroupedTotals: ResolverTypeWrapper<Types.GroupedTotals>;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Types.Image>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Types.Scalars['JSON']['output']>;
  LedgerReason: Types.LedgerReason;
  LocationAddressSuggestion: ResolverTypeWrapper<Types.LocationAddressSuggestion>;
  LocationSuggestionFilters: Types.LocationSuggestionFilters;
  LocationSuggestionsResult: ResolverTypeWrapper<Types.LocationSuggestionsResult>;
  Money: ResolverTypeWrapper<Types.Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderItemVariation: ResolverTypeWrapper<Types.OrderItemVariation>;
  OrderProduct: ResolverTypeWrapper<Types.OrderProduct>;
  OrderStatus: Types.OrderStatus;
  PackagesGroup: ResolverTypeWrapper<Types.PackagesGroup>;
  Paging: ResolverTypeWrapper<Types.Paging>;
  PagingInput: Types.PagingInput;
  PaymentBank: ResolverTypeWrapper<Types.PaymentBank>;
  PaymentDetailsInput: Types.PaymentDetailsInput;
  PaymentMethod: ResolverTypeWrapper<Types.PaymentMethod>;
  PaymentStatus: Types.PaymentStatus;
  PersonalMessageOrderItem: ResolverTypeWrapper<Types.PersonalMessageOrderItem>;
  PlaceOrderInput: Types.PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<Types.PlaceOrderResult>;
  PlaceRedeemOrderInput: Types.PlaceRedeemOrderInput;
  PlacedOrder: ResolverTypeWrapper<Types.PlacedOrder>;
  PlacedOrderResult: ResolverTypeWrapper<Types.PlacedOrderResult>;
  PlacedOrderStatus: ResolverTypeWrapper<Types.PlacedOrderStatus>;
  PlacedShipment: ResolverTypeWrapper<Types.PlacedShipment>;
  PostalAddressInput: Types.PostalAddressInput;
  PreviewImage: ResolverTypeWrapper<Types.PreviewImage>;
  PreviewImageUrl: ResolverTypeWrapper<Types.PreviewImageUrl>;
  Product: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Product']>;
  ProductListFilters: Types.ProductListFilters;
  ProductListResult: ResolverTypeWrapper<Omit<Types.ProductListResult, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductType: Types.ProductType;
  ProfileAddress: ResolverTypeWrapper<Types.ProfileAddress>;
  ProfileAddressInput: Types.ProfileAddressInput;
  QtyPrice: ResolverTypeWrapper<Types.QtyPrice>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceiverInput: Types.ReceiverInput;
  RedeemBrand: ResolverTypeWrapper<Types.RedeemBrand>;
  RedeemData: ResolverTypeWrapper<Types.RedeemData>;
  RedeemItem: ResolverTypeWrapper<Types.RedeemItem>;
  RedeemMainProduct: ResolverTypeWrapper<Types.RedeemMainProduct>;
  RedeemOrder: ResolverTypeWrapper<Types.RedeemOrder>;
  RedeemOrderQueryResult: ResolverTypeWrapper<Types.RedeemOrderQueryResult>;
  RedeemOrderResult: ResolverTypeWrapper<Types.RedeemOrderResult>;
  RedeemPackage: ResolverTypeWrapper<Types.RedeemPackage>;
  RedeemPackageInput: Types.RedeemPackageInput;
  RedeemPackageTotals: ResolverTypeWrapper<Types.RedeemPackageTotals>;
  RedeemPayment: ResolverTypeWrapper<Types.RedeemPayment>;
  RedeemShipment: ResolverTypeWrapper<Types.RedeemShipment>;
  RedeemTotals: ResolverTypeWrapper<Types.RedeemTotals>;
  SearchBody: ResolverTypeWrapper<Omit<Types.SearchBody, 'groups'> & { groups: Array<ResolversTypes['SearchGroup']> }>;
  SearchGivingMomentItem: ResolverTypeWrapper<Types.SearchGivingMomentItem>;
  SearchGroup: ResolverTypeWrapper<Omit<Types.SearchGroup, 'items'> & { items: Array<ResolversTypes['SearchItem']> }>;
  SearchGroupType: Types.SearchGroupType;
  SearchItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchItem']>;
  SearchProductItem: ResolverTypeWrapper<Types.SearchProductItem>;
  SearchResult: ResolverTypeWrapper<Omit<Types.SearchResult, 'body'> & { body?: Types.Maybe<ResolversTypes['SearchBody']> }>;
  Shipment: ResolverTypeWrapper<Types.Shipment>;
  ShipmentDelivery: ResolverTypeWrapper<Types.ShipmentDelivery>;
  StatusResult: ResolverTypeWrapper<Types.StatusResult>;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  Totals: ResolverTypeWrapper<Types.Totals>;
  User: ResolverTypeWrapper<Types.User>;
  UserDataInput: Types.UserDataInput;
  UserDetailsInput: Types.UserDetailsInput;
  UserExistResult: ResolverTypeWrapper<Types.UserExistResult>;
  UserInfoResult: ResolverTypeWrapper<Types.UserInfoResult>;
  Variation: ResolverTypeWrapper<Types.Variation>;
  VariationConfig: ResolverTypeWrapper<Types.VariationConfig>;
  VariationType: Types.VariationType;
  WrapperOrderItem: ResolverTypeWrapper<Types.WrapperOrderItem>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivationInput: Types.ActivationInput;
  ActivationOptions: Types.ActivationOptions;
  ActivationOptionsResult: Types.ActivationOptionsResult;
  Address: Types.Address;
  AddressInput: Types.AddressInput;
  Adjustment: Types.Adjustment;
  BackgroundColor: Types.BackgroundColor;
  BillingAddress: Types.BillingAddress;
  BillingAddressInput: Types.BillingAddressInput;
  Block: Types.Block;
  BlocksQueue: Types.BlocksQueue;
  BlocksQueueFilters: Types.BlocksQueueFilters;
  BlocksQueueResult: Types.BlocksQueueResult;
  Boolean: Types.Scalars['Boolean']['output'];
  BrandListResult: Types.BrandListResult;
  BrandOption: Types.BrandOption;
  BusinessQuoteInput: Types.BusinessQuoteInput;
  CardPreview: Types.CardPreview;
  CartResult: Types.CartResult;
  CheckoutInfo: Types.CheckoutInfo;
  CheckoutResult: Types.CheckoutResult;
  ClickIdInput: Types.ClickIdInput;
  CreateAccountInput: Types.CreateAccountInput;
  CustomerOrdersResult: Types.CustomerOrdersResult;
  CustomerProfile: Types.CustomerProfile;
  DeliveryAddress: Types.DeliveryAddress;
  DonationProduct: Types.DonationProduct;
  DoublerEntry: Types.DoublerEntry;
  DoublerEntryInput: Types.DoublerEntryInput;
  DoublerEntryResult: Types.DoublerEntryResult;
  DoublerRedeemEntryInput: Types.DoublerRedeemEntryInput;
  ExternalLink: Types.ExternalLink;
  FilterByPage: Types.FilterByPage;
  GatewayError: Types.GatewayError;
  GiftcardCredentialsInput: Types.GiftcardCredentialsInput;
  GiftcardInfo: Types.GiftcardInfo;
  GiftcardInfoResult: Types.GiftcardInfoResult;
  GiftcardOrder: Types.GiftcardOrder;
  GiftcardOrderItem: Types.GiftcardOrderItem;
  GiftcardPackage: Types.GiftcardPackage;
  GiftcardPackageInput: Types.GiftcardPackageInput;
  GiftcardPaymentResult: Types.GiftcardPaymentResult;
  GiftcardProduct: Types.GiftcardProduct;
  GiftcardTransaction: Types.GiftcardTransaction;
  GroupedTotals: Types.GroupedTotals;
  ID: Types.Scalars['ID']['output'];
  Image: Types.Image;
  Int: Types.Scalars['Int']['output'];
  JSON: Types.Scalars['JSON']['output'];
  LocationAddressSuggestion: Types.LocationAddressSuggestion;
  LocationSuggestionFilters: Types.LocationSuggestionFilters;
  LocationSuggestionsResult: Types.LocationSuggestionsResult;
  Money: Types.Money;
  Mutation: Record<PropertyKey, never>;
  OrderItemVariation: Types.OrderItemVariation;
  OrderProduct: Types.OrderProduct;
  PackagesGroup: Types.PackagesGroup;
  Paging: Types.Paging;
  PagingInput: Types.PagingInput;
  PaymentBank: Types.PaymentBank;
  PaymentDetailsInput: Types.PaymentDetailsInput;
  PaymentMethod: Types.PaymentMethod;
  PersonalMessageOrderItem: Types.PersonalMessageOrderItem;
  PlaceOrderInput: Types.PlaceOrderInput;
  PlaceOrderResult: Types.PlaceOrderResult;
  PlaceRedeemOrderInput: Types.PlaceRedeemOrderInput;
  PlacedOrder: Types.PlacedOrder;
  PlacedOrderResult: Types.PlacedOrderResult;
  PlacedOrderStatus: Types.PlacedOrderStatus;
  PlacedShipment: Types.PlacedShipment;
  PostalAddressInput: Types.PostalAddressInput;
  PreviewImage: Types.PreviewImage;
  PreviewImageUrl: Types.PreviewImageUrl;
  Product: ResolversInterfaceTypes<ResolversParentTypes>['Product'];
  ProductListFilters: Types.ProductListFilters;
  ProductListResult: Omit<Types.ProductListResult, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProfileAddress: Types.ProfileAddress;
  ProfileAddressInput: Types.ProfileAddressInput;
  QtyPrice: Types.QtyPrice;
  Query: Record<PropertyKey, never>;
  ReceiverInput: Types.ReceiverInput;
  RedeemBrand: Types.RedeemBrand;
  RedeemData: Types.RedeemData;
  RedeemItem: Types.RedeemItem;
  RedeemMainProduct: Types.RedeemMainProduct;
  RedeemOrder: Types.RedeemOrder;
  RedeemOrderQueryResult: Types.RedeemOrderQueryResult;
  RedeemOrderResult: Types.RedeemOrderResult;
  RedeemPackage: Types.RedeemPackage;
  RedeemPackageInput: Types.RedeemPackageInput;
  RedeemPackageTotals: Types.RedeemPackageTotals;
  RedeemPayment: Types.RedeemPayment;
  RedeemShipment: Types.RedeemShipment;
  RedeemTotals: Types.RedeemTotals;
  SearchBody: Omit<Types.SearchBody, 'groups'> & { groups: Array<ResolversParentTypes['SearchGroup']> };
  SearchGivingMomentItem: Types.SearchGivingMomentItem;
  SearchGroup: Omit<Types.SearchGroup, 'items'> & { items: Array<ResolversParentTypes['SearchItem']> };
  SearchItem: ResolversUnionTypes<ResolversParentTypes>['SearchItem'];
  SearchProductItem: Types.SearchProductItem;
  SearchResult: Omit<Types.SearchResult, 'body'> & { body?: Types.Maybe<ResolversParentTypes['SearchBody']> };
  Shipment: Types.Shipment;
  ShipmentDelivery: Types.ShipmentDelivery;
  StatusResult: Types.StatusResult;
  String: Types.Scalars['String']['output'];
  Totals: Types.Totals;
  User: Types.User;
  UserDataInput: Types.UserDataInput;
  UserDetailsInput: Types.UserDetailsInput;
  UserExistResult: Types.UserExistResult;
  UserInfoResult: Types.UserInfoResult;
  Variation: Types.Variation;
  VariationConfig: Types.VariationConfig;
  WrapperOrderItem: Types.WrapperOrderItem;
};

export type ActivationOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationOptions'] = ResolversParentTypes['ActivationOptions']> = {
  fixedAmounts?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type ActivationOptionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationOptionsResult'] = ResolversParentTypes['ActivationOptionsResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  options?: Resolver<Types.Maybe<ResolversTypes['ActivationOptions']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suffix?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdjustmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Adjustment'] = ResolversParentTypes['Adjustment']> = {
  adjustmentType?: Resolver<ResolversTypes['AdjustmentType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackgroundColorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackgroundColor'] = ResolversParentTypes['BackgroundColor']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingAddress'] = ResolversParentTypes['BillingAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kvkNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suffix?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Block'] = ResolversParentTypes['Block']> = {
  blockType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BlocksQueueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlocksQueue'] = ResolversParentTypes['BlocksQueue']> = {
  blocks?: Resolver<Array<ResolversTypes['Block']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queueID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlocksQueueResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlocksQueueResult'] = ResolversParentTypes['BlocksQueueResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  queue?: Resolver<Types.Maybe<ResolversTypes['BlocksQueue']>, ParentType, ContextType>;
};

export type BrandListResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandListResult'] = ResolversParentTypes['BrandListResult']> = {
  brands?: Resolver<Array<ResolversTypes['BrandOption']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
};

export type BrandOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandOption'] = ResolversParentTypes['BrandOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CardPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPreview'] = ResolversParentTypes['CardPreview']> = {
  color?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['PreviewImage']>, ParentType, ContextType>;
  productLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartResult'] = ResolversParentTypes['CartResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  order?: Resolver<Types.Maybe<ResolversTypes['GiftcardOrder']>, ParentType, ContextType>;
};

export type CheckoutInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutInfo'] = ResolversParentTypes['CheckoutInfo']> = {
  deliveries?: Resolver<Array<ResolversTypes['ShipmentDelivery']>, ParentType, ContextType>;
  needsDeliveryAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  registeredMailAbove?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  registeredMailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  standardMailPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  checkout?: Resolver<Types.Maybe<ResolversTypes['CheckoutInfo']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
};

export type CustomerOrdersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerOrdersResult'] = ResolversParentTypes['CustomerOrdersResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type CustomerProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerProfile'] = ResolversParentTypes['CustomerProfile']> = {
  address?: Resolver<Types.Maybe<ResolversTypes['ProfileAddress']>, ParentType, ContextType>;
  billingEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kvkNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseNumber?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suffix?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DonationProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DonationProduct'] = ResolversParentTypes['DonationProduct']> = {
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digitalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  fixedValues?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physicalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Types.Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DoublerEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DoublerEntry'] = ResolversParentTypes['DoublerEntry']> = {
  drawDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedDrawDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DoublerEntryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DoublerEntryResult'] = ResolversParentTypes['DoublerEntryResult']> = {
  entry?: Resolver<Types.Maybe<ResolversTypes['DoublerEntry']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
};

export type ExternalLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalLink'] = ResolversParentTypes['ExternalLink']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GatewayErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayError'] = ResolversParentTypes['GatewayError']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencedRequestParameter?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftcardInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardInfo'] = ResolversParentTypes['GiftcardInfo']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedExpiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redeemable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['GiftcardTransaction']>, ParentType, ContextType>;
};

export type GiftcardInfoResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardInfoResult'] = ResolversParentTypes['GiftcardInfoResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  giftcard?: Resolver<Types.Maybe<ResolversTypes['GiftcardInfo']>, ParentType, ContextType>;
};

export type GiftcardOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardOrder'] = ResolversParentTypes['GiftcardOrder']> = {
  groupedTotals?: Resolver<ResolversTypes['GroupedTotals'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packagesGroups?: Resolver<Array<ResolversTypes['PackagesGroup']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['Totals'], ParentType, ContextType>;
};

export type GiftcardOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardOrderItem'] = ResolversParentTypes['GiftcardOrderItem']> = {
  itemType?: Resolver<ResolversTypes['BasketItemType'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['OrderItemVariation'], ParentType, ContextType>;
};

export type GiftcardPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardPackage'] = ResolversParentTypes['GiftcardPackage']> = {
  deliveryAddress?: Resolver<Types.Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryMode?: Resolver<ResolversTypes['DeliveryMode'], ParentType, ContextType>;
  giftPacking?: Resolver<Types.Maybe<ResolversTypes['WrapperOrderItem']>, ParentType, ContextType>;
  giftcard?: Resolver<ResolversTypes['GiftcardOrderItem'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Types.Maybe<ResolversTypes['PersonalMessageOrderItem']>, ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wrapper?: Resolver<Types.Maybe<ResolversTypes['WrapperOrderItem']>, ParentType, ContextType>;
};

export type GiftcardPaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardPaymentResult'] = ResolversParentTypes['GiftcardPaymentResult']> = {
  amountToPay?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RedeemPayment']>, ParentType, ContextType>;
  redeemToken?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainingBalance?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type GiftcardProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardProduct'] = ResolversParentTypes['GiftcardProduct']> = {
  appleType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digitalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  fixedValues?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physicalConfig?: Resolver<ResolversTypes['VariationConfig'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Types.Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  showHand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftcardTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftcardTransaction'] = ResolversParentTypes['GiftcardTransaction']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['LedgerReason'], ParentType, ContextType>;
};

export type GroupedTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupedTotals'] = ResolversParentTypes['GroupedTotals']> = {
  digitalTotal?: Resolver<ResolversTypes['QtyPrice'], ParentType, ContextType>;
  extraMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  physicalTotal?: Resolver<ResolversTypes['QtyPrice'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LocationAddressSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationAddressSuggestion'] = ResolversParentTypes['LocationAddressSuggestion']> = {
  administrativeArea?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAddress?: Resolver<ResolversTypes['UserInfoResult'], ParentType, ContextType, RequireFields<Types.MutationAddAddressArgs, 'address' | 'userData'>>;
  addGiftcardPackage?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.MutationAddGiftcardPackageArgs, 'package' | 'userData'>>;
  addGiftcardPayment?: Resolver<ResolversTypes['GiftcardPaymentResult'], ParentType, ContextType, RequireFields<Types.MutationAddGiftcardPaymentArgs, 'captchaToken' | 'card' | 'userData'>>;
  addOriginalPackageToCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.MutationAddOriginalPackageToCartArgs, 'packageId' | 'userData'>>;
  addRedeemPackage?: Resolver<ResolversTypes['RedeemOrderResult'], ParentType, ContextType, RequireFields<Types.MutationAddRedeemPackageArgs, 'input' | 'userData'>>;
  changePassword?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationChangePasswordArgs, 'currentPassword' | 'password' | 'passwordConfirmation' | 'userData'>>;
  checkCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.MutationCheckCartArgs, 'userData'>>;
  createAccount?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationCreateAccountArgs, 'captchaToken' | 'input' | 'userData'>>;
  createActivationOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<Types.MutationCreateActivationOrderArgs, 'captchaToken' | 'input' | 'userData'>>;
  deleteAccount?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteAccountArgs, 'password' | 'userData'>>;
  deleteAddress?: Resolver<ResolversTypes['UserInfoResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteAddressArgs, 'id' | 'userData'>>;
  deleteGiftcardPackageGroup?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteGiftcardPackageGroupArgs, 'shipmentTag' | 'userData'>>;
  enterDoubler?: Resolver<ResolversTypes['DoublerEntryResult'], ParentType, ContextType, RequireFields<Types.MutationEnterDoublerArgs, 'captchaToken' | 'input' | 'userData'>>;
  enterDoublerWithRedeemToken?: Resolver<ResolversTypes['DoublerEntryResult'], ParentType, ContextType, RequireFields<Types.MutationEnterDoublerWithRedeemTokenArgs, 'input' | 'userData'>>;
  forgotPassword?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationForgotPasswordArgs, 'captchaToken' | 'email' | 'userData'>>;
  newPassword?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationNewPasswordArgs, 'password' | 'passwordConfirmation' | 'token' | 'userData'>>;
  payOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<Types.MutationPayOrderArgs, 'paymentMethod' | 'userData' | 'uuid'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<Types.MutationPlaceOrderArgs, 'input' | 'userData'>>;
  placeRedeemOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<Types.MutationPlaceRedeemOrderArgs, 'input' | 'userData'>>;
  removeGiftcardPayment?: Resolver<ResolversTypes['GiftcardPaymentResult'], ParentType, ContextType, RequireFields<Types.MutationRemoveGiftcardPaymentArgs, 'paymentId' | 'userData'>>;
  reorder?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.MutationReorderArgs, 'userData' | 'uuid'>>;
  requestBusinessQuote?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationRequestBusinessQuoteArgs, 'captchaToken' | 'input' | 'userData'>>;
  updateAddress?: Resolver<ResolversTypes['UserInfoResult'], ParentType, ContextType, RequireFields<Types.MutationUpdateAddressArgs, 'address' | 'id' | 'userData'>>;
  updateGiftcardPackage?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.MutationUpdateGiftcardPackageArgs, 'package' | 'packageId' | 'userData'>>;
  updateRedeemPackage?: Resolver<ResolversTypes['RedeemOrderResult'], ParentType, ContextType, RequireFields<Types.MutationUpdateRedeemPackageArgs, 'input' | 'packageId' | 'userData'>>;
  updateUserDetails?: Resolver<ResolversTypes['UserInfoResult'], ParentType, ContextType, RequireFields<Types.MutationUpdateUserDetailsArgs, 'input' | 'userData'>>;
  userLogin?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationUserLoginArgs, 'captchaToken' | 'email' | 'password' | 'userData'>>;
  userLogout?: Resolver<ResolversTypes['StatusResult'], ParentType, ContextType, RequireFields<Types.MutationUserLogoutArgs, 'userData'>>;
};

export type OrderItemVariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItemVariation'] = ResolversParentTypes['OrderItemVariation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Types.Maybe<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  sku?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackagesGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackagesGroup'] = ResolversParentTypes['PackagesGroup']> = {
  cardsPreviews?: Resolver<Array<ResolversTypes['CardPreview']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  packageId?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  packageIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiverDescription?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiverTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PagingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Paging'] = ResolversParentTypes['Paging']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentBankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentBank'] = ResolversParentTypes['PaymentBank']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  banks?: Resolver<Array<ResolversTypes['PaymentBank']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalMessageOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalMessageOrderItem'] = ResolversParentTypes['PersonalMessageOrderItem']> = {
  itemType?: Resolver<ResolversTypes['BasketItemType'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['OrderItemVariation'], ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  orderUuid?: Resolver<Types.Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlacedOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  billingAddress?: Resolver<ResolversTypes['BillingAddress'], ParentType, ContextType>;
  canRetryPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupedTotals?: Resolver<ResolversTypes['GroupedTotals'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemsQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packagesGroups?: Resolver<Array<ResolversTypes['PackagesGroup']>, ParentType, ContextType>;
  paidAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Types.Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['PlacedShipment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['Totals'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PlacedOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedOrderResult'] = ResolversParentTypes['PlacedOrderResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  order?: Resolver<Types.Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
  orderStatus?: Resolver<Types.Maybe<ResolversTypes['PlacedOrderStatus']>, ParentType, ContextType>;
};

export type PlacedOrderStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedOrderStatus'] = ResolversParentTypes['PlacedOrderStatus']> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<Types.Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PlacedShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedShipment'] = ResolversParentTypes['PlacedShipment']> = {
  deliveryAddress?: Resolver<Types.Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  formattedDeliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['GiftcardPackage']>, ParentType, ContextType>;
  registeredMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreviewImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreviewImage'] = ResolversParentTypes['PreviewImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['PreviewImageUrl'], ParentType, ContextType>;
};

export type PreviewImageUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreviewImageUrl'] = ResolversParentTypes['PreviewImageUrl']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  __resolveType: TypeResolveFn<'DonationProduct' | 'GiftcardProduct', ParentType, ContextType>;
};

export type ProductListResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductListResult'] = ResolversParentTypes['ProductListResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProfileAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileAddress'] = ResolversParentTypes['ProfileAddress']> = {
  administrativeArea?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suffix?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QtyPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QtyPrice'] = ResolversParentTypes['QtyPrice']> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activationOptions?: Resolver<ResolversTypes['ActivationOptionsResult'], ParentType, ContextType, RequireFields<Types.QueryActivationOptionsArgs, 'userData'>>;
  blocksQueue?: Resolver<ResolversTypes['BlocksQueueResult'], ParentType, ContextType, RequireFields<Types.QueryBlocksQueueArgs, 'queueID' | 'userData'>>;
  brandList?: Resolver<ResolversTypes['BrandListResult'], ParentType, ContextType, RequireFields<Types.QueryBrandListArgs, 'userData'>>;
  cart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.QueryCartArgs, 'userData'>>;
  cartQuantity?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.QueryCartQuantityArgs, 'userData'>>;
  cartV2?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<Types.QueryCartV2Args, 'userData'>>;
  checkGiftcardPayment?: Resolver<ResolversTypes['GiftcardPaymentResult'], ParentType, ContextType, RequireFields<Types.QueryCheckGiftcardPaymentArgs, 'userData'>>;
  checkUserExist?: Resolver<ResolversTypes['UserExistResult'], ParentType, ContextType, RequireFields<Types.QueryCheckUserExistArgs, 'captchaToken' | 'email' | 'userData'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<Types.QueryCheckoutArgs, 'userData'>>;
  customerOrders?: Resolver<ResolversTypes['CustomerOrdersResult'], ParentType, ContextType, RequireFields<Types.QueryCustomerOrdersArgs, 'userData'>>;
  getLocationAddressSuggestions?: Resolver<ResolversTypes['LocationSuggestionsResult'], ParentType, ContextType, RequireFields<Types.QueryGetLocationAddressSuggestionsArgs, 'filters' | 'userData'>>;
  getUserInfo?: Resolver<ResolversTypes['UserInfoResult'], ParentType, ContextType, RequireFields<Types.QueryGetUserInfoArgs, 'userData'>>;
  giftcardInfo?: Resolver<ResolversTypes['GiftcardInfoResult'], ParentType, ContextType, RequireFields<Types.QueryGiftcardInfoArgs, 'captchaToken' | 'card' | 'userData'>>;
  order?: Resolver<ResolversTypes['RedeemOrderQueryResult'], ParentType, ContextType, RequireFields<Types.QueryOrderArgs, 'userData' | 'uuid'>>;
  placedOrder?: Resolver<ResolversTypes['PlacedOrderResult'], ParentType, ContextType, RequireFields<Types.QueryPlacedOrderArgs, 'userData' | 'uuid'>>;
  productList?: Resolver<ResolversTypes['ProductListResult'], ParentType, ContextType, RequireFields<Types.QueryProductListArgs, 'userData'>>;
  search_v1?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<Types.QuerySearch_V1Args, 'inputText' | 'userData'>>;
};

export type RedeemBrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemBrand'] = ResolversParentTypes['RedeemBrand']> = {
  externalProductLink?: Resolver<Types.Maybe<ResolversTypes['ExternalLink']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iframeUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectLink?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectTime?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RedeemDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemData'] = ResolversParentTypes['RedeemData']> = {
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maximumAvailableCustomAmount?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumAvailableCustomAmount?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minimumRemainingBalance?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  title?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RedeemItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemItem'] = ResolversParentTypes['RedeemItem']> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variationType?: Resolver<Types.Maybe<ResolversTypes['VariationType']>, ParentType, ContextType>;
};

export type RedeemMainProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemMainProduct'] = ResolversParentTypes['RedeemMainProduct']> = {
  backgroundColor?: Resolver<Types.Maybe<ResolversTypes['BackgroundColor']>, ParentType, ContextType>;
  brand?: Resolver<Types.Maybe<ResolversTypes['RedeemBrand']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  redeemData?: Resolver<Types.Maybe<ResolversTypes['RedeemData']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RedeemOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrder'] = ResolversParentTypes['RedeemOrder']> = {
  billingAddress?: Resolver<Types.Maybe<ResolversTypes['BillingAddress']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['RedeemPayment']>, ParentType, ContextType>;
  remainingBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['RedeemShipment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['RedeemTotals'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RedeemOrderQueryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrderQueryResult'] = ResolversParentTypes['RedeemOrderQueryResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  order?: Resolver<Types.Maybe<ResolversTypes['RedeemOrder']>, ParentType, ContextType>;
  orderStatus?: Resolver<Types.Maybe<ResolversTypes['PlacedOrderStatus']>, ParentType, ContextType>;
};

export type RedeemOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrderResult'] = ResolversParentTypes['RedeemOrderResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  order?: Resolver<Types.Maybe<ResolversTypes['RedeemOrder']>, ParentType, ContextType>;
};

export type RedeemPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPackage'] = ResolversParentTypes['RedeemPackage']> = {
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RedeemItem']>, ParentType, ContextType>;
  mainProduct?: Resolver<ResolversTypes['RedeemMainProduct'], ParentType, ContextType>;
  mainProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  packageTotals?: Resolver<ResolversTypes['RedeemPackageTotals'], ParentType, ContextType>;
  receiver?: Resolver<Types.Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
};

export type RedeemPackageTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPackageTotals'] = ResolversParentTypes['RedeemPackageTotals']> = {
  mainItemAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  mainItemEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotionAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RedeemPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPayment'] = ResolversParentTypes['RedeemPayment']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RedeemShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemShipment'] = ResolversParentTypes['RedeemShipment']> = {
  deliveryAddress?: Resolver<Types.Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  formattedDeliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['RedeemPackage']>, ParentType, ContextType>;
};

export type RedeemTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemTotals'] = ResolversParentTypes['RedeemTotals']> = {
  amountToPay?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SearchBodyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchBody'] = ResolversParentTypes['SearchBody']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType>;
};

export type SearchGivingMomentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGivingMomentItem'] = ResolversParentTypes['SearchGivingMomentItem']> = {
  backgroundColor?: Resolver<ResolversTypes['BackgroundColor'], ParentType, ContextType>;
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heroTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
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
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Types.Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  showShadow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  body?: Resolver<Types.Maybe<ResolversTypes['SearchBody']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  deliveryAddress?: Resolver<Types.Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['GiftcardPackage']>, ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentDelivery'] = ResolversParentTypes['ShipmentDelivery']> = {
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  earliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedDeliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusResult'] = ResolversParentTypes['StatusResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Totals'] = ResolversParentTypes['Totals']> = {
  adjustments?: Resolver<Array<ResolversTypes['Adjustment']>, ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotalWithoutTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  serviceFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  addressBook?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  mainProfile?: Resolver<ResolversTypes['CustomerProfile'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserExistResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserExistResult'] = ResolversParentTypes['UserExistResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  status?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type UserInfoResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserInfoResult'] = ResolversParentTypes['UserInfoResult']> = {
  errors?: Resolver<Array<ResolversTypes['GatewayError']>, ParentType, ContextType>;
  user?: Resolver<Types.Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type VariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  sku?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationType?: Resolver<ResolversTypes['VariationType'], ParentType, ContextType>;
};

export type VariationConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationConfig'] = ResolversParentTypes['VariationConfig']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasFixedPrices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxPrice?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  minPrice?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pricesToShow?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type WrapperOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WrapperOrderItem'] = ResolversParentTypes['WrapperOrderItem']> = {
  itemType?: Resolver<ResolversTypes['BasketItemType'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['OrderItemVariation'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActivationOptions?: ActivationOptionsResolvers<ContextType>;
  ActivationOptionsResult?: ActivationOptionsResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Adjustment?: AdjustmentResolvers<ContextType>;
  BackgroundColor?: BackgroundColorResolvers<ContextType>;
  BillingAddress?: BillingAddressResolvers<ContextType>;
  Block?: BlockResolvers<ContextType>;
  BlocksQueue?: BlocksQueueResolvers<ContextType>;
  BlocksQueueResult?: BlocksQueueResultResolvers<ContextType>;
  BrandListResult?: BrandListResultResolvers<ContextType>;
  BrandOption?: BrandOptionResolvers<ContextType>;
  CardPreview?: CardPreviewResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  CheckoutInfo?: CheckoutInfoResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  CustomerOrdersResult?: CustomerOrdersResultResolvers<ContextType>;
  CustomerProfile?: CustomerProfileResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DonationProduct?: DonationProductResolvers<ContextType>;
  DoublerEntry?: DoublerEntryResolvers<ContextType>;
  DoublerEntryResult?: DoublerEntryResultResolvers<ContextType>;
  ExternalLink?: ExternalLinkResolvers<ContextType>;
  GatewayError?: GatewayErrorResolvers<ContextType>;
  GiftcardInfo?: GiftcardInfoResolvers<ContextType>;
  GiftcardInfoResult?: GiftcardInfoResultResolvers<ContextType>;
  GiftcardOrder?: GiftcardOrderResolvers<ContextType>;
  GiftcardOrderItem?: GiftcardOrderItemResolvers<ContextType>;
  GiftcardPackage?: GiftcardPackageResolvers<ContextType>;
  GiftcardPaymentResult?: GiftcardPaymentResultResolvers<ContextType>;
  GiftcardProduct?: GiftcardProductResolvers<ContextType>;
  GiftcardTransaction?: GiftcardTransactionResolvers<ContextType>;
  GroupedTotals?: GroupedTotalsResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LocationAddressSuggestion?: LocationAddressSuggestionResolvers<ContextType>;
  LocationSuggestionsResult?: LocationSuggestionsResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderItemVariation?: OrderItemVariationResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  PackagesGroup?: PackagesGroupResolvers<ContextType>;
  Paging?: PagingResolvers<ContextType>;
  PaymentBank?: PaymentBankResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PersonalMessageOrderItem?: PersonalMessageOrderItemResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  PlacedOrderResult?: PlacedOrderResultResolvers<ContextType>;
  PlacedOrderStatus?: PlacedOrderStatusResolvers<ContextType>;
  PlacedShipment?: PlacedShipmentResolvers<ContextType>;
  PreviewImage?: PreviewImageResolvers<ContextType>;
  PreviewImageUrl?: PreviewImageUrlResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductListResult?: ProductListResultResolvers<ContextType>;
  ProfileAddress?: ProfileAddressResolvers<ContextType>;
  QtyPrice?: QtyPriceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeemBrand?: RedeemBrandResolvers<ContextType>;
  RedeemData?: RedeemDataResolvers<ContextType>;
  RedeemItem?: RedeemItemResolvers<ContextType>;
  RedeemMainProduct?: RedeemMainProductResolvers<ContextType>;
  RedeemOrder?: RedeemOrderResolvers<ContextType>;
  RedeemOrderQueryResult?: RedeemOrderQueryResultResolvers<ContextType>;
  RedeemOrderResult?: RedeemOrderResultResolvers<ContextType>;
  RedeemPackage?: RedeemPackageResolvers<ContextType>;
  RedeemPackageTotals?: RedeemPackageTotalsResolvers<ContextType>;
  RedeemPayment?: RedeemPaymentResolvers<ContextType>;
  RedeemShipment?: RedeemShipmentResolvers<ContextType>;
  RedeemTotals?: RedeemTotalsResolvers<ContextType>;
  SearchBody?: SearchBodyResolvers<ContextType>;
  SearchGivingMomentItem?: SearchGivingMomentItemResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchProductItem?: SearchProductItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentDelivery?: ShipmentDeliveryResolvers<ContextType>;
  StatusResult?: StatusResultResolvers<ContextType>;
  Totals?: TotalsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserExistResult?: UserExistResultResolvers<ContextType>;
  UserInfoResult?: UserInfoResultResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationConfig?: VariationConfigResolvers<ContextType>;
  WrapperOrderItem?: WrapperOrderItemResolvers<ContextType>;
};

