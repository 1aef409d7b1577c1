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

export type PriceListQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListQuery = { priceList: Array<{ id: string, name: string, label: string, category: ServiceCategory, unit: PriceUnit, price: number }> };

export type CreatePickupRequestMutationVariables = Exact<{
  input: CreatePickupRequestInput;
}>;


export type CreatePickupRequestMutation = { createPickupRequest: { id: string, createdAt: string } };


export const PriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<PriceListQuery, PriceListQueryVariables>;
export const CreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreatePickupRequestMutation, CreatePickupRequestMutationVariables>;