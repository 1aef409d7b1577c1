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
    "mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nquery AdminMe {\n  me {\n    id\n    email\n    name\n    role\n  }\n}": typeof types.AdminLoginDocument,
    "query DashboardMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}\n\nquery DashboardAnalytics {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n  analyticsRealtime {\n    activeUsers\n  }\n  analyticsDaily {\n    date\n    users\n  }\n  analyticsTopCities {\n    city\n    users\n  }\n  analyticsTopPages {\n    path\n    views\n  }\n  analyticsDevices {\n    device\n    users\n  }\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery DashboardOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n  orderStats {\n    date\n    count\n  }\n}": typeof types.DashboardMetricsDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nmutation DeleteMyAccount {\n  deleteMyAccount\n}": typeof types.ChangePasswordDocument,
    "fragment UsersPanel_user on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery AdminUsers {\n  users {\n    ...UsersPanel_user\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation UpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": typeof types.UsersPanel_UserFragmentDoc,
    "query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}": typeof types.PriceListDocument,
    "query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}": typeof types.SnowOrderConfirmationDocument,
    "mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}": typeof types.SubmitEventRequestDocument,
    "mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}": typeof types.CreatePickupRequestDocument,
    "mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}": typeof types.CreateSnowCheckoutDocument,
};
const documents: Documents = {
    "mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nquery AdminMe {\n  me {\n    id\n    email\n    name\n    role\n  }\n}": types.AdminLoginDocument,
    "query DashboardMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}\n\nquery DashboardAnalytics {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n  analyticsRealtime {\n    activeUsers\n  }\n  analyticsDaily {\n    date\n    users\n  }\n  analyticsTopCities {\n    city\n    users\n  }\n  analyticsTopPages {\n    path\n    views\n  }\n  analyticsDevices {\n    device\n    users\n  }\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery DashboardOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n  orderStats {\n    date\n    count\n  }\n}": types.DashboardMetricsDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nmutation DeleteMyAccount {\n  deleteMyAccount\n}": types.ChangePasswordDocument,
    "fragment UsersPanel_user on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery AdminUsers {\n  users {\n    ...UsersPanel_user\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation UpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}": types.UsersPanel_UserFragmentDoc,
    "query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}": types.PriceListDocument,
    "query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}": types.SnowOrderConfirmationDocument,
    "mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}": types.SubmitEventRequestDocument,
    "mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}": types.CreatePickupRequestDocument,
    "mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}": types.CreateSnowCheckoutDocument,
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
export function gql(source: "mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nquery AdminMe {\n  me {\n    id\n    email\n    name\n    role\n  }\n}"): (typeof documents)["mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nquery AdminMe {\n  me {\n    id\n    email\n    name\n    role\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DashboardMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}\n\nquery DashboardAnalytics {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n  analyticsRealtime {\n    activeUsers\n  }\n  analyticsDaily {\n    date\n    users\n  }\n  analyticsTopCities {\n    city\n    users\n  }\n  analyticsTopPages {\n    path\n    views\n  }\n  analyticsDevices {\n    device\n    users\n  }\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery DashboardOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n  orderStats {\n    date\n    count\n  }\n}"): (typeof documents)["query DashboardMetrics {\n  snowOrderMetrics {\n    totalOrdersThisMonth\n    estimatedRevenue\n  }\n}\n\nquery DashboardAnalytics {\n  analyticsSummary {\n    users\n    sessions\n    avgSessionDuration\n    bounceRate\n  }\n  analyticsRealtime {\n    activeUsers\n  }\n  analyticsDaily {\n    date\n    users\n  }\n  analyticsTopCities {\n    city\n    users\n  }\n  analyticsTopPages {\n    path\n    views\n  }\n  analyticsDevices {\n    device\n    users\n  }\n  analyticsSources {\n    source\n    users\n  }\n}\n\nquery DashboardOrders {\n  recentOrders {\n    id\n    client\n    type\n    date\n  }\n  orderStats {\n    date\n    count\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nmutation DeleteMyAccount {\n  deleteMyAccount\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    token\n    expiresAt\n    user {\n      id\n      email\n      name\n      role\n    }\n  }\n}\n\nmutation DeleteMyAccount {\n  deleteMyAccount\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment UsersPanel_user on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery AdminUsers {\n  users {\n    ...UsersPanel_user\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation UpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"): (typeof documents)["fragment UsersPanel_user on User {\n  id\n  email\n  name\n  role\n  createdAt\n  disabledAt\n}\n\nquery AdminUsers {\n  users {\n    ...UsersPanel_user\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation UpdateUserRole($input: UpdateUserRoleInput!) {\n  updateUserRole(input: $input) {\n    ...UsersPanel_user\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id)\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}"): (typeof documents)["query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}"): (typeof documents)["query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}"): (typeof documents)["mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}"): (typeof documents)["mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}"): (typeof documents)["mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;