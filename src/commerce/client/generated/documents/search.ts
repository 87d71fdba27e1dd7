/* eslint-disable */
import type { SearchQuery, SearchQueryVariables, TypedDocumentString } from '../graphql'

export const SearchDocument = "query Search($userData: UserDataInput!, $inputText: String!) {\n  search_v1(userData: $userData, inputText: $inputText) {\n    body {\n      count\n      groups {\n        groupType\n        items {\n          __typename\n          ... on SearchProductItem {\n            id\n            path\n            title\n            description\n            productType\n            showShadow\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n          ... on SearchGivingMomentItem {\n            id\n            path\n            heroTitle\n            description\n            backgroundColor {\n              color\n              opacity\n            }\n            image {\n              url\n              alt\n            }\n          }\n        }\n      }\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}" as unknown as TypedDocumentString<
  SearchQuery,
  SearchQueryVariables
>
