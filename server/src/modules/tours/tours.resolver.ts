import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { CreateTourInput, ToursArgs, UpdateTourStatusInput } from './tours.inputs';
import { TourView } from './tours.results';
import { ToursService } from './tours.service';

@Resolver(() => TourView)
export class ToursResolver {
  constructor(private readonly service: ToursService) {}

  @Authorized(Role.MANAGER)
  @Query(() => [TourView], {
    description: "MANAGER and up: a day's tours (stored ones by planned time, then the paid orders still to plan, by sector and kind).",
  })
  tours(@Ctx() ctx: RequestContext, @Args(() => ToursArgs) args: ToursArgs): Promise<TourView[]> {
    return this.service.list(ctx, args.date);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => TourView, { description: "MANAGER and up: creates a tour serving the day's paid orders of one sector and kind." })
  createTour(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTourInput, { description: 'Day, sector, kind, time.' }) input: CreateTourInput): Promise<TourView> {
    return this.service.create(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => TourView, { description: 'MANAGER and up: moves a tour forward (planifiée → en cours → terminée); records who and when.' })
  updateTourStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateTourStatusInput, { description: 'The tour and its new status.' }) input: UpdateTourStatusInput,
  ): Promise<TourView> {
    return this.service.updateStatus(ctx, input);
  }
}
