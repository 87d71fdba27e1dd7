/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type FilterByPage = {
  fieldName: string;
  pageId: string | number;
  pageType: string;
};

export type PagingInput = {
  itemsPerPage?: number | null | undefined;
  pageNumber?: number | null | undefined;
};

export type ProductListFilters = {
  filterByPage?: FilterByPage | null | undefined;
  /** giftcard by default; redeem pages add donation. */
  filterByProductType?: Array<ProductType> | null | undefined;
  /** Category ids: products in any of them. */
  filterByTaxonomy?: Array<string | number> | null | undefined;
};

export type ProductType =
  | 'blankGiftCardPack'
  | 'donation'
  | 'giftcard';

export type SearchGroupType =
  | 'givingMoments'
  | 'products';

/** Who is asking, sent with every operation (spec §3 UserData). */
export type UserDataInput = {
  countryCode: string;
  language: string;
  redeemToken?: string | null | undefined;
  storeID: number;
};

export type ProductListQueryVariables = Exact<{
  userData: UserDataInput;
  filters?: ProductListFilters | null | undefined;
  paging?: PagingInput | null | undefined;
}>;


export type ProductListQuery = { productList: { products: Array<
      | { __typename: 'DonationProduct', id: string, title: string, path: string, productType: ProductType, showHand: boolean, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
      | { __typename: 'GiftcardProduct', id: string, title: string, path: string, productType: ProductType, showHand: boolean, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
    >, paging: { currentPage: number, itemsPerPage: number, totalItems: number }, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type SearchQueryVariables = Exact<{
  userData: UserDataInput;
  inputText: string;
}>;


export type SearchQuery = { search_v1: { body: { count: number, groups: Array<{ groupType: SearchGroupType, items: Array<
          | { __typename: 'SearchGivingMomentItem', id: string, path: string, heroTitle: string, description: string | null, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
          | { __typename: 'SearchProductItem', id: string, path: string, title: string, description: string | null, productType: ProductType, showShadow: boolean, backgroundColor: { color: string, opacity: number }, image: { url: string, alt: string } | null }
        > }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ProductListDocument = new TypedDocumentString(`
    query ProductList($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {
  productList(userData: $userData, filters: $filters, paging: $paging) {
    products {
      __typename
      id
      title
      path
      productType
      showHand
      showShadow
      backgroundColor {
        color
        opacity
      }
      image {
        url
        alt
      }
    }
    paging {
      currentPage
      itemsPerPage
      totalItems
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ProductListQuery, ProductListQueryVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    body {
      count
      groups {
        groupType
        items {
          __typename
          ... on SearchProductItem {
            id
            path
            title
            description
            productType
            showShadow
            backgroundColor {
              color
              opacity
            }
            image {
              url
              alt
            }
          }
          ... on SearchGivingMomentItem {
            id
            path
            heroTitle
            description
            backgroundColor {
              color
              opacity
            }
            image {
              url
              alt
            }
          }
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;