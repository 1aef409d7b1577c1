import { GraphQLObjectType } from 'graphql';
import { DataSource } from 'typeorm';
import { App } from '../../server/src/app';
import { buildAppSchema } from '../../server/src/schema';
import { ApiToken } from '../../server/src/modules/auth/api-token.entity';
import { PasswordResetRequest } from '../../server/src/modules/auth/staff-session.entities';
import { hashApiToken } from '../../server/src/modules/auth/api-tokens.service';
import { eventInput, eventRestBody } from '../../server/src/modules/events/events.fixtures';
import { pickupInput, pickupRestBody } from '../../server/src/modules/pickup/pickup.fixtures';
import { PickupRequest, PickupStatus } from '../../server/src/modules/pickup/pickup-request.entity';
import { insertSnowOrder, legacySnowInput, SNOW_ADDRESS, snowCheckoutInput } from '../../server/src/modules/snow/snow.fixtures';
import { SnowOrderStatus } from '../../server/src/modules/snow/snow-order.entity';
import { Tour, TourStatus } from '../../server/src/modules/tours/tour.entities';
import { SnowContract, SnowContractStatus, Snowfall, SnowRoute } from '../../server/src/modules/snow-season/snow-season.entities';
import { Kiosk } from '../../server/src/modules/kiosk/kiosk.entities';
import { TimesheetRecord, TimesheetStatus } from '../../server/src/modules/timesheets/timesheet.entities';
import { DEFAULT_LABOUR_SETTINGS, payPeriodOf } from '../../server/src/shared/time/labour-standards';
import { AllocationKind, EquipmentAllocation } from '../../server/src/modules/availability/equipment-allocation.entities';
import { Service } from '../../server/src/modules/pricing/service.entity';
import { sectorOfAddress } from '../../server/src/shared/tours';
import { insertEntry } from '../../server/src/modules/timeclock/timeclock.fixtures';
import { User } from '../../server/src/modules/users/user.entity';
import { insertWebhookDelivery, insertWebhookEndpoint } from '../../server/src/modules/webhooks/webhooks.fixtures';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { createRestRouter, listRestRoutes } from '../../server/src/rest/rest-router';
import { createInvoicesRouter } from '../../server/src/modules/invoices/invoices.routes';
import { ERROR_CATEGORY, HTTP_STATUS, isErrorCode } from '../../server/src/shared/errors';
import { Role, roleAtLeast, ROLE_ORDER } from '../../server/src/shared/roles';
import { createTestApp, TEST_NOW } from '../../server/src/testing/app';
import { describeEachDb, openTestDatabase } from '../../server/src/testing/db';
import { graphqlRequest, restRequest } from '../../server/src/testing/requests';
import { forgedTokens, validToken } from '../../server/src/testing/tokens';

/**
 * The authorization matrix: every GraphQL query and mutation of the built schema and every REST path
 * under /api, called with no token, refused tokens (expired, other key, edited role claim,
 * alg none) and a staff session and an integrator API token of each role. Each must answer 401,
 * 403 or succeed as the table below says. An operation or path missing from the table fails the
 * suite: add it with its minimum role when you add it to the API.
 */

type Minimum = 'PUBLIC' | Role;
interface Rule {
  minimum: Minimum;
  /** Operations on one's own account or on tokens: a staff session is required, API tokens get 403. */
  session?: boolean;
  /** Not authenticated by a staff credential at all (e.g. Stripe's signature): this answer for everyone. */
  always?: Outcome;
  /** What an allowed caller gets instead of success (e.g. 404 for an id that is nobody's). */
  okAs?: Outcome;
}
type Outcome = 'ok' | number;

interface Seed {
  /** An account of this role, created for this call only. */
  user: (role: Role) => Promise<User>;
  /** Tokens forged from one SUPERADMIN's genuine token (forgedTokens), made once per database: refused alike by every call. */
  forged: () => Promise<Record<string, string>>;
  /** The id of an EMPLOYEE integrator token created for this call only (a revocation target). */
  apiTokenId: () => Promise<string>;
  /** The secret of a token of this role, created for this call only by a SUPERADMIN. */
  apiTokenSecret: (role: Role) => Promise<string>;
  uniqueEmail: () => string;
  /** Forgets the password-reset requests counted so far (the per-address limit would refuse the matrix's 20 calls from one address). */
  forgetResetRequests: () => Promise<void>;
  /** A pickup request at this status, created for this call only. */
  pickupRequestId: (status: PickupStatus) => Promise<string>;
  /** An account whose password is FIXTURE_PASSWORD, for sign-ins. */
  loginUser: User;
  /** The demo-checkout token of a new pending snow order (no Stripe key in tests). */
  snowDemoToken: () => Promise<string>;
  /** A closed 09:00–11:00 UTC time entry of a new EMPLOYEE, created for this call only. */
  timeEntry: () => Promise<{ id: number; userId: number }>;
  /** The id of a new pending event submission. */
  eventId: () => Promise<string>;
  /** The id of a new draft quote revision (revision 1 of a new event submission). */
  quoteRevisionId: () => Promise<string>;
  /** A webhook endpoint and one delivery to it, created for this call only. */
  webhookEndpointId: () => Promise<string>;
  webhookDeliveryId: () => Promise<string>;
  /** A createTour input whose day (its own, for this call only) has one paid one-shot to serve. */
  tourInput: () => Promise<Record<string, string>>;
  /** The id of a new planned tour. */
  tourId: () => Promise<string>;
  /** A new active snow contract whose season has not started (refund = its total, 1000 cents). */
  snowContractId: () => Promise<string>;
  /** A new route (of a new snowfall) with no visits. */
  snowRouteId: () => Promise<string>;
  /** A snowfall day no call used yet (in the snow months, before TEST_NOW). */
  snowfallDate: () => string;
  /** A new EMPLOYEE's timesheet of the previous pay period at this status (issue #18). */
  timesheet: (status: TimesheetStatus) => Promise<{ userId: string; periodStart: string }>;
  /** The id of a new kiosk. */
  kioskId: () => Promise<string>;
  /** The id of the toilets' price row and of a new one-unit block of them (equipment availability). */
  toiletServiceId: () => Promise<string>;
  equipmentBlockId: () => Promise<string>;
}

interface GraphqlCase extends Rule {
  document: string;
  variables?: (seed: Seed) => Promise<Record<string, unknown>>;
}

interface RestCase extends Rule {
  request: (seed: Seed) => Promise<{ path: string; body?: unknown }>;
}

const NEW_PASSWORD = 'Deneigement-Express-88';

export const GRAPHQL_OPERATIONS: Record<string, GraphqlCase> = {
  'query ping': { minimum: 'PUBLIC', document: '{ ping }' },
  'query priceList': { minimum: 'PUBLIC', document: '{ priceList { id } }' },
  'query snowOrderConfirmation': {
    minimum: 'PUBLIC',
    document: 'query($sessionId: String!) { snowOrderConfirmation(sessionId: $sessionId) { confirmationCode } }',
    variables: async () => ({ sessionId: 'cs_test_inconnue' }),
  },
  'query snowOrderMetrics': { minimum: Role.MANAGER, document: '{ snowOrderMetrics { totalOrdersThisMonth } }' },
  'mutation createSnowCheckout': {
    minimum: 'PUBLIC',
    document: 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }',
    variables: async () => ({ input: { ...snowCheckoutInput() } }),
  },
  'mutation createSnowCheckoutForAmount': {
    minimum: 'PUBLIC',
    document: 'mutation($input: LegacySnowCheckoutInput!) { createSnowCheckoutForAmount(input: $input) { url } }',
    variables: async () => ({ input: { ...legacySnowInput() } }),
  },
  'mutation completeDemoPayment': {
    minimum: 'PUBLIC',
    document: 'mutation($token: String!) { completeDemoPayment(token: $token) { status } }',
    variables: async (seed) => ({ token: await seed.snowDemoToken() }),
  },
  'mutation submitEventRequest': {
    minimum: 'PUBLIC',
    document: 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }',
    variables: async () => ({ input: { ...eventInput() } }),
  },
  'mutation updateServicePrice': {
    minimum: Role.ADMIN,
    document: 'mutation($input: UpdateServicePriceInput!) { updateServicePrice(input: $input) { id } }',
    variables: async () => ({ input: { id: '1', price: 8000 } }),
  },
  'query eventCatalogue': { minimum: 'PUBLIC', document: '{ eventCatalogue { id } }' },
  'mutation updateService': {
    minimum: Role.ADMIN,
    document: 'mutation($input: UpdateServiceInput!) { updateService(input: $input) { id } }',
    variables: async () => ({ input: { id: '1', active: true } }),
  },
  'mutation createService': {
    minimum: Role.ADMIN,
    document: 'mutation($input: CreateServiceInput!) { createService(input: $input) { id } }',
    variables: async (seed) => ({
      input: { name: `extra.test${seed.uniqueEmail().replace(/\W/g, '')}`, label: 'Service test', category: 'EXTRA', price: 1000 },
    }),
  },
  'query eventRequests': { minimum: Role.MANAGER, document: '{ eventRequests(take: 5) { id } }' },
  'query eventRequest': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { eventRequest(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'mutation updateEventStatus': {
    minimum: Role.MANAGER,
    document: 'mutation($input: UpdateEventStatusInput!) { updateEventStatus(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: await seed.eventId(), status: 'CONFIRMED' } }),
  },
  'mutation createEventQuotePdfLink': {
    minimum: Role.MANAGER,
    document: 'mutation($id: ID!) { createEventQuotePdfLink(id: $id) { url expiresAt } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'mutation resendEventQuote': {
    minimum: Role.MANAGER,
    document: 'mutation($id: ID!) { resendEventQuote(id: $id) }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'query me': { minimum: Role.EMPLOYEE, session: true, document: '{ me { id } }' },
  'mutation recordPageView': { minimum: 'PUBLIC', document: 'mutation { recordPageView(input: { path: "/" }) }' },
  'query tours': { minimum: Role.MANAGER, document: '{ tours(date: "2026-11-21") { zone } }' },
  'mutation createTour': {
    minimum: Role.MANAGER,
    document: 'mutation($input: CreateTourInput!) { createTour(input: $input) { id } }',
    variables: async (seed) => ({ input: await seed.tourInput() }),
  },
  'mutation updateTourStatus': {
    minimum: Role.MANAGER,
    document: 'mutation($input: UpdateTourStatusInput!) { updateTourStatus(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: await seed.tourId(), status: 'IN_PROGRESS' } }),
  },
  'query snowContracts': { minimum: Role.MANAGER, document: '{ snowContracts { id } }' },
  'query snowContractCancellation': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { snowContractCancellation(id: $id) { refundCents } }',
    variables: async (seed) => ({ id: await seed.snowContractId() }),
  },
  // The seeded contract has no paid invoice to refund: an allowed caller reaches the refund and gets 404.
  'mutation cancelSnowContract': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation($input: CancelSnowContractInput!) { cancelSnowContract(input: $input) { id } }',
    variables: async (seed) => ({ input: { contractId: await seed.snowContractId(), expectedRefundCents: 1000 } }),
  },
  'query snowfalls': { minimum: Role.MANAGER, document: '{ snowfalls { id } }' },
  'mutation declareSnowfall': {
    minimum: Role.MANAGER,
    document: 'mutation($input: DeclareSnowfallInput!) { declareSnowfall(input: $input) { created } }',
    variables: async (seed) => ({ input: { date: seed.snowfallDate(), cm: 10, endTime: '06:00' } }),
  },
  'query snowBoard': { minimum: Role.MANAGER, document: '{ snowBoard { routes { id } } }' },
  'query snowEmployees': { minimum: Role.MANAGER, document: '{ snowEmployees { id } }' },
  'mutation assignSnowRoute': {
    minimum: Role.MANAGER,
    document: 'mutation($input: AssignSnowRouteInput!) { assignSnowRoute(input: $input) { id } }',
    variables: async (seed) => ({ input: { routeId: await seed.snowRouteId(), employeeId: null } }),
  },
  'mutation reorderSnowRoute': {
    minimum: Role.MANAGER,
    document: 'mutation($input: ReorderSnowRouteInput!) { reorderSnowRoute(input: $input) { id } }',
    variables: async (seed) => ({ input: { routeId: await seed.snowRouteId(), visitIds: [] } }),
  },
  'query mySnowRoutes': { minimum: Role.EMPLOYEE, session: true, document: '{ mySnowRoutes { id } }' },
  // Only the route's driver may complete a visit: for an id that is nobody's, every staff session gets 404.
  'mutation completeSnowVisit': {
    minimum: Role.EMPLOYEE,
    session: true,
    okAs: 404,
    document: 'mutation($input: CompleteSnowVisitInput!) { completeSnowVisit(input: $input) { id } }',
    variables: async () => ({ input: { visitId: '999999', outcome: 'done', occurredAt: '2026-11-21T14:00:00.000Z', idempotencyKey: `matrice-${Math.random().toString(36).slice(2, 12)}` } }),
  },
  // Client portal operations: a client session cookie, never a staff credential.
  'query clientSnowContracts': { minimum: 'PUBLIC', always: 401, document: '{ clientSnowContracts { id } }' },
  'query clientSnowContractCancellation': { minimum: 'PUBLIC', always: 401, document: '{ clientSnowContractCancellation(id: "1") { refundCents } }' },
  'mutation cancelClientSnowContract': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation { cancelClientSnowContract(input: { contractId: "1", expectedRefundCents: 0 }) { id } }',
  },
  'query clientSnowRenewals': { minimum: 'PUBLIC', always: 401, document: '{ clientSnowRenewals { contractId } }' },
  'mutation renewClientSnowContract': { minimum: 'PUBLIC', always: 401, document: 'mutation { renewClientSnowContract(id: "1") { url } }' },
  'query recentOrders': { minimum: Role.MANAGER, document: '{ recentOrders { id } }' },
  'query orderMetrics': { minimum: Role.MANAGER, document: '{ orderMetrics { totalOrdersThisMonth byService { service } } }' },
  'query clients': { minimum: Role.MANAGER, document: '{ clients(first: 5) { totalCount } }' },
  'query client': {
    minimum: Role.MANAGER,
    document: 'query($email: String!) { client(email: $email) { client { id } } }',
    variables: async (seed) => {
      await seed.pickupRequestId(PickupStatus.NEW);
      return { email: pickupInput().email };
    },
  },
  'query logs': { minimum: Role.ADMIN, document: '{ logs(limit: 5) { level } }' },
  'query orderStats': { minimum: Role.MANAGER, document: '{ orderStats { date } }' },
  'query analyticsSummary': { minimum: Role.MANAGER, document: '{ analyticsSummary { users } }' },
  'query analyticsRealtime': { minimum: Role.MANAGER, document: '{ analyticsRealtime { activeUsers } }' },
  'query analyticsDaily': { minimum: Role.MANAGER, document: '{ analyticsDaily { date } }' },
  'query analyticsTopCities': { minimum: Role.MANAGER, document: '{ analyticsTopCities { city } }' },
  'query analyticsTopPages': { minimum: Role.MANAGER, document: '{ analyticsTopPages { path } }' },
  'query analyticsDevices': { minimum: Role.MANAGER, document: '{ analyticsDevices { device } }' },
  'query analyticsSources': { minimum: Role.MANAGER, document: '{ analyticsSources { source } }' },
  'query pickupRequests': { minimum: Role.MANAGER, document: '{ pickupRequests(take: 5) { id } }' },
  'query pickupRequest': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { pickupRequest(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.pickupRequestId(PickupStatus.NEW) }),
  },
  'mutation estimatePickup': {
    minimum: Role.MANAGER,
    document: 'mutation($input: EstimatePickupInput!) { estimatePickup(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: await seed.pickupRequestId(PickupStatus.NEW), amountCents: 12000 } }),
  },
  'mutation schedulePickup': {
    minimum: Role.MANAGER,
    document: 'mutation($input: SchedulePickupInput!) { schedulePickup(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: await seed.pickupRequestId(PickupStatus.ESTIMATED), date: '2026-12-01', slot: 'AM' } }),
  },
  'mutation updatePickupStatus': {
    minimum: Role.MANAGER,
    document: 'mutation($input: UpdatePickupStatusInput!) { updatePickupStatus(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: await seed.pickupRequestId(PickupStatus.NEW), status: 'CANCELED' } }),
  },
  'query users': { minimum: Role.ADMIN, document: '{ users { id } }' },
  'query pickupRequestsConnection': { minimum: Role.MANAGER, document: '{ pickupRequestsConnection(first: 5) { totalCount } }' },
  'query eventRequestsConnection': { minimum: Role.MANAGER, document: '{ eventRequestsConnection(first: 5) { totalCount } }' },
  'query snowOrders': { minimum: Role.MANAGER, document: '{ snowOrders(first: 5) { totalCount edges { node { totalFormatted } } } }' },
  'query usersConnection': { minimum: Role.ADMIN, document: '{ usersConnection(first: 5) { totalCount } }' },
  'query timeEntriesConnection': { minimum: Role.MANAGER, document: '{ timeEntriesConnection(first: 5) { totalCount edges { node { durationMs } } } }' },
  'query pageViewsConnection': { minimum: Role.ADMIN, document: '{ pageViewsConnection(first: 5) { totalCount edges { node { path } } } }' },
  'query apiTokens': { minimum: Role.ADMIN, session: true, document: '{ apiTokens { id } }' },
  'mutation createPickupRequest': {
    minimum: 'PUBLIC',
    document: 'mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }',
    variables: async () => ({ input: { ...pickupInput() } }),
  },
  'mutation login': {
    minimum: 'PUBLIC',
    document: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
    variables: async (seed) => ({ input: { email: seed.loginUser.email, password: FIXTURE_PASSWORD } }),
  },
  'mutation changePassword': {
    minimum: Role.EMPLOYEE,
    session: true,
    document: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
    variables: async () => ({ input: { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD } }),
  },
  'mutation changePasswordLegacy': {
    minimum: Role.EMPLOYEE,
    session: true,
    document: 'mutation($input: LegacyChangePasswordInput!) { changePasswordLegacy(input: $input) { token } }',
    variables: async () => ({ input: { newPassword: NEW_PASSWORD } }),
  },
  'mutation deleteMyAccount': { minimum: Role.EMPLOYEE, session: true, document: 'mutation { deleteMyAccount }' },
  'mutation createUser': {
    minimum: Role.ADMIN,
    document: 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    variables: async (seed) => ({ input: { email: seed.uniqueEmail(), password: NEW_PASSWORD, role: 'EMPLOYEE', firstName: 'Léa', lastName: 'Roy' } }),
  },
  // Issue #27: staff as people.
  'query inSnowSeason': { minimum: Role.EMPLOYEE, document: '{ inSnowSeason }' },
  'mutation logout': { minimum: Role.EMPLOYEE, session: true, document: 'mutation { logout }' },
  'mutation requestPasswordReset': {
    minimum: 'PUBLIC',
    document: 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }',
    variables: async (seed) => {
      await seed.forgetResetRequests();
      return { input: { email: seed.uniqueEmail() } };
    },
  },
  'mutation resetPassword': {
    minimum: 'PUBLIC',
    always: 400,
    document: 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { token } }',
    variables: async () => ({ input: { token: 'pas-un-lien-valide-0123456789', newPassword: NEW_PASSWORD } }),
  },
  'mutation updateUserProfile': {
    minimum: Role.ADMIN,
    session: true,
    document: 'mutation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: String((await seed.user(Role.EMPLOYEE)).id), firstName: 'Paul', lastName: 'Roy' } }),
  },
  'mutation sendPasswordResetLink': {
    minimum: Role.ADMIN,
    document: 'mutation($input: StaffAccountInput!) { sendPasswordResetLink(input: $input) }',
    variables: async (seed) => ({ input: { userId: String((await seed.user(Role.EMPLOYEE)).id) } }),
  },
  'mutation forcePasswordChange': {
    minimum: Role.ADMIN,
    document: 'mutation($input: StaffAccountInput!) { forcePasswordChange(input: $input) { id } }',
    variables: async (seed) => ({ input: { userId: String((await seed.user(Role.EMPLOYEE)).id) } }),
  },
  'mutation endUserSessions': {
    minimum: Role.ADMIN,
    document: 'mutation($input: StaffAccountInput!) { endUserSessions(input: $input) { id } }',
    variables: async (seed) => ({ input: { userId: String((await seed.user(Role.EMPLOYEE)).id) } }),
  },
  'query payRates': {
    minimum: Role.ADMIN,
    document: 'query($userId: ID!) { payRates(userId: $userId) { id } }',
    variables: async (seed) => ({ userId: String((await seed.user(Role.EMPLOYEE)).id) }),
  },
  'mutation setPayRate': {
    minimum: Role.ADMIN,
    document: 'mutation($input: SetPayRateInput!) { setPayRate(input: $input) { id } }',
    variables: async (seed) => ({ input: { userId: String((await seed.user(Role.EMPLOYEE)).id), effectiveFrom: '2026-11-01', rateCents: 2200 } }),
  },
  'mutation updateUserRole': {
    minimum: Role.ADMIN,
    document: 'mutation($input: UpdateUserRoleInput!) { updateUserRole(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: String((await seed.user(Role.EMPLOYEE)).id), role: 'MANAGER' } }),
  },
  'mutation deleteUser': {
    minimum: Role.ADMIN,
    document: 'mutation($id: ID!) { deleteUser(id: $id) }',
    variables: async (seed) => ({ id: String((await seed.user(Role.EMPLOYEE)).id) }),
  },
  'mutation createApiToken': {
    minimum: Role.ADMIN,
    session: true,
    document: 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
    variables: async () => ({ input: { name: 'Intégration', role: 'EMPLOYEE' } }),
  },
  'mutation revokeApiToken': {
    minimum: Role.ADMIN,
    session: true,
    document: 'mutation($id: ID!) { revokeApiToken(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.apiTokenId() }),
  },
  'query myTimeClockStatus': { minimum: Role.EMPLOYEE, session: true, document: '{ myTimeClockStatus { openEntry { id } serverTime } }' },
  'query myTimeSheet': { minimum: Role.EMPLOYEE, session: true, document: '{ myTimeSheet { totalMs entries { id } } }' },
  'mutation punch': {
    minimum: Role.EMPLOYEE,
    session: true,
    document: 'mutation($input: PunchInput!) { punch(input: $input) { __typename ... on TimeEntry { id } } }',
    variables: async (seed) => ({ input: { action: 'IN', idempotencyKey: `matrice-${seed.uniqueEmail().replace(/\W/g, '')}` } }),
  },
  'query staffHoursSummary': { minimum: Role.MANAGER, document: '{ staffHoursSummary(roles: ALL) { userId totalMs } }' },
  'query staffTimeSheet': {
    minimum: Role.MANAGER,
    document: 'query($userId: ID!) { staffTimeSheet(userId: $userId) { totalMs entries { id } } }',
    variables: async (seed) => ({ userId: String((await seed.timeEntry()).userId) }),
  },
  'query timeEntryChanges': {
    minimum: Role.MANAGER,
    document: 'query($userId: ID!) { timeEntryChanges(userId: $userId) { id } }',
    variables: async (seed) => ({ userId: String((await seed.timeEntry()).userId) }),
  },
  'mutation createTimeEntry': {
    minimum: Role.MANAGER,
    document: 'mutation($input: CreateTimeEntryInput!) { createTimeEntry(input: $input) { id } }',
    variables: async (seed) => ({
      input: { userId: String((await seed.user(Role.EMPLOYEE)).id), clockIn: '2026-11-20T08:00', clockOut: '2026-11-20T12:00' },
    }),
  },
  'mutation updateTimeEntry': {
    minimum: Role.MANAGER,
    document: 'mutation($input: UpdateTimeEntryInput!) { updateTimeEntry(input: $input) { id } }',
    variables: async (seed) => ({ input: { id: String((await seed.timeEntry()).id), note: 'Corrigé' } }),
  },
  'mutation splitTimeEntry': {
    minimum: Role.MANAGER,
    document: 'mutation($input: SplitTimeEntryInput!) { splitTimeEntry(input: $input) { id } }',
    variables: async (seed) => ({
      input: { id: String((await seed.timeEntry()).id), breakStart: '2026-11-20T09:30:00Z', breakEnd: '2026-11-20T10:00:00Z' },
    }),
  },
  'mutation deleteTimeEntry': {
    minimum: Role.MANAGER,
    document: 'mutation($input: DeleteTimeEntryInput!) { deleteTimeEntry(input: $input) }',
    variables: async (seed) => ({ input: { id: String((await seed.timeEntry()).id) } }),
  },

  'query webhookEndpoints': { minimum: Role.ADMIN, document: '{ webhookEndpoints { id } }' },
  'query webhookDeliveries': { minimum: Role.ADMIN, document: '{ webhookDeliveries(first: 5) { totalCount edges { node { attempts { id } } } } }' },
  'mutation createWebhookEndpoint': {
    minimum: Role.ADMIN,
    document: 'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
    variables: async () => ({ input: { url: 'http://127.0.0.1:9/recepteur', events: ['PICKUP_CREATED'] } }),
  },
  'mutation deleteWebhookEndpoint': {
    minimum: Role.ADMIN,
    document: 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
    variables: async (seed) => ({ id: await seed.webhookEndpointId() }),
  },
  'mutation enableWebhookEndpoint': {
    minimum: Role.ADMIN,
    document: 'mutation($id: ID!) { enableWebhookEndpoint(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.webhookEndpointId() }),
  },
  'mutation resendWebhookDelivery': {
    minimum: Role.ADMIN,
    document: 'mutation($id: ID!) { resendWebhookDelivery(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.webhookDeliveryId() }),
  },

  // Timesheets and the kiosk (issue #18).
  'query statutoryHolidays': { minimum: 'PUBLIC', document: '{ statutoryHolidays(year: 2027) { date name } }' },
  'query payPeriods': { minimum: Role.EMPLOYEE, document: '{ payPeriods(count: 2) { start end } }' },
  'query myTimesheet': { minimum: Role.EMPLOYEE, session: true, document: '{ myTimesheet { status regularMinutes } }' },
  'query myEntryNotices': { minimum: Role.EMPLOYEE, session: true, document: '{ myEntryNotices { open } }' },
  'query timesheet': {
    minimum: Role.MANAGER,
    document: 'query($userId: ID!) { timesheet(userId: $userId) { status } }',
    variables: async (seed) => ({ userId: String((await seed.timeEntry()).userId) }),
  },
  'query timesheets': { minimum: Role.MANAGER, document: '{ timesheets { userId status } }' },
  'query heldPunches': { minimum: Role.MANAGER, document: '{ heldPunches { id } }' },
  'query entryNotices': { minimum: Role.MANAGER, document: '{ entryNotices { open } }' },
  'query payrollExport': { minimum: Role.MANAGER, document: '{ payrollExport { lines { userId } notApproved { userId } } }' },
  'mutation submitTimesheet': {
    minimum: Role.EMPLOYEE,
    session: true,
    document: 'mutation($input: SubmitTimesheetInput!) { submitTimesheet(input: $input) { status } }',
    variables: async () => ({ input: { periodStart: payPeriodOf(TEST_NOW, DEFAULT_LABOUR_SETTINGS).start } }),
  },
  'mutation approveTimesheet': {
    minimum: Role.MANAGER,
    document: 'mutation($input: TimesheetDecisionInput!) { approveTimesheet(input: $input) { status } }',
    variables: async (seed) => ({ input: await seed.timesheet(TimesheetStatus.SUBMITTED) }),
  },
  'mutation rejectTimesheet': {
    minimum: Role.MANAGER,
    document: 'mutation($input: TimesheetDecisionInput!) { rejectTimesheet(input: $input) { status } }',
    variables: async (seed) => ({ input: { ...(await seed.timesheet(TimesheetStatus.SUBMITTED)), comment: 'À corriger' } }),
  },
  'mutation reopenTimesheet': {
    minimum: Role.ADMIN,
    document: 'mutation($input: TimesheetDecisionInput!) { reopenTimesheet(input: $input) { status } }',
    variables: async (seed) => ({ input: { ...(await seed.timesheet(TimesheetStatus.APPROVED)), comment: 'Correction' } }),
  },
  'query kiosks': { minimum: Role.ADMIN, document: '{ kiosks { id } }' },
  'mutation registerKiosk': {
    minimum: Role.ADMIN,
    document: 'mutation($input: RegisterKioskInput!) { registerKiosk(input: $input) { token } }',
    variables: async () => ({ input: { name: 'Entrepôt' } }),
  },
  'mutation revokeKiosk': {
    minimum: Role.ADMIN,
    document: 'mutation($id: ID!) { revokeKiosk(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.kioskId() }),
  },
  'mutation setMyKioskPin': { minimum: Role.EMPLOYEE, session: true, document: 'mutation { setMyKioskPin(pin: "4826") }' },
  'query myKioskPinSet': { minimum: Role.EMPLOYEE, session: true, document: '{ myKioskPinSet }' },
  // Authenticated by the kiosk's own device token, never by a staff credential: an unknown one is 401 for everyone.
  'query kioskSession': { minimum: 'PUBLIC', always: 401, document: '{ kioskSession(kioskToken: "kiosk_inconnu_0123456789abcdef") { kioskName } }' },
  'mutation kioskPunch': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation($input: KioskPunchInput!) { kioskPunch(input: $input) { __typename } }',
    variables: async () => ({ input: { kioskToken: 'kiosk_inconnu_0123456789abcdef', userId: '1', pin: '4826', action: 'IN' } }),
  },
  // Client portal (issue #14). Client operations need a client session (cookie, audience
  // client-portal): no staff credential opens them (portal.resolver.test.ts covers the client side).
  // The office inbox « À traiter » (issue #26): MANAGER and up; an id that is nobody's answers 404.
  'query inboxItems': { minimum: Role.MANAGER, document: '{ inboxItems { id } }' },
  'query inboxCounts': { minimum: Role.MANAGER, document: '{ inboxCounts { section open } }' },
  'query inboxAssignees': { minimum: Role.MANAGER, document: '{ inboxAssignees { id } }' },
  'mutation assignInboxItem': { minimum: Role.MANAGER, okAs: 404, document: 'mutation { assignInboxItem(id: "999999", userId: null) { id } }' },
  'mutation handleInboxItem': { minimum: Role.MANAGER, okAs: 404, document: 'mutation { handleInboxItem(id: "999999") { id } }' },
  'mutation reopenInboxItem': { minimum: Role.MANAGER, okAs: 404, document: 'mutation { reopenInboxItem(id: "999999") { id } }' },
  'query myInboxPreferences': { minimum: Role.MANAGER, session: true, document: '{ myInboxPreferences { mode kinds } }' },
  'mutation updateMyInboxPreferences': {
    minimum: Role.MANAGER,
    session: true,
    document: 'mutation { updateMyInboxPreferences(input: { kinds: [], mode: OFF }) { mode } }',
  },
  // SMS consent (issue #26): staff for their own account (a session), customers in the portal.
  'query mySmsConsent': { minimum: Role.EMPLOYEE, session: true, document: '{ mySmsConsent { optedIn } }' },
  'mutation setMySmsConsent': { minimum: Role.EMPLOYEE, session: true, document: 'mutation { setMySmsConsent(input: { optIn: false }) { optedIn } }' },
  'query smsMessages': { minimum: Role.MANAGER, document: '{ smsMessages { id } }' },
  'query clientSmsConsent': { minimum: 'PUBLIC', always: 401, document: '{ clientSmsConsent { optedIn } }' },
  'mutation setClientSmsConsent': { minimum: 'PUBLIC', always: 401, document: 'mutation { setClientSmsConsent(input: { optIn: false }) { optedIn } }' },
  'query clientProfile': { minimum: 'PUBLIC', always: 401, document: '{ clientProfile { email } }' },
  'query clientRequests': { minimum: 'PUBLIC', always: 401, document: '{ clientRequests { id } }' },
  'query clientDocuments': { minimum: 'PUBLIC', always: 401, document: '{ clientDocuments { path } }' },
  'query clientQuoteRevisions': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'query($id: ID!) { clientQuoteRevisions(eventRequestId: $id) { id } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'mutation updateClientProfile': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation { updateClientProfile(input: { fullName: "X", phone: "", address: "" }) { email } }',
  },
  'mutation clientSignOutEverywhere': { minimum: 'PUBLIC', always: 401, document: 'mutation { clientSignOutEverywhere }' },
  'mutation acceptQuote': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation($id: ID!) { acceptQuote(input: { revisionId: $id, fullName: "Marie Tremblay", termsAccepted: true, termsVersion: "2026-11-01" }) { id } }',
    variables: async (seed) => ({ id: await seed.quoteRevisionId() }),
  },
  'mutation declineQuote': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation($id: ID!) { declineQuote(input: { revisionId: $id }) { id } }',
    variables: async (seed) => ({ id: await seed.quoteRevisionId() }),
  },
  'mutation requestQuoteChange': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation($id: ID!) { requestQuoteChange(input: { requestId: $id, message: "Bonjour" }) }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'mutation acceptPickupProposal': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation($id: ID!) { acceptPickupProposal(pickupRequestId: $id) }',
    variables: async (seed) => ({ id: await seed.pickupRequestId(PickupStatus.ESTIMATED) }),
  },
  'mutation requestPickupSlotChange': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation($id: ID!) { requestPickupSlotChange(input: { requestId: $id, message: "Bonjour" }) }',
    variables: async (seed) => ({ id: await seed.pickupRequestId(PickupStatus.ESTIMATED) }),
  },
  'mutation requestClientAccessLink': {
    minimum: 'PUBLIC',
    document: 'mutation($email: String!) { requestClientAccessLink(email: $email) }',
    variables: async (seed) => ({ email: seed.uniqueEmail() }),
  },
  'mutation openClientAccessLink': {
    minimum: 'PUBLIC',
    document: 'mutation { openClientAccessLink(token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA") { status } }',
  },
  'mutation clientSignOut': { minimum: 'PUBLIC', document: 'mutation { clientSignOut }' },
  'query eventQuoteRevisions': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { eventQuoteRevisions(eventRequestId: $id) { id } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'query eventTimeline': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { eventTimeline(eventRequestId: $id) { kind } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'query pickupTimeline': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { pickupTimeline(pickupRequestId: $id) { kind } }',
    variables: async (seed) => ({ id: await seed.pickupRequestId(PickupStatus.ESTIMATED) }),
  },
  'mutation saveQuoteRevision': {
    minimum: Role.MANAGER,
    document: 'mutation($id: ID!) { saveQuoteRevision(input: { eventRequestId: $id, lines: [{ kind: "service", description: "Livraison", quantity: 1, unitPriceCents: 6000 }] }) { id } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'mutation sendQuoteRevision': {
    minimum: Role.MANAGER,
    document: 'mutation($id: ID!) { sendQuoteRevision(revisionId: $id) { id } }',
    variables: async (seed) => ({ id: await seed.quoteRevisionId() }),
  },
  // Equipment availability (issue #16)
  'query equipmentAvailability': { minimum: 'PUBLIC', document: '{ equipmentAvailability(start: "2026-07-10", end: "2026-07-12") { code available } }' },
  'query equipmentInventory': { minimum: Role.MANAGER, document: '{ equipmentInventory { id stock } }' },
  'query eventEquipmentAvailability': {
    minimum: Role.MANAGER,
    document: 'query($id: ID!) { eventEquipmentAvailability(eventRequestId: $id) { code available } }',
    variables: async (seed) => ({ id: await seed.eventId() }),
  },
  'query equipmentCalendar': { minimum: Role.MANAGER, document: '{ equipmentCalendar(from: "2026-07-01", to: "2026-07-31") { id } }' },
  'query runSheet': { minimum: Role.MANAGER, document: '{ runSheet(day: "2026-07-10") { day } }' },
  'query runSheetPdf': { minimum: Role.MANAGER, document: '{ runSheetPdf(day: "2026-07-10") }' },
  'mutation updateEquipmentStock': {
    minimum: Role.ADMIN,
    document: 'mutation($input: UpdateEquipmentStockInput!) { updateEquipmentStock(input: $input) { id } }',
    variables: async (seed) => ({ input: { serviceId: await seed.toiletServiceId(), stock: 30, turnaroundBefore: 0, turnaroundAfter: 1 } }),
  },
  'mutation createEquipmentBlock': {
    minimum: Role.MANAGER,
    document: 'mutation($input: CreateEquipmentBlockInput!) { createEquipmentBlock(input: $input) { id } }',
    variables: async (seed) => ({ input: { serviceId: await seed.toiletServiceId(), quantity: 1, start: '2026-07-01', end: '2026-07-02', reason: 'Réparation' } }),
  },
  'mutation releaseEquipmentBlock': {
    minimum: Role.MANAGER,
    document: 'mutation($id: ID!) { releaseEquipmentBlock(id: $id) { id } }',
    variables: async (seed) => ({ id: await seed.equipmentBlockId() }),
  },
  // Invoices and credit notes (issue #15). An unknown number or payment id is NOT_FOUND for an allowed caller.
  'query invoices': { minimum: Role.MANAGER, document: '{ invoices(first: 5) { totalCount } }' },
  'query creditNotes': { minimum: Role.MANAGER, document: '{ creditNotes(first: 5) { totalCount } }' },
  'query invoice': { minimum: Role.MANAGER, okAs: 404, document: '{ invoice(number: "F-2026-999999") { number } }' },
  'mutation createInvoice': {
    minimum: Role.MANAGER,
    document: 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { number } }',
    variables: async (seed) => ({
      input: { clientEmail: seed.uniqueEmail(), clientName: 'Client matrice', lines: [{ description: 'Livraison', quantity: 1, unitPriceCents: 6000 }] },
    }),
  },
  'mutation recordInvoicePayment': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { id } }',
    variables: async () => ({ input: { number: 'F-2026-999999', amountCents: 1000, date: '2026-11-20', method: 'INTERAC' } }),
  },
  'mutation voidInvoicePayment': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation($input: VoidInvoicePaymentInput!) { voidInvoicePayment(input: $input) { id } }',
    variables: async () => ({ input: { paymentId: '999999', reason: 'Erreur de saisie' } }),
  },
  'mutation voidInvoice': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation($input: VoidInvoiceInput!) { voidInvoice(input: $input) { number } }',
    variables: async () => ({ input: { number: 'F-2026-999999', reason: 'Erreur de saisie' } }),
  },
  'mutation issueCreditNote': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation($input: IssueCreditNoteInput!) { issueCreditNote(input: $input) { number } }',
    variables: async () => ({ input: { number: 'F-2026-999999', amountCents: 1000, reason: 'Geste commercial' } }),
  },
  'mutation refundInvoicePayment': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation($input: RefundInvoicePaymentInput!) { refundInvoicePayment(input: $input) { number } }',
    variables: async () => ({ input: { paymentId: '999999', amountCents: 1000, reason: 'Remboursement' } }),
  },
  'mutation createInvoiceCheckout': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation { createInvoiceCheckout(number: "F-2026-999999") { url } }',
  },
  'query taxReport': { minimum: Role.ADMIN, document: '{ taxReport(from: "2026-11-01", to: "2026-11-30") { __typename } }' },
  'query receivablesAging': { minimum: Role.ADMIN, document: '{ receivablesAging { __typename } }' },
  'query accountingExport': { minimum: Role.ADMIN, document: '{ accountingExport(format: JOURNAL, from: "2026-11-01", to: "2026-11-30") }' },
  'query revenueByMonth': { minimum: Role.MANAGER, document: '{ revenueByMonth(from: "2026-11-01", to: "2026-11-30") { month } }' },
  'query accountingExportFile': { minimum: Role.ADMIN, document: '{ accountingExportFile(format: QUICKBOOKS, from: "2026-11-01", to: "2026-11-30") { fileName } }' },
  // The client portal's invoices: a client session only; no staff credential opens them.
  'query clientInvoices': { minimum: 'PUBLIC', always: 401, document: '{ clientInvoices(first: 5) { totalCount } }' },
  'query clientCreditNotes': { minimum: 'PUBLIC', always: 401, document: '{ clientCreditNotes(first: 5) { totalCount } }' },
  'query clientInvoice': { minimum: 'PUBLIC', always: 401, document: '{ clientInvoice(number: "F-2026-999999") { number } }' },
  'mutation payClientInvoice': { minimum: 'PUBLIC', always: 401, document: 'mutation { payClientInvoice(number: "F-2026-999999") { url } }' },
  // The invoice demo checkout: public, by its token (an unknown one reads null, paying it is NOT_FOUND).
  'query invoiceDemoCheckout': { minimum: 'PUBLIC', document: '{ invoiceDemoCheckout(token: "inconnu") { __typename } }' },
  'mutation completeInvoiceDemoPayment': {
    minimum: 'PUBLIC',
    always: 404,
    document: 'mutation { completeInvoiceDemoPayment(token: "inconnu") { __typename } }',
  },
  // Public writes, bot check and Law 25 (issue #19).
  'query botChallenge': { minimum: 'PUBLIC', document: '{ botChallenge }' },
  'mutation confirmUnverifiedRequest': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation { confirmUnverifiedRequest(kind: PICKUP, id: "999999") }',
  },
  'mutation deleteUnverifiedRequest': {
    minimum: Role.MANAGER,
    okAs: 404,
    document: 'mutation { deleteUnverifiedRequest(kind: PICKUP, id: "999999") }',
  },
  'query privacyRequests': { minimum: Role.ADMIN, document: '{ privacyRequests { id } }' },
  'mutation recordPrivacyRequest': {
    minimum: Role.ADMIN,
    document: 'mutation($input: RecordPrivacyRequestInput!) { recordPrivacyRequest(input: $input) { id } }',
    variables: async (seed) => ({ input: { email: seed.uniqueEmail(), kind: 'ACCESS' } }),
  },
  'mutation completePrivacyRequest': {
    minimum: Role.ADMIN,
    okAs: 404,
    document: 'mutation { completePrivacyRequest(id: "999999", outcome: "Réponse envoyée") { id } }',
  },
  'query privacyExport': { minimum: Role.ADMIN, document: '{ privacyExport(email: "personne@example.com") }' },
  'mutation createPrivacyExportLink': { minimum: Role.ADMIN, document: 'mutation { createPrivacyExportLink(email: "personne@example.com") { url } }' },
  'query privacyIncidents': { minimum: Role.ADMIN, document: '{ privacyIncidents { id } }' },
  'mutation recordPrivacyIncident': {
    minimum: Role.ADMIN,
    document: 'mutation($input: RecordPrivacyIncidentInput!) { recordPrivacyIncident(input: $input) { id } }',
    variables: async () => ({
      input: {
        description: 'Courriel envoyé au mauvais destinataire',
        occurredAt: '2026-11-19T15:00:00.000Z',
        discoveredAt: '2026-11-20T15:00:00.000Z',
        personalInformation: 'Nom et adresse',
        riskAssessment: 'Faible',
        seriousRisk: false,
      },
    }),
  },
  'mutation sendSnowRenewalOffer': { minimum: Role.ADMIN, document: 'mutation { sendSnowRenewalOffer }' },
  'query snowRenewalOfferReach': { minimum: Role.ADMIN, document: '{ snowRenewalOfferReach { emails customers } }' },
  // The client portal's Law 25 requests: a client session only.
  'query clientPersonalData': { minimum: 'PUBLIC', always: 401, document: '{ clientPersonalData }' },
  'query clientPersonalDataPage': { minimum: 'PUBLIC', always: 401, document: '{ clientPersonalDataPage }' },
  'mutation requestClientPrivacyChange': {
    minimum: 'PUBLIC',
    always: 401,
    document: 'mutation { requestClientPrivacyChange(input: { kind: ACCESS }) { id } }',
  },
};

export const REST_ROUTES: Record<string, RestCase> = {
  'POST /api/junk/create': { minimum: 'PUBLIC', request: async () => ({ path: '/api/junk/create', body: pickupRestBody() }) },
  'POST /api/event': { minimum: 'PUBLIC', request: async () => ({ path: '/api/event', body: eventRestBody() }) },
  'POST /api/stripe/create-checkout-session': {
    minimum: 'PUBLIC',
    request: async () => ({ path: '/api/stripe/create-checkout-session', body: { ...legacySnowInput() } }),
  },
  'GET /api/stripe/metrics': { minimum: Role.MANAGER, request: async () => ({ path: '/api/stripe/metrics' }) },
  // Authenticated by Stripe's signature only, never by a staff credential: with no Stripe key configured
  // (as in tests) every caller gets 404; with one, an unsigned body gets 400 (payments tests).
  'POST /api/stripe/webhook': {
    minimum: 'PUBLIC',
    always: 404,
    request: async () => ({ path: '/api/stripe/webhook', body: { id: 'evt_x', type: 'checkout.session.completed' } }),
  },
  'POST /api/admin/login': {
    minimum: 'PUBLIC',
    request: async (seed) => ({ path: '/api/admin/login', body: { email: seed.loginUser.email, password: FIXTURE_PASSWORD } }),
  },
  'GET /api/admin/me': { minimum: Role.EMPLOYEE, session: true, request: async () => ({ path: '/api/admin/me' }) },
  'POST /api/admin/change-password': {
    minimum: Role.EMPLOYEE,
    session: true,
    request: async () => ({ path: '/api/admin/change-password', body: { newPassword: NEW_PASSWORD } }),
  },
  'DELETE /api/admin/me': { minimum: Role.EMPLOYEE, session: true, request: async () => ({ path: '/api/admin/me' }) },
  'POST /api/collect': { minimum: 'PUBLIC', request: async () => ({ path: '/api/collect', body: { path: '/' } }) },
  'GET /api/routing/tours': { minimum: Role.MANAGER, request: async () => ({ path: '/api/routing/tours?date=2026-11-21' }) },
  'GET /api/admin/recent-orders': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/recent-orders' }) },
  'GET /api/admin/order-stats': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/order-stats' }) },
  'GET /api/admin/analytics/summary': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/summary' }) },
  'GET /api/admin/analytics/realtime': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/realtime' }) },
  'GET /api/admin/analytics/daily': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/daily' }) },
  'GET /api/admin/analytics/top-cities': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/top-cities' }) },
  'GET /api/admin/analytics/top-pages': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/top-pages' }) },
  'GET /api/admin/analytics/devices': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/devices' }) },
  'GET /api/admin/analytics/sources': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/analytics/sources' }) },
  'GET /api/admin/orders': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/orders' }) },
  'GET /api/admin/clients': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/clients' }) },
  'GET /api/admin/logs': { minimum: Role.ADMIN, request: async () => ({ path: '/api/admin/logs' }) },
  'GET /api/admin/services': { minimum: 'PUBLIC', request: async () => ({ path: '/api/admin/services' }) },
  'PUT /api/admin/services/:id': { minimum: Role.ADMIN, request: async () => ({ path: '/api/admin/services/1', body: { price: 80 } }) },
  'POST /api/admin/services': {
    minimum: Role.ADMIN,
    request: async (seed) => ({
      path: '/api/admin/services',
      body: { name: `extra.rest${seed.uniqueEmail().replace(/\W/g, '')}`, label: 'Service REST', category: 'extra', price: 10 },
    }),
  },

  'GET /api/admin/events': { minimum: Role.MANAGER, request: async () => ({ path: '/api/admin/events' }) },
  'GET /api/admin/events/:id': { minimum: Role.MANAGER, request: async (seed) => ({ path: `/api/admin/events/${await seed.eventId()}` }) },
  'POST /api/admin/events/:id/resend': {
    minimum: Role.MANAGER,
    request: async (seed) => ({ path: `/api/admin/events/${await seed.eventId()}/resend`, body: {} }),
  },
  'GET /api/admin/users': { minimum: Role.ADMIN, request: async () => ({ path: '/api/admin/users' }) },
  'POST /api/admin/users': {
    minimum: Role.ADMIN,
    request: async (seed) => ({ path: '/api/admin/users', body: { email: seed.uniqueEmail(), password: NEW_PASSWORD, role: 'employee' } }),
  },
  'PUT /api/admin/users/:id': {
    minimum: Role.ADMIN,
    request: async (seed) => ({ path: `/api/admin/users/${(await seed.user(Role.EMPLOYEE)).id}`, body: { role: 'MANAGER' } }),
  },
  'DELETE /api/admin/users/:id': {
    minimum: Role.ADMIN,
    request: async (seed) => ({ path: `/api/admin/users/${(await seed.user(Role.EMPLOYEE)).id}` }),
  },
  // Not under /api (a binary file, served by server/src/modules/invoices/invoices.routes.ts); listed here so the matrix covers it.
  'GET /invoices/soumission-:id.pdf': {
    minimum: Role.MANAGER,
    request: async (seed) => ({ path: `/invoices/soumission-${await seed.eventId()}.pdf` }),
  },
  'GET /api/time/status': { minimum: Role.EMPLOYEE, session: true, request: async () => ({ path: '/api/time/status' }) },
  'GET /api/time/me': { minimum: Role.EMPLOYEE, session: true, request: async () => ({ path: '/api/time/me?from=2026-11-16&to=2026-11-22' }) },
  'POST /api/time/punch': { minimum: Role.EMPLOYEE, session: true, request: async () => ({ path: '/api/time/punch', body: { action: 'in' } }) },
  'GET /api/time/admin/summary': {
    minimum: Role.MANAGER,
    request: async () => ({ path: '/api/time/admin/summary?from=2026-11-16&to=2026-11-22&roles=ALL&tz=America/Toronto' }),
  },
  'GET /api/time/admin/entries': {
    minimum: Role.MANAGER,
    request: async (seed) => ({ path: `/api/time/admin/entries?userId=${(await seed.timeEntry()).userId}&from=2026-11-16&to=2026-11-22` }),
  },
  'POST /api/time/admin/entry': {
    minimum: Role.MANAGER,
    request: async (seed) => ({
      path: '/api/time/admin/entry',
      body: { userId: (await seed.user(Role.EMPLOYEE)).id, clockIn: '2026-11-20T13:00:00.000Z', clockOut: '2026-11-20T21:00:00.000Z' },
    }),
  },
  'PUT /api/time/admin/entry/:id': {
    minimum: Role.MANAGER,
    request: async (seed) => ({ path: `/api/time/admin/entry/${(await seed.timeEntry()).id}`, body: { clockOut: '2026-11-20T11:30:00.000Z' } }),
  },
  'DELETE /api/time/admin/entry/:id': {
    minimum: Role.MANAGER,
    request: async (seed) => ({ path: `/api/time/admin/entry/${(await seed.timeEntry()).id}` }),
  },
  'POST /api/time/admin/entry/:id/split': {
    minimum: Role.MANAGER,
    request: async (seed) => ({
      path: `/api/time/admin/entry/${(await seed.timeEntry()).id}/split`,
      body: { breakStart: '2026-11-20T09:30:00Z', breakEnd: '2026-11-20T10:00:00Z' },
    }),
  },
  'GET /api/bot-challenge': { minimum: 'PUBLIC', request: async () => ({ path: '/api/bot-challenge' }) },
  // Not under /api: an invoice PDF (server/src/modules/invoices/invoices.routes.ts), MANAGER and up (or its client's portal session).
  'GET /invoices/facture-:number.pdf': { minimum: Role.MANAGER, okAs: 404, request: async () => ({ path: '/invoices/facture-F-2026-999999.pdf' }) },
};

interface Principal {
  name: string;
  kind: 'anonymous' | 'refused' | 'session' | 'apiToken';
  role?: Role;
  token: (seed: Seed) => Promise<string | undefined>;
}

const forged = (name: string, key: 'expired' | 'otherKey' | 'editedRole' | 'algNone'): Principal => ({
  name,
  kind: 'refused',
  // Forged from a SUPERADMIN's real token: were it accepted, it would pass every check.
  token: async (seed) => (await seed.forged())[key],
});

export const PRINCIPALS: Principal[] = [
  { name: 'no token', kind: 'anonymous', token: async () => undefined },
  forged('an expired token', 'expired'),
  forged('a token signed with another key', 'otherKey'),
  forged('a token with an edited role claim', 'editedRole'),
  forged('an alg:none token', 'algNone'),
  ...ROLE_ORDER.map<Principal>((role) => ({ name: `a ${role} session`, kind: 'session', role, token: async (seed) => validToken(await seed.user(role)) })),
  ...ROLE_ORDER.map<Principal>((role) => ({
    name: `a ${role} API token`,
    kind: 'apiToken',
    role,
    token: (seed) => seed.apiTokenSecret(role),
  })),
];

export function expectedOutcome(rule: Rule, principal: Principal): Outcome {
  if (rule.always !== undefined) return rule.always;
  if (rule.minimum === 'PUBLIC') return 'ok';
  if (principal.kind === 'anonymous' || principal.kind === 'refused') return 401;
  if (!roleAtLeast(principal.role!, rule.minimum)) return 403;
  if (rule.session && principal.kind === 'apiToken') return 403;
  return rule.okAs ?? 'ok';
}

const describeOutcome = (o: Outcome) => (o === 'ok' ? 'success' : String(o));

describe('authorization matrix: coverage', () => {
  it('lists every query and mutation of the schema, and nothing else', async () => {
    const schema = await buildAppSchema();
    const operations = (['query', 'mutation'] as const).flatMap((kind) => {
      const type = (kind === 'query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType | null;
      return Object.keys(type?.getFields() ?? {}).map((name) => `${kind} ${name}`);
    });
    // The subscriptions have their own tests: snow-dispatch.subscription.test.ts (the dispatch board),
    // inbox.resolver.test.ts (the office inbox's live counts, MANAGER and up).
    expect(Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).sort()).toEqual(['inboxChanged', 'snowDispatch']);
    const missing = operations.filter((op) => !(op in GRAPHQL_OPERATIONS));
    const stale = Object.keys(GRAPHQL_OPERATIONS).filter((op) => !operations.includes(op));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('lists every REST path under /api and /invoices, and nothing else', () => {
    const routes = [
      ...listRestRoutes(createRestRouter({ operations: null as never, createContext: null as never, payments: null as never })),
      ...listRestRoutes(createInvoicesRouter({ createContext: null as never, events: null as never, quoteLinks: null as never }), '/invoices'),
    ];
    const missing = routes.filter((route) => !(route in REST_ROUTES));
    const stale = Object.keys(REST_ROUTES).filter((route) => !routes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
});

describeEachDb('authorization matrix', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let seed: Seed;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
    let counter = 0;
    let snowfallDays = 0;
    // Four refused principals × every case: forging them once saves about 16 HMAC signatures and 4 accounts per case (issue #31).
    let forged: Promise<Record<string, string>> | null = null;
    const insertToken = async (role: Role, ownerRole: Role) => {
      const owner = await insertUser(dataSource, { role: ownerRole });
      counter += 1;
      const secret = `smk_matrice_${counter}`;
      const result = await dataSource.getRepository(ApiToken).insert({
        name: 'matrice', role, tokenHash: hashApiToken(secret), prefix: secret.slice(0, 8), createdById: owner.id, createdAt: TEST_NOW,
      });
      return { id: String(result.identifiers[0]!.id), secret };
    };
    seed = {
      user: (role) => insertUser(dataSource, { role }),
      forged: () => (forged ??= insertUser(dataSource, { role: Role.SUPERADMIN }).then((user) => forgedTokens(user))),
      apiTokenId: async () => (await insertToken(Role.EMPLOYEE, Role.EMPLOYEE)).id,
      apiTokenSecret: async (role) => (await insertToken(role, Role.SUPERADMIN)).secret,
      uniqueEmail: () => {
        counter += 1;
        return `matrice${counter}@example.com`;
      },
      forgetResetRequests: async () => {
        await dataSource.getRepository(PasswordResetRequest).clear();
      },
      loginUser: await insertUser(dataSource, { role: Role.EMPLOYEE }),
      pickupRequestId: async (status) => {
        const repo = dataSource.getRepository(PickupRequest);
        const row = repo.create({ ...pickupInput(), status, estimateCents: 15000, scheduledDate: null, scheduledSlot: null, updatedAt: null, createdAt: TEST_NOW });
        await repo.insert(row);
        return String(row.id);
      },
      webhookEndpointId: async () => String((await insertWebhookEndpoint(dataSource, TEST_NOW)).id),
      toiletServiceId: async () => String((await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.toilette' })).id),
      equipmentBlockId: async () => {
        const toilet = await dataSource.getRepository(Service).findOneByOrFail({ name: 'event.toilette' });
        const row = { serviceId: toilet.id, kind: AllocationKind.BLOCK, quantity: 1, dayFrom: '2027-01-01', dayTo: '2027-01-02', eventStart: '2027-01-01', eventEnd: '2027-01-02', reason: 'Test', createdAt: TEST_NOW };
        return String((await dataSource.getRepository(EquipmentAllocation).save(row)).id);
      },
      webhookDeliveryId: async () => String((await insertWebhookDelivery(dataSource, await insertWebhookEndpoint(dataSource, TEST_NOW), TEST_NOW)).id),
      snowDemoToken: async () => {
        const res = await graphqlRequest(app, {
          query: 'mutation($input: CreateSnowCheckoutInput!) { createSnowCheckout(input: $input) { url } }',
          variables: { input: { ...snowCheckoutInput() } },
        });
        const url = String(res.body.data?.createSnowCheckout?.url ?? '');
        const token = /\/paiement-demo\/([^/?#]+)/.exec(url)?.[1];
        if (!token) throw new Error(`no demo checkout URL: ${JSON.stringify(res.body)}`);
        return token;
      },
      timeEntry: async () => {
        const owner = await insertUser(dataSource, { role: Role.EMPLOYEE });
        return insertEntry(dataSource, { userId: owner.id, clockIn: '2026-11-20T09:00:00Z', clockOut: '2026-11-20T11:00:00Z' });
      },

      tourInput: async () => {
        counter += 1;
        const paidAt = new Date(Date.UTC(2026, 0, 1, 15) + counter * 86_400_000);
        await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt, mode: 'one-shot' });
        return { date: paidAt.toISOString().slice(0, 10), zone: sectorOfAddress(SNOW_ADDRESS), mode: 'one-shot', heure: '8h30' };
      },
      snowContractId: async () => {
        counter += 1;
        const order = await insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: TEST_NOW, mode: 'abonnement' });
        const row = dataSource.getRepository(SnowContract).create({
          snowOrderId: order.id, reference: order.confirmationCode, email: order.email, customerName: null, address: order.address, sector: 'Trois-Rivières (centre)',
          seasonStart: '2030-11-15', seasonEnd: '2031-04-15', abrasif: false, urgent: false, triggerCm: 5, deadlineHours: 7, extraThresholdCm: 350, extraCents: 0,
          subtotal: 870, gst: 44, qst: 86, total: 1000, note: '', status: SnowContractStatus.ACTIVE, createdAt: TEST_NOW, canceledAt: null, canceledBy: null, refundCents: null,
        });
        await dataSource.getRepository(SnowContract).insert(row);
        return String(row.id);
      },
      snowfallDate: () => {
        // Its own count: the shared counter runs past the season's end (15 April) after a few hundred calls.
        snowfallDays += 1;
        return new Date(Date.UTC(2025, 11, 1) + snowfallDays * 86_400_000).toISOString().slice(0, 10);
      },
      snowRouteId: async () => {
        counter += 1;
        const snowfall = dataSource.getRepository(Snowfall).create({ date: `r${counter}`.slice(0, 10), cm: 10, endedAt: TEST_NOW, declaredById: null, declaredBy: 'matrice', createdAt: TEST_NOW });
        await dataSource.getRepository(Snowfall).insert(snowfall);
        const route = dataSource.getRepository(SnowRoute).create({ snowfallId: snowfall.id, sector: 'Autre secteur', employeeId: null });
        await dataSource.getRepository(SnowRoute).insert(route);
        return String(route.id);
      },
      timesheet: async (status) => {
        const owner = await insertUser(dataSource, { role: Role.EMPLOYEE });
        const period = payPeriodOf(new Date(payPeriodOf(TEST_NOW, DEFAULT_LABOUR_SETTINGS).startsAt.getTime() - 3_600_000), DEFAULT_LABOUR_SETTINGS);
        await dataSource.getRepository(TimesheetRecord).insert({
          userId: owner.id, periodStart: period.start, periodEnd: period.end, startsAt: period.startsAt, endsAt: period.endsAt, status,
          submittedAt: TEST_NOW, decidedAt: null, decidedById: null, decidedByName: null, comment: null, updatedAt: TEST_NOW,
        });
        return { userId: String(owner.id), periodStart: period.start };
      },
      kioskId: async () => {
        const result = await dataSource.getRepository(Kiosk).insert({ name: 'matrice', tokenHash: hashApiToken(`kiosk-${counter++}-${Math.random()}`), createdAt: TEST_NOW });
        return String(result.identifiers[0]!.id);
      },
      tourId: async () => {
        const tour = await dataSource.getRepository(Tour).save({
          date: '2026-11-21', zone: 'Pointe-du-Lac', mode: 'abonnement', name: 'matrice', plannedTime: '08:30', status: TourStatus.PLANNED,
          createdById: null, createdBy: 'matrice', createdAt: TEST_NOW, statusChangedAt: null, statusChangedById: null, statusChangedBy: null,
        });
        return String(tour.id);
      },
      eventId: async () => {
        const res = await graphqlRequest(app, {
          query: 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id } }',
          variables: { input: { ...eventInput({ sendCopy: false }), materials: { ...eventInput().materials }, services: { ...eventInput().services } } },
        });
        const id = res.body.data?.submitEventRequest?.id;
        if (!id) throw new Error(`no event: ${JSON.stringify(res.body)}`);
        return String(id);
      },
      quoteRevisionId: async () => {
        const res = await graphqlRequest(app, {
          query: 'mutation($input: SaveQuoteRevisionInput!) { saveQuoteRevision(input: $input) { id } }',
          variables: { input: { eventRequestId: await seed.eventId(), lines: [{ kind: 'service', description: 'Livraison', quantity: 1, unitPriceCents: 6000 }] } },
          token: await validToken(await insertUser(dataSource, { role: Role.MANAGER })),
        });
        const id = res.body.data?.saveQuoteRevision?.id;
        if (!id) throw new Error(`no quote revision: ${JSON.stringify(res.body)}`);
        return String(id);
      },
    };
    // Another enabled SUPERADMIN always exists, so a SUPERADMIN deleting their own account is allowed.
    await insertUser(dataSource, { role: Role.SUPERADMIN });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });

  it.each(Object.entries(GRAPHQL_OPERATIONS))('GraphQL %s', async (_name, operation) => {
    const mismatches: string[] = [];
    for (const principal of PRINCIPALS) {
      const token = await principal.token(seed);
      const variables = operation.variables ? await operation.variables(seed) : undefined;
      const res = await graphqlRequest(app, { query: operation.document, variables, token });
      const error = res.body.errors?.[0] as { message: string; extensions?: { code?: unknown } } | undefined;
      const code = error?.extensions?.code;
      const actual: Outcome = !error ? 'ok' : isErrorCode(code) ? HTTP_STATUS[ERROR_CATEGORY[code]] : res.status;
      const expected = expectedOutcome(operation, principal);
      if (actual !== expected) {
        mismatches.push(`${principal.name}: expected ${describeOutcome(expected)}, got ${describeOutcome(actual)}${error ? ` (${String(code)}: ${error.message})` : ''}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(Object.entries(REST_ROUTES))('REST %s', async (_name, route) => {
    const [method] = _name.split(' ') as [string];
    const mismatches: string[] = [];
    for (const principal of PRINCIPALS) {
      const token = await principal.token(seed);
      const { path, body } = await route.request(seed);
      const res = await restRequest(app, method.toLowerCase() as 'get', path, { token, body });
      const actual: Outcome = res.status >= 200 && res.status < 300 ? 'ok' : res.status;
      const expected = expectedOutcome(route, principal);
      if (actual !== expected) {
        mismatches.push(`${principal.name}: expected ${describeOutcome(expected)}, got ${describeOutcome(actual)} ${JSON.stringify(res.body)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('never shows a password hash, whoever asks', async () => {
    const superadmin = await seed.user(Role.SUPERADMIN);
    const token = await validToken(superadmin);
    const bodies = await Promise.all([
      graphqlRequest(app, { query: '{ users { id email role name createdAt disabledAt } me { id email } apiTokens { id createdBy { id email } } }', token }),
      restRequest(app, 'get', '/api/admin/users', { token }),
      restRequest(app, 'get', '/api/admin/me', { token }),
      restRequest(app, 'post', '/api/admin/login', { body: { email: seed.loginUser.email, password: FIXTURE_PASSWORD } }),
    ]);
    for (const res of bodies) expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|tokenHash/);
  });
});
