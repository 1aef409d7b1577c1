/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What the /ramassage form sends. */
export type CreatePickupRequestInput = {
  address: string;
  description?: string;
  email: string;
  /** 0 = ground floor (default), 1, 2, 3 = 3rd or higher. */
  floor?: number;
  fullName: string;
  hasElevator?: boolean;
  phone: string;
  photos?: Array<string>;
  urgency?: boolean;
};

/** Equipment counts (public-site.md §3 `materials`); an absent count is 0. */
export type EventMaterialsInput = {
  bac?: number;
  baril?: number;
  ilot?: number;
  lavage?: number;
  toilette?: number;
};

/** Chosen services (public-site.md §3 `services`); absent means not chosen. */
export type EventServicesInput = {
  livraison?: boolean;
  nettoyage?: boolean;
  staff?: boolean;
};

/** The legacy POST /api/stripe/create-checkout-session payload. `amount` (dollars, taxes included) only selects the option combination whose server-computed total equals it; it never sets a price. */
export type LegacySnowCheckoutInput = {
  /** Full address; must be in Trois-Rivières. */
  address: string;
  amount: number;
  email: string;
  /** 'abonnement' (seasonal subscription) or 'one-shot' (one visit). */
  mode: string;
};

/** What the /evenementiel wizard sends. No amount: the server prices the request from the current price list. */
export type SubmitEventRequestInput = {
  address: string;
  commentaires?: string;
  companyName: string;
  /** 'YYYY-MM-DD', not before dateStart. */
  dateEnd: string;
  /** 'YYYY-MM-DD' (or an ISO date-time: its date part is used). */
  dateStart: string;
  email: string;
  eventName: string;
  /** festival, municipal, course, foire or autre. */
  eventType: string;
  materials: EventMaterialsInput;
  /** Québec enterprise number: exactly 10 digits. */
  neq: string;
  participants: number;
  phone?: string;
  /** E-mail a copy of the quote to `email`. */
  sendCopy?: boolean;
  services: EventServicesInput;
  /** Staff members when the staff service is chosen (≥ 1). */
  staffCount?: number;
  /** Approximate area in square feet. */
  superficie?: number;
  website?: string;
  zones?: number;
};

export type RestSubmitEventRequestMutationVariables = Exact<{
  input: SubmitEventRequestInput;
}>;


export type RestSubmitEventRequestMutation = { submitEventRequest: { id: string, reference: string } };

export type RestCreatePickupRequestMutationVariables = Exact<{
  input: CreatePickupRequestInput;
}>;


export type RestCreatePickupRequestMutation = { createPickupRequest: { id: string } };

export type RestCreateSnowCheckoutForAmountMutationVariables = Exact<{
  input: LegacySnowCheckoutInput;
}>;


export type RestCreateSnowCheckoutForAmountMutation = { createSnowCheckoutForAmount: { url: string } };

export type RestSnowOrderMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestSnowOrderMetricsQuery = { snowOrderMetrics: { totalOrdersThisMonth: number, estimatedRevenue: number } };


export const RestSubmitEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubmitEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<RestSubmitEventRequestMutation, RestSubmitEventRequestMutationVariables>;
export const RestCreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestCreatePickupRequestMutation, RestCreatePickupRequestMutationVariables>;
export const RestCreateSnowCheckoutForAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateSnowCheckoutForAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacySnowCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnowCheckoutForAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RestCreateSnowCheckoutForAmountMutation, RestCreateSnowCheckoutForAmountMutationVariables>;
export const RestSnowOrderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSnowOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrdersThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRevenue"}}]}}]}}]} as unknown as DocumentNode<RestSnowOrderMetricsQuery, RestSnowOrderMetricsQueryVariables>;