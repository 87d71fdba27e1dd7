/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ProductList($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {\n  productList(userData: $userData, filters: $filters, paging: $paging) {\n    products {\n      __typename\n      id\n      title\n      path\n      productType\n      showHand\n      showShadow\n      backgroundColor {\n        color\n        opacity\n      }\n      image {\n        url\n        alt\n      }\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}": typeof types.ProductListDocument,
    "query Search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body {\n      count\n      groups {\n        groupType\n        items {\n          __typename\n          ... on SearchProductItem {\n            id\n            path\n            title\n            description\n            productType\n            showShadow\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n          ... on SearchGivingMomentItem {\n            id\n            path\n            heroTitle\n            description\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n        }\n      }\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}": typeof types.SearchDocument,
};
const documents: Documents = {
    "query ProductList($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {\n  productList(userData: $userData, filters: $filters, paging: $paging) {\n    products {\n      __typename\n      id\n      title\n      path\n      productType\n      showHand\n      showShadow\n      backgroundColor {\n        color\n        opacity\n      }\n      image {\n        url\n        alt\n      }\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}": types.ProductListDocument,
    "query Search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body {\n      count\n      groups {\n        groupType\n        items {\n          __typename\n          ... on SearchProductItem {\n            id\n            path\n            title\n            description\n            productType\n            showShadow\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n          ... on SearchGivingMomentItem {\n            id\n            path\n            heroTitle\n            description\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n        }\n      }\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}": types.SearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductList($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {\n  productList(userData: $userData, filters: $filters, paging: $paging) {\n    products {\n      __typename\n      id\n      title\n      path\n      productType\n      showHand\n      showShadow\n      backgroundColor {\n        color\n        opacity\n      }\n      image {\n        url\n        alt\n      }\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}"): typeof import('./graphql').ProductListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body {\n      count\n      groups {\n        groupType\n        items {\n          __typename\n          ... on SearchProductItem {\n            id\n            path\n            title\n            description\n            productType\n            showShadow\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n          ... on SearchGivingMomentItem {\n            id\n            path\n            heroTitle\n            description\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n        }\n      }\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}"): typeof import('./graphql').SearchDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
