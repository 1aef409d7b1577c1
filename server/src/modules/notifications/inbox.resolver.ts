import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { IsArray, IsEnum, IsOptional, Max, Min } from '../../kernel/class-validator';
import { principalRole, type RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { VALIDATION } from '../../shared/messages.fr';
import { Role, roleAtLeast } from '../../shared/roles';
import type { InboxBus, InboxSignal } from './inbox-bus';
import { InboxItem, InboxKind, InboxMailMode, InboxSection } from './inbox.entities';
import { InboxService, sectionsFor } from './inbox.service';

@ArgsType()
export class InboxItemsArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'false (default): the open items, deadlines first then newest; true: the latest handled ones.' })
  handled = false;

  @Field(() => InboxSection, { nullable: true, description: 'Only this section.' })
  @IsOptional()
  @IsEnum(InboxSection, { message: VALIDATION.invalid })
  section: InboxSection | null = null;

  @Field(() => Int, { defaultValue: 100, description: 'At most this many (1–500).' })
  @Min(1, { message: VALIDATION.invalid })
  @Max(500, { message: VALIDATION.invalid })
  take = 100;
}

@ObjectType('InboxCount', { description: 'Open inbox items of one back-office section (a sidebar badge).' })
export class InboxCount {
  @Field(() => InboxSection, { description: 'The back-office section.' })
  section!: InboxSection;

  @Field(() => Int, { description: 'Open items in it (never cleared by being listed).' })
  open!: number;
}

@ObjectType('InboxAssignee', { description: 'A staff member an inbox item may be given to.' })
export class InboxAssignee {
  @Field(() => ID, { description: 'The staff account.' })
  id!: number;

  @Field(() => String, { description: 'Name, else e-mail.' })
  label!: string;

  @Field(() => Role, { description: 'Its role.' })
  role!: Role;
}

@ObjectType('InboxChange', { description: 'The inbox of a section changed (an item came, was assigned or handled): re-read the counts.' })
export class InboxChange {
  @Field(() => InboxSection, { description: 'The section whose items changed.' })
  section!: InboxSection;

  @Field(() => DateTimeISOResolver, { description: 'When.' })
  at!: Date;
}

@ObjectType('InboxPreferences', { description: 'How the signed-in staff member hears about new inbox items by e-mail.' })
export class InboxPreferencesView {
  @Field(() => InboxMailMode, { description: 'Immediate, digest or off.' })
  mode!: InboxMailMode;

  @Field(() => [InboxKind], { description: 'The kinds they follow.' })
  kinds!: InboxKind[];

  @Field(() => [InboxKind], { description: 'The kinds their role may follow.' })
  allowedKinds!: InboxKind[];
}

@InputType({ description: 'The inbox e-mail preferences to keep.' })
export class InboxPreferencesInput {
  @Field(() => InboxMailMode, { description: 'Immediate, digest or off.' })
  @IsEnum(InboxMailMode, { message: VALIDATION.invalid })
  mode!: InboxMailMode;

  @Field(() => [InboxKind], { description: 'The kinds to hear about (among those the role may follow).' })
  @IsArray({ message: VALIDATION.invalid })
  @IsEnum(InboxKind, { each: true, message: VALIDATION.invalid })
  kinds!: InboxKind[];
}

/** The context of a graphql-ws connection carries the inbox's live signals (subscriptions.ts). */
interface InboxSubscriptionContext extends RequestContext {
  inboxBus: InboxBus;
}

/** The bus's signals of the sections `role` may see, ended when the client unsubscribes. */
function inboxSignals(bus: InboxBus, role: Role): AsyncIterable<InboxSignal> {
  const sections = new Set<string>(sectionsFor(role));
  return bus.listen({ buffer: 100, keep: (signal) => sections.has(signal.section) });
}

@Resolver()
export class InboxResolver {
  constructor(private readonly inbox: InboxService) {}

  @Authorized(Role.MANAGER)
  @Query(() => [InboxItem], { description: 'MANAGER and up: the office inbox "À traiter" (privacy and webhook items: ADMIN and up). Reading never marks anything.' })
  inboxItems(@Ctx() ctx: RequestContext, @Args(() => InboxItemsArgs) args: InboxItemsArgs): Promise<InboxItem[]> {
    return this.inbox.list(ctx, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [InboxCount], { description: 'MANAGER and up: open items per section the caller may see (the sidebar badges).' })
  inboxCounts(@Ctx() ctx: RequestContext): Promise<InboxCount[]> {
    return this.inbox.counts(ctx);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [InboxAssignee], { description: 'MANAGER and up: the staff an item may be given to (enabled, MANAGER and up).' })
  inboxAssignees(): Promise<InboxAssignee[]> {
    return this.inbox.assignees();
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InboxItem, { description: 'MANAGER and up: gives the item to a staff member who may see it (userId null: to nobody).' })
  assignInboxItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The inbox item.' }) id: string,
    @Arg('userId', () => ID, { nullable: true, description: 'The staff member to give it to; null = nobody.' }) userId: string | null,
  ): Promise<InboxItem> {
    return this.inbox.assign(ctx, id, userId ?? null);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InboxItem, { description: 'MANAGER and up: marks the item handled (it leaves "À traiter"); CONFLICT when it already is.' })
  handleInboxItem(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The inbox item.' }) id: string): Promise<InboxItem> {
    return this.inbox.handle(ctx, id);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InboxItem, { description: 'MANAGER and up: puts a handled item back in "À traiter".' })
  reopenInboxItem(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The inbox item.' }) id: string): Promise<InboxItem> {
    return this.inbox.reopen(ctx, id);
  }

  @Authorized(Role.MANAGER)
  @Query(() => InboxPreferencesView, { description: 'MANAGER and up, staff session: my inbox e-mail preferences.' })
  myInboxPreferences(@Ctx() ctx: RequestContext): Promise<InboxPreferencesView> {
    return this.inbox.preferences(ctx);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InboxPreferencesView, { description: 'MANAGER and up, staff session: which kinds I hear about by e-mail, and how (at once, digest, off).' })
  updateMyInboxPreferences(@Ctx() ctx: RequestContext, @Arg('input', () => InboxPreferencesInput, { description: 'The preferences.' }) input: InboxPreferencesInput): Promise<InboxPreferencesView> {
    return this.inbox.updatePreferences(ctx, input.mode, input.kinds);
  }

  @Subscription(() => InboxChange, {
    description: 'MANAGER and up (staff session over graphql-ws on /graphql): a section\'s inbox changed, whichever server process it reached (Redis when REDIS_URL is set).',
    subscribe: ({ context }) => {
      const ctx = context as InboxSubscriptionContext;
      const role = principalRole(ctx);
      if (!role) throw new AppError(ErrorCode.UNAUTHENTICATED);
      if (!roleAtLeast(role, Role.MANAGER)) throw new AppError(ErrorCode.FORBIDDEN);
      return inboxSignals(ctx.inboxBus, role);
    },
  })
  inboxChanged(@Root() signal: InboxSignal): InboxChange {
    return { section: signal.section as InboxSection, at: new Date(signal.at) };
  }
}
