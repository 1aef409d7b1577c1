/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Both passwords are required. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  newPassword: string;
};

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

/** What the /deneigement form sends. No amount: the server prices the order from the current price list. */
export type CreateSnowCheckoutInput = {
  /** Abrasive application. */
  abrasif?: boolean;
  /** Full address; must be in Trois-Rivières. */
  address: string;
  /** Customer e-mail address (receipt). */
  email: string;
  /** 'abonnement' (seasonal subscription) or 'one-shot' (one visit). */
  mode: string;
  /** Optional special note. */
  note?: string;
  /** Urgent intervention (within 2 hours). */
  urgent?: boolean;
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

/** Staff sign-in. */
export type LoginInput = {
  /** Staff e-mail address. */
  email: string;
  /** Password. */
  password: string;
};

/** What one price unit buys. */
export type PriceUnit =
  /** Once per order. */
  | 'FLAT'
  /** One hour of one staff member. */
  | 'HOUR'
  /** The whole snow season. */
  | 'SEASON'
  /** One unit of equipment for one day. */
  | 'UNIT_DAY'
  /** One snow-removal visit. */
  | 'VISIT';

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

/** Base price or extra. */
export type ServiceCategory =
  /** A main service price. */
  | 'BASE'
  /** An option or extra. */
  | 'EXTRA';

/** PENDING until the payment provider confirms; PAID never goes back. */
export type SnowOrderStatus =
  /** The (asynchronous) payment failed. */
  | 'CANCELED'
  /** The checkout session expired unpaid. */
  | 'EXPIRED'
  /** Payment confirmed (final). */
  | 'PAID'
  /** Stored, not paid yet. */
  | 'PENDING';

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

export type AdminLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginMutation = { login: { token: string, expiresAt: string, user: { id: string, email: string, name: string | null, role: Role } } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: string, email: string, name: string | null, role: Role } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { token: string, expiresAt: string, user: { id: string, email: string, name: string | null, role: Role } } };

export type DeleteMyAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type UsersPanel_UserFragment = { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null };

export type AdminUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsersQuery = { users: Array<{ id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type UpdateUserRoleMutationVariables = Exact<{
  input: UpdateUserRoleInput;
}>;


export type UpdateUserRoleMutation = { updateUserRole: { id: string, email: string, name: string | null, role: Role, createdAt: string, disabledAt: string | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: string };

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

export const UsersPanel_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UsersPanel_UserFragment, unknown>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"}}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPanel_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPanel_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]} as unknown as DocumentNode<UpdateUserRoleMutation, UpdateUserRoleMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const PriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<PriceListQuery, PriceListQueryVariables>;
export const SnowOrderConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SnowOrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowOrderConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"abrasif"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SnowOrderConfirmationQuery, SnowOrderConfirmationQueryVariables>;
export const SubmitEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"qst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SubmitEventRequestMutation, SubmitEventRequestMutationVariables>;
export const CreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreatePickupRequestMutation, CreatePickupRequestMutationVariables>;
export const CreateSnowCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSnowCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSnowCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnowCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateSnowCheckoutMutation, CreateSnowCheckoutMutationVariables>;
export const CompleteDemoPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteDemoPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeDemoPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmationCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CompleteDemoPaymentMutation, CompleteDemoPaymentMutationVariables>;