import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { staffAccess } from '../../kernel/authorization';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { Role } from '../../shared/roles';
import type { DispatchBus, DispatchEvent } from './dispatch-bus';
import { SnowContract, Snowfall, SnowVisitStatus } from './snow-season.entities';
import { AssignSnowRouteInput, CancelSnowContractInput, CompleteSnowVisitInput, DeclareSnowfallInput, ReorderSnowRouteInput, SnowBoardArgs } from './snow-season.inputs';
import { ClientSnowContractView, SnowBoard, SnowCancellationPreview, SnowDispatchEvent, SnowEmployee, SnowfallResult, SnowRouteView, SnowVisitView } from './snow-season.results';
import { SnowSeasonService } from './snow-season.service';

/** The context of a graphql-ws connection: the staff session's, plus the dispatch events. */
export interface SubscriptionContext extends RequestContext {
  dispatchBus: DispatchBus;
}

@Resolver()
export class SnowSeasonResolver {
  constructor(private readonly service: SnowSeasonService) {}

  @Authorized()
  @Query(() => Boolean, { description: 'Staff: whether today is in the snow season (SNOW_SEASON_START–SNOW_SEASON_END): drivers then land on their route, not on Pointage.' })
  inSnowSeason(@Ctx() ctx: RequestContext): boolean {
    return this.service.inSeason(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [SnowContract], { description: 'MANAGER and up: the seasonal contracts, newest first.' })
  snowContracts(@Ctx() ctx: RequestContext): Promise<SnowContract[]> {
    return this.service.contracts(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => SnowCancellationPreview, { description: "MANAGER and up: the refund a cancellation today gives by the contract's rule." })
  snowContractCancellation(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The contract.' }) id: string): Promise<SnowCancellationPreview> {
    return this.service.cancellationPreview(ctx, id);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => SnowContract, { description: 'MANAGER and up: cancels a contract; the refund must equal the preview.' })
  cancelSnowContract(@Ctx() ctx: RequestContext, @Arg('input', () => CancelSnowContractInput, { description: 'The contract and the refund the preview showed.' }) input: CancelSnowContractInput): Promise<SnowContract> {
    return this.service.cancelContract(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [Snowfall], { description: 'MANAGER and up: declared snowfalls, newest first.' })
  snowfalls(): Promise<Snowfall[]> {
    return this.service.snowfalls();
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => SnowfallResult, { description: 'MANAGER and up: declares a snowfall and generates its visits once.' })
  declareSnowfall(@Ctx() ctx: RequestContext, @Arg('input', () => DeclareSnowfallInput, { description: 'The snowfall.' }) input: DeclareSnowfallInput): Promise<SnowfallResult> {
    return this.service.declareSnowfall(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Query(() => SnowBoard, { description: "MANAGER and up: a snowfall's routes and visits (the latest snowfall by default)." })
  snowBoard(@Ctx() ctx: RequestContext, @Args(() => SnowBoardArgs) args: SnowBoardArgs): Promise<SnowBoard> {
    return this.service.board(ctx, args.snowfallId);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [SnowEmployee], { description: 'MANAGER and up: active staff who can drive a route.' })
  snowEmployees(): Promise<SnowEmployee[]> {
    return this.service.employees();
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => SnowRouteView, { description: 'MANAGER and up: assigns (or unassigns) the driver of a route.' })
  assignSnowRoute(@Ctx() ctx: RequestContext, @Arg('input', () => AssignSnowRouteInput, { description: 'The route and its driver.' }) input: AssignSnowRouteInput): Promise<SnowRouteView> {
    return this.service.assignRoute(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => SnowRouteView, { description: "MANAGER and up: a route's visits in a new order." })
  reorderSnowRoute(@Ctx() ctx: RequestContext, @Arg('input', () => ReorderSnowRouteInput, { description: 'The route and its visits in order.' }) input: ReorderSnowRouteInput): Promise<SnowRouteView> {
    return this.service.reorderRoute(ctx, input);
  }

  @Authorized()
  @Query(() => [SnowRouteView], { description: "Signed-in staff: my routes of the latest snowfall I drive." })
  mySnowRoutes(@Ctx() ctx: RequestContext): Promise<SnowRouteView[]> {
    return this.service.myRoutes(ctx);
  }

  @Authorized()
  @Mutation(() => SnowVisitView, { description: "The route's driver: 'Fait' or 'Impossible' (with a reason), at the device's time; idempotent by key." })
  completeSnowVisit(@Ctx() ctx: RequestContext, @Arg('input', () => CompleteSnowVisitInput, { description: 'The visit and its outcome.' }) input: CompleteSnowVisitInput): Promise<SnowVisitView> {
    return this.service.completeVisit(ctx, input);
  }

  // ----- client portal (not @Authorized: the service requires the client session) -----

  @Query(() => [ClientSnowContractView], { description: 'Client: their seasonal snow contracts, with the PDF and each visit (proof of service).' })
  clientSnowContracts(@Ctx() ctx: RequestContext): Promise<ClientSnowContractView[]> {
    return this.service.clientContracts(ctx);
  }

  @Query(() => SnowCancellationPreview, { description: "Client: the refund canceling their contract today gives, by the contract's rule." })
  clientSnowContractCancellation(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The contract.' }) id: string): Promise<SnowCancellationPreview> {
    return this.service.clientCancellationPreview(ctx, id);
  }

  @Mutation(() => SnowContract, { description: 'Client: cancels their contract; the refund must equal the preview.' })
  cancelClientSnowContract(@Ctx() ctx: RequestContext, @Arg('input', () => CancelSnowContractInput, { description: 'The contract and the refund the preview showed.' }) input: CancelSnowContractInput): Promise<SnowContract> {
    return this.service.clientCancel(ctx, input);
  }

  @Subscription(() => SnowDispatchEvent, {
    description: 'MANAGER and up (staff session over graphql-ws on /graphql): a visit or route changed, whichever server process it reached.',
    subscribe: ({ context }) => {
      const ctx = context as SubscriptionContext;
      const access = staffAccess(ctx, Role.MANAGER);
      if (access === 'unauthenticated') throw new AppError(ErrorCode.UNAUTHENTICATED);
      if (access === 'forbidden') throw new AppError(ErrorCode.FORBIDDEN);
      return ctx.dispatchBus.listen({ buffer: 1000 });
    },
  })
  snowDispatch(@Root() event: DispatchEvent): SnowDispatchEvent {
    return {
      snowfallId: String(event.snowfallId),
      routeId: event.routeId === null ? null : String(event.routeId),
      visitId: event.visitId === null ? null : String(event.visitId),
      status: (event.status as SnowVisitStatus | null) ?? null,
      at: new Date(event.at),
    };
  }
}
