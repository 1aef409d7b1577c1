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

/** What the /deneigement form sends. No amount: the server prices the order from the current price list. */
export type CreateSnowCheckoutInput = {
  /** Abrasive application. */
  abrasif?: boolean;
  /** Full address; must be in Trois-Rivières. */
  address: string;
  email: string;
  /** 'abonnement' (seasonal subscription) or 'one-shot' (one visit). */
  mode: string;
  /** Optional special note. */
  note?: string;
  /** Urgent intervention (within 2 hours). */
  urgent?: boolean;
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

/** What one price unit buys. */
export type PriceUnit =
  | 'FLAT'
  | 'HOUR'
  | 'SEASON'
  | 'UNIT_DAY'
  | 'VISIT';

/** Base price or extra. */
export type ServiceCategory =
  | 'BASE'
  | 'EXTRA';

/** PENDING until the payment provider confirms; PAID never goes back. */
export type SnowOrderStatus =
  | 'CANCELED'
  | 'EXPIRED'
  | 'PAID'
  | 'PENDING';

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

export type PriceListQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListQuery = { priceList: Array<{ id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number }> };

export type SnowOrderConfirmationQueryVariables = Exact<{
  sessionId: string;
}>;


export type SnowOrderConfirmationQuery = { snowOrderConfirmation: { mode: string, abrasif: boolean, urgent: boolean, address: string, email: string, subtotal: number, gst: number, qst: number, total: number, confirmationCode: string, status: SnowOrderStatus } | null };

export type SubmitEventRequestMutationVariables = Exact<{
  input: SubmitEventRequestInput;
}>;


export type SubmitEventRequestMutation = { submitEventRequest: { id: string, reference: string, days: number, subtotal: number, gst: number, qst: number, total: number } };

export type CreatePickupRequestMutationVariables = Exact<{
  input: CreatePickupRequestInput;
}>;


export type CreatePickupRequestMutation = { createPickupRequest: { id: string, createdAt: string } };

export type CreateSnowCheckoutMutationVariables = Exact<{
  input: CreateSnowCheckoutInput;
}>;


export type CreateSnowCheckoutMutation = { createSnowCheckout: { url: string } };

export type CompleteDemoPaymentMutationVariables = Exact<{
  token: string;
}>;


export type CompleteDemoPaymentMutation = { completeDemoPayment: { confirmationCode: string, status: SnowOrderStatus } };


export const PriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<PriceListQuery, PriceListQueryVariables>;
export const SnowOrderConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnowOrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowOrderConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SnowOrderConfirmationQuery, SnowOrderConfirmationQueryVariables>;
export const SubmitEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SubmitEventRequestMutation, SubmitEventRequestMutationVariables>;
export const CreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreatePickupRequestMutation, CreatePickupRequestMutationVariables>;
export const CreateSnowCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSnowCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSnowCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnowCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateSnowCheckoutMutation, CreateSnowCheckoutMutationVariables>;
export const CompleteDemoPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteDemoPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeDemoPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CompleteDemoPaymentMutation, CompleteDemoPaymentMutationVariables>;