import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EquipmentAllocation } from './equipment-allocation.entities';

@ObjectType('EquipmentAvailability', { description: 'Public: one rentable item over a date range. No customer data.' })
export class EquipmentAvailabilityResult {
  @Field(() => String, { description: 'Item code: bac, baril, ilot, toilette, lavage or an item staff add (price-list name without `event.`).' })
  code!: string;

  @Field(() => String, { description: 'French label of the item (price list).' })
  label!: string;

  @Field(() => Int, { description: 'Units owned.' })
  stock!: number;

  @Field(() => Int, { description: 'Minimum available over the range’s days, delivery and collection turnaround included (0 = full).' })
  available!: number;
}

@ObjectType('EquipmentCalendarEntry', { description: 'Staff: an allocation with its item and, for reservations and holds, the event.' })
export class EquipmentCalendarEntry extends EquipmentAllocation {
  @Field(() => String, { description: 'Item code.' })
  code!: string;

  @Field(() => String, { description: 'Item label.' })
  itemLabel!: string;

  @Field(() => String, { nullable: true, description: 'Event reference (EV-…), reservations and holds.' })
  reference!: string | null;

  @Field(() => String, { nullable: true, description: 'Client company, reservations and holds.' })
  companyName!: string | null;

  @Field(() => String, { nullable: true, description: 'Event address, reservations and holds.' })
  address!: string | null;
}

@ObjectType('RunSheetLine', { description: 'Equipment of one stop (or of the load list).' })
export class RunSheetLine {
  @Field(() => String, { description: 'Item code.' })
  code!: string;

  @Field(() => String, { description: 'Item label.' })
  label!: string;

  @Field(() => Int, { description: 'Units.' })
  quantity!: number;
}

@ObjectType('RunSheetStop', { description: 'A delivery or a collection of the day, in the order to do them.' })
export class RunSheetStop {
  @Field(() => Int, { description: 'Position in the day (1, 2, …).' })
  order!: number;

  @Field(() => String, { description: 'DELIVERY or COLLECTION.' })
  kind!: 'DELIVERY' | 'COLLECTION';

  @Field(() => ID, { description: 'Event request id.' })
  eventRequestId!: number;

  @Field(() => String, { description: 'Event reference (EV-…).' })
  reference!: string;

  @Field(() => String, { description: 'Name of the event.' })
  eventName!: string;

  @Field(() => String, { description: 'Client company.' })
  companyName!: string;

  @Field(() => String, { description: 'Event address.' })
  address!: string;

  @Field(() => String, { description: 'Client phone (empty when not given).' })
  phone!: string;

  @Field(() => String, { description: 'Event dates YYYY-MM-DD.' })
  eventStart!: string;

  @Field(() => String, { description: 'Event end YYYY-MM-DD.' })
  eventEnd!: string;

  @Field(() => [RunSheetLine], { description: 'Equipment to drop off or pick up.' })
  lines!: RunSheetLine[];
}

@ObjectType('RunSheet', { description: 'Staff: the day’s run sheet: what to load, then the deliveries and collections in order.' })
export class RunSheet {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  day!: string;

  @Field(() => [RunSheetLine], { description: 'To load at the depot in the morning (the day’s deliveries, summed).' })
  load!: RunSheetLine[];

  @Field(() => [RunSheetStop], { description: 'Deliveries (earliest event first), then collections.' })
  stops!: RunSheetStop[];
}

@InputType({ description: 'Stock and turnaround of a rentable item.' })
export class UpdateEquipmentStockInput {
  @Field(() => ID, { description: 'Price-list row id.' })
  serviceId!: string;

  @Field(() => Int, { description: 'Units owned (0 to 100 000).' })
  stock!: number;

  @Field(() => Int, { description: 'Days taken before the event (delivery), 0 to 30.' })
  turnaroundBefore!: number;

  @Field(() => Int, { description: 'Days taken after the event (collection, cleaning), 0 to 30.' })
  turnaroundAfter!: number;
}

@InputType({ description: 'Units taken out by staff over a period (repair, loss).' })
export class CreateEquipmentBlockInput {
  @Field(() => ID, { description: 'Price-list row id.' })
  serviceId!: string;

  @Field(() => Int, { description: 'Units blocked (1 to the stock).' })
  quantity!: number;

  @Field(() => String, { description: 'First day YYYY-MM-DD.' })
  start!: string;

  @Field(() => String, { description: 'Last day YYYY-MM-DD (inclusive).' })
  end!: string;

  @Field(() => String, { description: 'Why: repair, loss…' })
  reason!: string;
}

@ObjectType('EquipmentItem', { description: 'Staff: a rentable price-list item with its stock and turnaround days.' })
export class EquipmentItemResult {
  @Field(() => ID, { description: 'Price-list row (Service) id.' })
  id!: number;

  @Field(() => String, { description: 'Item code (price-list name without `event.`).' })
  code!: string;

  @Field(() => String, { description: 'French label.' })
  label!: string;

  @Field(() => Int, { description: 'Units owned.' })
  stock!: number;

  @Field(() => Int, { description: 'Days taken before the event (delivery).' })
  turnaroundBefore!: number;

  @Field(() => Int, { description: 'Days taken after the event (collection, cleaning).' })
  turnaroundAfter!: number;
}
