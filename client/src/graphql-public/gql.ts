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
    "query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}": typeof types.PriceListDocument,
    "query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}": typeof types.SnowOrderConfirmationDocument,
    "query EquipmentAvailability($start: Date!, $end: Date!) {\n  equipmentAvailability(start: $start, end: $end) {\n    code\n    stock\n    available\n  }\n}": typeof types.EquipmentAvailabilityDocument,
    "mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}": typeof types.SubmitEventRequestDocument,
    "mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}": typeof types.CreatePickupRequestDocument,
    "mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}": typeof types.CreateSnowCheckoutDocument,
};
const documents: Documents = {
    "query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}": types.PriceListDocument,
    "query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}": types.SnowOrderConfirmationDocument,
    "query EquipmentAvailability($start: Date!, $end: Date!) {\n  equipmentAvailability(start: $start, end: $end) {\n    code\n    stock\n    available\n  }\n}": types.EquipmentAvailabilityDocument,
    "mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}": types.SubmitEventRequestDocument,
    "mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}": types.CreatePickupRequestDocument,
    "mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}": types.CreateSnowCheckoutDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PriceList {\n  priceList {\n    id\n    name\n    label\n    category\n    unit\n    price\n  }\n}"): typeof import('./graphql').PriceListDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SnowOrderConfirmation($sessionId: String!) {\n  snowOrderConfirmation(sessionId: $sessionId) {\n    mode\n    abrasif\n    urgent\n    address\n    email\n    subtotal\n    gst\n    qst\n    total\n    confirmationCode\n    status\n  }\n}"): typeof import('./graphql').SnowOrderConfirmationDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query EquipmentAvailability($start: Date!, $end: Date!) {\n  equipmentAvailability(start: $start, end: $end) {\n    code\n    stock\n    available\n  }\n}"): typeof import('./graphql').EquipmentAvailabilityDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SubmitEventRequest($input: SubmitEventRequestInput!) {\n  submitEventRequest(input: $input) {\n    id\n    reference\n    days\n    subtotal\n    gst\n    qst\n    total\n  }\n}"): typeof import('./graphql').SubmitEventRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CreatePickupRequest($input: CreatePickupRequestInput!) {\n  createPickupRequest(input: $input) {\n    id\n    createdAt\n  }\n}"): typeof import('./graphql').CreatePickupRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CreateSnowCheckout($input: CreateSnowCheckoutInput!) {\n  createSnowCheckout(input: $input) {\n    url\n  }\n}\n\nmutation CompleteDemoPayment($token: String!) {\n  completeDemoPayment(token: $token) {\n    confirmationCode\n    status\n  }\n}"): typeof import('./graphql').CreateSnowCheckoutDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
