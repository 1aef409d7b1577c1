/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What the /ramassage form sends. */
export type CreatePickupRequestInput = {
  /** Full pickup address. */
  address: string;
  /** What to pick up (optional). */
  description?: string;
  /** Customer e-mail address. */
  email: string;
  /** 0 = ground floor (default), 1, 2, 3 = 3rd or higher. */
  floor?: number;
  /** Customer full name. */
  fullName: string;
  /** An elevator is available. */
  hasElevator?: boolean;
  /** Customer phone number (North American). */
  phone: string;
  /** Names of the photos chosen (at most 20; files are not uploaded). */
  photos?: Array<string>;
  /** Urgent intervention requested. */
  urgency?: boolean;
};

/** A new staff account (ADMIN and up; ADMIN or SUPERADMIN accounts: SUPERADMIN only). */
export type CreateUserInput = {
  /** Sign-in e-mail address (unique). */
  email: string;
  /** Display name. */
  name?: string | null | undefined;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  password: string;
  /** Role of the new account. */
  role?: Role;
};

/** Equipment counts (public-site.md §3 `materials`); an absent count is 0. */
export type EventMaterialsInput = {
  /** Number of bins. */
  bac?: number;
  /** Number of barrels. */
  baril?: number;
  /** Number of sorting islands. */
  ilot?: number;
  /** Number of hand-washing stations. */
  lavage?: number;
  /** Number of portable toilets. */
  toilette?: number;
};

/** Chosen services (public-site.md §3 `services`); absent means not chosen. */
export type EventServicesInput = {
  /** Delivery and pickup wanted. */
  livraison?: boolean;
  /** Cleaning wanted. */
  nettoyage?: boolean;
  /** On-site staff wanted. */
  staff?: boolean;
};

/** The legacy POST /api/admin/change-password body: the current password is optional, but without it the session must have signed in within the last 15 minutes. */
export type LegacyChangePasswordInput = {
  /** The current password (optional after a recent sign-in). */
  currentPassword?: string | null | undefined;
  /** The new password (password policy applies). */
  newPassword: string;
};

/** The legacy POST /api/stripe/create-checkout-session payload. `amount` (dollars, taxes included) only selects the option combination whose server-computed total equals it; it never sets a price. */
export type LegacySnowCheckoutInput = {
  /** Full address; must be in Trois-Rivières. */
  address: string;
  /** Amount in dollars computed by the legacy client; checked against the server price. */
  amount: number;
  /** Customer e-mail address (receipt). */
  email: string;
  /** 'abonnement' (seasonal subscription) or 'one-shot' (one visit). */
  mode: string;
};

/** Staff sign-in. */
export type LoginInput = {
  /** Staff e-mail address. */
  email: string;
  /** Password. */
  password: string;
};

/** Staff roles, lowest to highest. */
export type Role =
  /** Administration: accounts, prices, tokens, webhooks. */
  | 'ADMIN'
  /** Field staff: own time clock. */
  | 'EMPLOYEE'
  /** Operations: requests, orders, tours. */
  | 'MANAGER'
  /** Everything, including admin accounts. */
  | 'SUPERADMIN';

/** What the /evenementiel wizard sends. No amount: the server prices the request from the current price list. */
export type SubmitEventRequestInput = {
  /** Event address. */
  address: string;
  /** Comments (optional). */
  commentaires?: string;
  /** Client company name. */
  companyName: string;
  /** 'YYYY-MM-DD', not before dateStart. */
  dateEnd: string;
  /** 'YYYY-MM-DD' (or an ISO date-time: its date part is used). */
  dateStart: string;
  /** Client e-mail address. */
  email: string;
  /** Name of the event. */
  eventName: string;
  /** festival, municipal, course, foire or autre. */
  eventType: string;
  /** Equipment wanted. */
  materials: EventMaterialsInput;
  /** Québec enterprise number: exactly 10 digits. */
  neq: string;
  /** Expected participants. */
  participants: number;
  /** Phone number (optional). */
  phone?: string;
  /** E-mail a copy of the quote to `email`. */
  sendCopy?: boolean;
  /** Services wanted. */
  services: EventServicesInput;
  /** Staff members when the staff service is chosen (≥ 1). */
  staffCount?: number;
  /** Approximate area in square feet. */
  superficie?: number;
  /** Website (optional). */
  website?: string;
  /** Number of zones or kiosks. */
  zones?: number;
};

/** A new role for another account. */
export type UpdateUserRoleInput = {
  /** Account id. */
  id: string;
  /** The new role. */
  role: Role;
};

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { token: string } };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { me: { id: string, email: string, name: string | null, role: Role, createdAt: string } };

export type RestChangePasswordMutationVariables = Exact<{
  input: LegacyChangePasswordInput;
}>;


export type RestChangePasswordMutation = { changePasswordLegacy: { token: string } };

export type RestDeleteMyAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RestDeleteMyAccountMutation = { deleteMyAccount: boolean };

export type RestOrdersQueryVariables = Exact<{
  take: number;
}>;


export type RestOrdersQuery = { pickupRequests: Array<{ id: string, fullName: string, phone: string, address: string, createdAt: string, floor: number, hasElevator: boolean, urgency: boolean, description: string }> };

export type RestUserFieldsFragment = { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null };

export type RestUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type RestUsersQuery = { users: Array<{ id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null }> };

export type RestCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type RestCreateUserMutation = { createUser: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type RestUpdateUserRoleMutationVariables = Exact<{
  input: UpdateUserRoleInput;
}>;


export type RestUpdateUserRoleMutation = { updateUserRole: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type RestDeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type RestDeleteUserMutation = { deleteUser: string };

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

export const RestUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestUserFieldsFragment, unknown>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePasswordLegacy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RestChangePasswordMutation, RestChangePasswordMutationVariables>;
export const RestDeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"}}]}}]} as unknown as DocumentNode<RestDeleteMyAccountMutation, RestDeleteMyAccountMutationVariables>;
export const RestOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"hasElevator"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<RestOrdersQuery, RestOrdersQueryVariables>;
export const RestUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestUsersQuery, RestUsersQueryVariables>;
export const RestCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestCreateUserMutation, RestCreateUserMutationVariables>;
export const RestUpdateUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<RestUpdateUserRoleMutation, RestUpdateUserRoleMutationVariables>;
export const RestDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RestDeleteUserMutation, RestDeleteUserMutationVariables>;
export const RestSubmitEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubmitEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<RestSubmitEventRequestMutation, RestSubmitEventRequestMutationVariables>;
export const RestCreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestCreatePickupRequestMutation, RestCreatePickupRequestMutationVariables>;
export const RestCreateSnowCheckoutForAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateSnowCheckoutForAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacySnowCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnowCheckoutForAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RestCreateSnowCheckoutForAmountMutation, RestCreateSnowCheckoutForAmountMutationVariables>;
export const RestSnowOrderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSnowOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrdersThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRevenue"}}]}}]}}]} as unknown as DocumentNode<RestSnowOrderMetricsQuery, RestSnowOrderMetricsQueryVariables>;