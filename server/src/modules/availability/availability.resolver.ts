import { DateResolver } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { AvailabilityService, EquipmentItem, equipmentCode } from './availability.service';
import {
  CreateEquipmentBlockInput,
  EquipmentAvailabilityResult,
  EquipmentCalendarEntry,
  EquipmentItemResult,
  RunSheet,
  UpdateEquipmentStockInput,
} from './availability.results';
import { EquipmentAllocation } from './equipment-allocation.entities';
import { RunSheetService } from './run-sheet.service';

/** 'YYYY-MM-DD' of a `Date` scalar value (parsed at UTC midnight by graphql-scalars). */
function day(value: Date): string {
  return value.toISOString().slice(0, 10);
}

function itemResult(item: EquipmentItem): EquipmentItemResult {
  return { id: item.id, code: equipmentCode(item), label: item.label, stock: item.stock, turnaroundBefore: item.turnaroundBefore, turnaroundAfter: item.turnaroundAfter };
}

@Resolver()
export class AvailabilityResolver {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly runSheets: RunSheetService,
  ) {}

  @Query(() => [EquipmentAvailabilityResult], {
    description:
      'Public: every rentable item with its stock and the minimum available over start..end (inclusive, at most 366 days; delivery and collection turnaround included). No customer data.',
  })
  equipmentAvailability(
    @Ctx() ctx: RequestContext,
    @Arg('start', () => DateResolver, { description: 'First day of the event (YYYY-MM-DD).' }) start: Date,
    @Arg('end', () => DateResolver, { description: 'Last day of the event (YYYY-MM-DD).' }) end: Date,
  ): Promise<EquipmentAvailabilityResult[]> {
    return this.availability.availability(ctx, day(start), day(end));
  }

  @Authorized(Role.MANAGER)
  @Query(() => [EquipmentAvailabilityResult], {
    description: 'MANAGER and up: availability over an event’s dates leaving out what that event already holds or reserves (what a new quote revision of it may take).',
  })
  eventEquipmentAvailability(@Ctx() ctx: RequestContext, @Arg('eventRequestId', () => ID, { description: 'Event request id.' }) eventRequestId: string): Promise<EquipmentAvailabilityResult[]> {
    return this.availability.availabilityForEvent(ctx, eventRequestId);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [EquipmentItemResult], { description: 'MANAGER and up: the rentable items of the price list with stock and turnaround.' })
  async equipmentInventory(@Ctx() ctx: RequestContext): Promise<EquipmentItemResult[]> {
    return (await this.availability.inventory(ctx)).map(itemResult);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => EquipmentItemResult, { description: 'ADMIN and up: stock and turnaround days of a rentable item.' })
  async updateEquipmentStock(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateEquipmentStockInput, { description: 'The item and its new stock and turnaround.' }) input: UpdateEquipmentStockInput): Promise<EquipmentItemResult> {
    return itemResult(await this.availability.updateStock(ctx, input));
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => EquipmentAllocation, { description: 'MANAGER and up: blocks units over a period (repair, loss); refused when they are not free.' })
  createEquipmentBlock(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEquipmentBlockInput, { description: 'The item, units, period and reason.' }) input: CreateEquipmentBlockInput): Promise<EquipmentAllocation> {
    return this.availability.createBlock(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => EquipmentAllocation, { description: 'MANAGER and up: lifts a block.' })
  releaseEquipmentBlock(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Block (allocation) id.' }) id: string): Promise<EquipmentAllocation> {
    return this.availability.releaseBlock(ctx, id);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [EquipmentCalendarEntry], { description: 'MANAGER and up: live reservations, holds and blocks overlapping from..to (at most 366 days), with item and event.' })
  equipmentCalendar(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => DateResolver, { description: 'First day (YYYY-MM-DD).' }) from: Date,
    @Arg('to', () => DateResolver, { description: 'Last day (YYYY-MM-DD), at most 366 days after `from`.' }) to: Date,
  ): Promise<EquipmentCalendarEntry[]> {
    return this.runSheets.calendar(ctx, day(from), day(to));
  }

  @Authorized(Role.MANAGER)
  @Query(() => RunSheet, { description: 'MANAGER and up: the day’s run sheet (load, deliveries, collections in order, with the client’s phone).' })
  runSheet(@Ctx() ctx: RequestContext, @Arg('day', () => DateResolver, { description: 'The day (YYYY-MM-DD).' }) value: Date): Promise<RunSheet> {
    return this.runSheets.runSheet(ctx, day(value));
  }

  @Authorized(Role.MANAGER)
  @Query(() => String, { description: 'MANAGER and up: the day’s run sheet as a French PDF, base64.' })
  async runSheetPdf(@Ctx() ctx: RequestContext, @Arg('day', () => DateResolver, { description: 'The day (YYYY-MM-DD).' }) value: Date): Promise<string> {
    return (await this.runSheets.runSheetPdf(ctx, day(value))).content.toString('base64');
  }
}
