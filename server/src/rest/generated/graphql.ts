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

/** A new staff account (ADMIN and up; ADMIN or SUPERADMIN accounts: SUPERADMIN only). */
export type CreateUserInput = {
  email: string;
  name?: string | null | undefined;
  /** At least 10 characters, not containing the part of the e-mail before the @. */
  password: string;
  role?: Role;
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

/** The legacy POST /api/admin/change-password body: the current password is optional, but without it the session must have signed in within the last 15 minutes. */
export type LegacyChangePasswordInput = {
  currentPassword?: string | null | undefined;
  newPassword: string;
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

/** Staff sign-in. */
export type LoginInput = {
  email: string;
  password: string;
};

/** What the public site sends on each route change (no cookie, nothing stored in the browser). */
export type RecordPageViewInput = {
  /** The path (query string and fragment are dropped). */
  path: string;
  /** document.referrer */
  referrer?: string | null | undefined;
  /** The utm_source query parameter of the landing URL. */
  utmSource?: string | null | undefined;
};

/** Staff roles, lowest to highest. */
export type Role =
  | 'ADMIN'
  | 'EMPLOYEE'
  | 'MANAGER'
  | 'SUPERADMIN';

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

/** A new role for another account. */
export type UpdateUserRoleInput = {
  id: string;
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

export type RestRecordPageViewMutationVariables = Exact<{
  input: RecordPageViewInput;
}>;


export type RestRecordPageViewMutation = { recordPageView: boolean };

export type RestAnalyticsSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsSummaryQuery = { analyticsSummary: { users: number, sessions: number, avgSessionDuration: number, bounceRate: number } };

export type RestAnalyticsRealtimeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsRealtimeQuery = { analyticsRealtime: { activeUsers: number } };

export type RestAnalyticsDailyQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsDailyQuery = { analyticsDaily: Array<{ date: string, users: number }> };

export type RestAnalyticsTopCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsTopCitiesQuery = { analyticsTopCities: Array<{ city: string, users: number }> };

export type RestAnalyticsTopPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsTopPagesQuery = { analyticsTopPages: Array<{ path: string, views: number }> };

export type RestAnalyticsDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsDevicesQuery = { analyticsDevices: Array<{ device: string, users: number }> };

export type RestAnalyticsSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestAnalyticsSourcesQuery = { analyticsSources: Array<{ source: string, users: number }> };

export type RestRecentOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type RestRecentOrdersQuery = { recentOrders: Array<{ id: string, client: string, type: string, date: string }> };

export type RestOrderStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestOrderStatsQuery = { orderStats: Array<{ date: string, count: number }> };

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
export const RestRecordPageViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRecordPageView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPageViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPageView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RestRecordPageViewMutation, RestRecordPageViewMutationVariables>;
export const RestAnalyticsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"avgSessionDuration"}},{"kind":"Field","name":{"kind":"Name","value":"bounceRate"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsSummaryQuery, RestAnalyticsSummaryQueryVariables>;
export const RestAnalyticsRealtimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsRealtime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsRealtime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsRealtimeQuery, RestAnalyticsRealtimeQueryVariables>;
export const RestAnalyticsDailyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsDaily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsDailyQuery, RestAnalyticsDailyQueryVariables>;
export const RestAnalyticsTopCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsTopCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsTopCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsTopCitiesQuery, RestAnalyticsTopCitiesQueryVariables>;
export const RestAnalyticsTopPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsTopPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsTopPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsTopPagesQuery, RestAnalyticsTopPagesQueryVariables>;
export const RestAnalyticsDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsDevicesQuery, RestAnalyticsDevicesQueryVariables>;
export const RestAnalyticsSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAnalyticsSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}}]} as unknown as DocumentNode<RestAnalyticsSourcesQuery, RestAnalyticsSourcesQueryVariables>;
export const RestRecentOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestRecentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<RestRecentOrdersQuery, RestRecentOrdersQueryVariables>;
export const RestOrderStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestOrderStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RestOrderStatsQuery, RestOrderStatsQueryVariables>;
export const RestSubmitEventRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubmitEventRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitEventRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEventRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<RestSubmitEventRequestMutation, RestSubmitEventRequestMutationVariables>;
export const RestCreatePickupRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreatePickupRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePickupRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPickupRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestCreatePickupRequestMutation, RestCreatePickupRequestMutationVariables>;
export const RestCreateSnowCheckoutForAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCreateSnowCheckoutForAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacySnowCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSnowCheckoutForAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RestCreateSnowCheckoutForAmountMutation, RestCreateSnowCheckoutForAmountMutationVariables>;
export const RestSnowOrderMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSnowOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snowOrderMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrdersThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRevenue"}}]}}]}}]} as unknown as DocumentNode<RestSnowOrderMetricsQuery, RestSnowOrderMetricsQueryVariables>;