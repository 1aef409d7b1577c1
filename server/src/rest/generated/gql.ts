/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "mutation RestLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nquery RestMe {\n  me {\n    id\n    email\n    name\n    role\n    createdAt\n  }\n}\n\nmutation RestChangePassword($input: LegacyChangePasswordInput!) {\n  changePasswordLegacy(input: $input) {\n    token\n  }\n}\n\nmutation RestDeleteMyAccount {\n  deleteMyAccount\n}": typeof types.RestLoginDocument,
    "query RestOrders($take: Int!) {\n  pickupRequests(take: $take) {\n    id\n    fullName\n    phone\n    address\n    createdAt\n    floor\n    hasElevator\n    urgency\n    description\n  }\n}": typeof types.RestOrdersDocument,
    "fragment RestUserFields on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery RestUsers {\n  users {\n    ...RestUserFields\n  }\n}\n\nmutation RestCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestUpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestDeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": typeof types.RestUserFieldsFragmentDoc,
    "mutation RestRecordPageView($input: RecordPageViewInput!) {\n  recordPageView(input: $input)\n}\n\nquery RestAnalyticsSummary {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n}\n\nquery RestAnalyticsRealtime {\n  analyticsRealtime {\n    activeUsers\n  }\n}\n\nquery RestAnalyticsDaily {\n  analyticsDaily {\n    date\n    users\n  }\n}\n\nquery RestAnalyticsTopCities {\n  analyticsTopCities {\n    city\n    users\n  }\n}\n\nquery RestAnalyticsTopPages {\n  analyticsTopPages {\n    path\n    views\n  }\n}\n\nquery RestAnalyticsDevices {\n  analyticsDevices {\n    device\n    users\n  }\n}\n\nquery RestAnalyticsSources {\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery RestRecentOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n}\n\nquery RestOrderStats {\n  orderStats {\n    date\n    count\n  }\n}": typeof types.RestRecordPageViewDocument,
    "mutation RestSubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n  }\n}": typeof types.RestSubmitEventRequestDocument,
    "mutation RestCreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n  }\n}": typeof types.RestCreatePickupRequestDocument,
    "mutation RestCreateSnowCheckoutForAmount($input: LegacySnowCheckoutInput!) {\n  createSnowCheckoutForAmount(input: $input) {\n    url\n  }\n}\n\nquery RestSnowOrderMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}": typeof types.RestCreateSnowCheckoutForAmountDocument,
};
const documents: Documents = {
    "mutation RestLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nquery RestMe {\n  me {\n    id\n    email\n    name\n    role\n    createdAt\n  }\n}\n\nmutation RestChangePassword($input: LegacyChangePasswordInput!) {\n  changePasswordLegacy(input: $input) {\n    token\n  }\n}\n\nmutation RestDeleteMyAccount {\n  deleteMyAccount\n}": types.RestLoginDocument,
    "query RestOrders($take: Int!) {\n  pickupRequests(take: $take) {\n    id\n    fullName\n    phone\n    address\n    createdAt\n    floor\n    hasElevator\n    urgency\n    description\n  }\n}": types.RestOrdersDocument,
    "fragment RestUserFields on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery RestUsers {\n  users {\n    ...RestUserFields\n  }\n}\n\nmutation RestCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestUpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestDeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": types.RestUserFieldsFragmentDoc,
    "mutation RestRecordPageView($input: RecordPageViewInput!) {\n  recordPageView(input: $input)\n}\n\nquery RestAnalyticsSummary {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n}\n\nquery RestAnalyticsRealtime {\n  analyticsRealtime {\n    activeUsers\n  }\n}\n\nquery RestAnalyticsDaily {\n  analyticsDaily {\n    date\n    users\n  }\n}\n\nquery RestAnalyticsTopCities {\n  analyticsTopCities {\n    city\n    users\n  }\n}\n\nquery RestAnalyticsTopPages {\n  analyticsTopPages {\n    path\n    views\n  }\n}\n\nquery RestAnalyticsDevices {\n  analyticsDevices {\n    device\n    users\n  }\n}\n\nquery RestAnalyticsSources {\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery RestRecentOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n}\n\nquery RestOrderStats {\n  orderStats {\n    date\n    count\n  }\n}": types.RestRecordPageViewDocument,
    "mutation RestSubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n  }\n}": types.RestSubmitEventRequestDocument,
    "mutation RestCreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n  }\n}": types.RestCreatePickupRequestDocument,
    "mutation RestCreateSnowCheckoutForAmount($input: LegacySnowCheckoutInput!) {\n  createSnowCheckoutForAmount(input: $input) {\n    url\n  }\n}\n\nquery RestSnowOrderMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}": types.RestCreateSnowCheckoutForAmountDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nquery RestMe {\n  me {\n    id\n    email\n    name\n    role\n    createdAt\n  }\n}\n\nmutation RestChangePassword($input: LegacyChangePasswordInput!) {\n  changePasswordLegacy(input: $input) {\n    token\n  }\n}\n\nmutation RestDeleteMyAccount {\n  deleteMyAccount\n}"): (typeof documents)["mutation RestLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nquery RestMe {\n  me {\n    id\n    email\n    name\n    role\n    createdAt\n  }\n}\n\nmutation RestChangePassword($input: LegacyChangePasswordInput!) {\n  changePasswordLegacy(input: $input) {\n    token\n  }\n}\n\nmutation RestDeleteMyAccount {\n  deleteMyAccount\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query RestOrders($take: Int!) {\n  pickupRequests(take: $take) {\n    id\n    fullName\n    phone\n    address\n    createdAt\n    floor\n    hasElevator\n    urgency\n    description\n  }\n}"): (typeof documents)["query RestOrders($take: Int!) {\n  pickupRequests(take: $take) {\n    id\n    fullName\n    phone\n    address\n    createdAt\n    floor\n    hasElevator\n    urgency\n    description\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment RestUserFields on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery RestUsers {\n  users {\n    ...RestUserFields\n  }\n}\n\nmutation RestCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestUpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestDeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"): (typeof documents)["fragment RestUserFields on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery RestUsers {\n  users {\n    ...RestUserFields\n  }\n}\n\nmutation RestCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestUpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...RestUserFields\n  }\n}\n\nmutation RestDeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestRecordPageView($input: RecordPageViewInput!) {\n  recordPageView(input: $input)\n}\n\nquery RestAnalyticsSummary {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n}\n\nquery RestAnalyticsRealtime {\n  analyticsRealtime {\n    activeUsers\n  }\n}\n\nquery RestAnalyticsDaily {\n  analyticsDaily {\n    date\n    users\n  }\n}\n\nquery RestAnalyticsTopCities {\n  analyticsTopCities {\n    city\n    users\n  }\n}\n\nquery RestAnalyticsTopPages {\n  analyticsTopPages {\n    path\n    views\n  }\n}\n\nquery RestAnalyticsDevices {\n  analyticsDevices {\n    device\n    users\n  }\n}\n\nquery RestAnalyticsSources {\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery RestRecentOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n}\n\nquery RestOrderStats {\n  orderStats {\n    date\n    count\n  }\n}"): (typeof documents)["mutation RestRecordPageView($input: RecordPageViewInput!) {\n  recordPageView(input: $input)\n}\n\nquery RestAnalyticsSummary {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n}\n\nquery RestAnalyticsRealtime {\n  analyticsRealtime {\n    activeUsers\n  }\n}\n\nquery RestAnalyticsDaily {\n  analyticsDaily {\n    date\n    users\n  }\n}\n\nquery RestAnalyticsTopCities {\n  analyticsTopCities {\n    city\n    users\n  }\n}\n\nquery RestAnalyticsTopPages {\n  analyticsTopPages {\n    path\n    views\n  }\n}\n\nquery RestAnalyticsDevices {\n  analyticsDevices {\n    device\n    users\n  }\n}\n\nquery RestAnalyticsSources {\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery RestRecentOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n}\n\nquery RestOrderStats {\n  orderStats {\n    date\n    count\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestSubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n  }\n}"): (typeof documents)["mutation RestSubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestCreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation RestCreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RestCreateSnowCheckoutForAmount($input: LegacySnowCheckoutInput!) {\n  createSnowCheckoutForAmount(input: $input) {\n    url\n  }\n}\n\nquery RestSnowOrderMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}"): (typeof documents)["mutation RestCreateSnowCheckoutForAmount($input: LegacySnowCheckoutInput!) {\n  createSnowCheckoutForAmount(input: $input) {\n    url\n  }\n}\n\nquery RestSnowOrderMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;