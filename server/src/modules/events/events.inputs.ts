import { BotCheckField, BotCheckInput } from '../abuse/abuse.public';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from '../../kernel/class-validator';
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { EventRequestStatus } from './event-request.entity';
import { EmailField, FormIdempotencyKeyField, MultiLineTextField, PhoneField, RequiredLineField, SmsOptInField } from '../../graphql/input-fields';
import { OneLine } from '../../graphql/validators';
import { EVENT_TEXT_LIMITS, EVENT_TYPES, ISO_DATE_PATTERN, isValidWebsite } from '../../shared/events';
import { EVENT_ADMIN_MESSAGES, EVENT_MESSAGES, VALIDATION } from '../../shared/messages.fr';
import { EVENT_LIMITS, isEndBeforeStart, isoDayNumber } from '../../shared/pricing/event-quote';
import { NOT_BLANK } from '../../shared/validation';

@ValidatorConstraint({ name: 'isoDate' })
class IsoDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || (ISO_DATE_PATTERN.test(value.trim()) && isoDayNumber(value) !== null));
  }
}

@ValidatorConstraint({ name: 'endNotBeforeStart' })
class EndNotBeforeStart implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const start = (args.object as SubmitEventRequestInput).dateStart;
    return typeof value !== 'string' || typeof start !== 'string' || !isEndBeforeStart(start, value);
  }
}

@ValidatorConstraint({ name: 'eventLength' })
class EventLengthWithinLimit implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const start = isoDayNumber(String((args.object as SubmitEventRequestInput).dateStart ?? ''));
    const end = isoDayNumber(String(value ?? ''));
    return start === null || end === null || end - start + 1 <= EVENT_LIMITS.maxDays;
  }
}

@ValidatorConstraint({ name: 'website' })
class Website implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidWebsite(value);
  }
}

const quantity = { message: EVENT_MESSAGES.quantity(EVENT_LIMITS.maxQuantity) };

@InputType({ description: 'Equipment counts (public-site.md §3 `materials`); an absent count is 0.' })
export class EventMaterialsInput {
  @Field(() => Int, { description: 'Number of bins.', defaultValue: 0 })
  @IsInt(quantity)
  @Min(0, quantity)
  @Max(EVENT_LIMITS.maxQuantity, quantity)
  bac!: number;

  @Field(() => Int, { description: 'Number of barrels.', defaultValue: 0 })
  @IsInt(quantity)
  @Min(0, quantity)
  @Max(EVENT_LIMITS.maxQuantity, quantity)
  baril!: number;

  @Field(() => Int, { description: 'Number of sorting islands.', defaultValue: 0 })
  @IsInt(quantity)
  @Min(0, quantity)
  @Max(EVENT_LIMITS.maxQuantity, quantity)
  ilot!: number;

  @Field(() => Int, { description: 'Number of portable toilets.', defaultValue: 0 })
  @IsInt(quantity)
  @Min(0, quantity)
  @Max(EVENT_LIMITS.maxQuantity, quantity)
  toilette!: number;

  @Field(() => Int, { description: 'Number of hand-washing stations.', defaultValue: 0 })
  @IsInt(quantity)
  @Min(0, quantity)
  @Max(EVENT_LIMITS.maxQuantity, quantity)
  lavage!: number;
}

@InputType({ description: 'Chosen services (public-site.md §3 `services`); absent means not chosen.' })
export class EventServicesInput {
  @Field(() => Boolean, { description: 'Delivery and pickup wanted.', defaultValue: false })
  @IsBoolean({ message: VALIDATION.invalid })
  livraison!: boolean;

  @Field(() => Boolean, { description: 'Cleaning wanted.', defaultValue: false })
  @IsBoolean({ message: VALIDATION.invalid })
  nettoyage!: boolean;

  @Field(() => Boolean, { description: 'On-site staff wanted.', defaultValue: false })
  @IsBoolean({ message: VALIDATION.invalid })
  staff!: boolean;
}

@InputType({ description: 'A quantity of one catalogue item (issue #28): an active `event.<code>` price-list row staff added in Tarification.' })
export class EventExtraInput {
  @Field(() => String, { description: 'The price-list name without `event.` (e.g. `tente10x10`).' })
  @MaxLength(80, { message: VALIDATION.invalid })
  @Matches(/^[a-zA-Z0-9.]+$/, { message: VALIDATION.invalid })
  code!: string;

  @Field(() => Int, { description: 'Units, or hours for a per-hour item, or 1 for a flat price; 0 = not wanted.' })
  @IsInt(quantity)
  @Min(0, quantity)
  @Max(EVENT_LIMITS.maxQuantity, quantity)
  quantity!: number;
}

/** Catalogue lines one request may carry. */
export const MAX_EVENT_EXTRAS = 100;

@InputType({ description: 'What the /evenementiel wizard sends. No amount: the server prices the request from the current price list.' })
export class SubmitEventRequestInput {
  @RequiredLineField('Name of the event.', EVENT_MESSAGES.eventNameRequired, EVENT_TEXT_LIMITS.eventName)
  eventName!: string;

  @Field(() => String, { description: 'festival, municipal, course, foire or autre.' })
  @IsIn(EVENT_TYPES, { message: EVENT_MESSAGES.eventType })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  eventType!: string;

  @Field(() => Int, { description: 'Expected participants.' })
  @IsInt({ message: EVENT_MESSAGES.participants })
  @Min(1, { message: EVENT_MESSAGES.participants })
  @Max(EVENT_LIMITS.maxParticipants, { message: EVENT_MESSAGES.participantsMax(EVENT_LIMITS.maxParticipants) })
  participants!: number;

  @RequiredLineField('Event address.', VALIDATION.addressRequired, EVENT_TEXT_LIMITS.address)
  address!: string;

  @Field(() => String, { description: "'YYYY-MM-DD' (or an ISO date-time: its date part is used)." })
  @Matches(NOT_BLANK, { message: EVENT_MESSAGES.dateStartRequired })
  @Validate(IsoDate, { message: EVENT_MESSAGES.dateInvalid })
  dateStart!: string;

  @Field(() => String, { description: "'YYYY-MM-DD', not before dateStart." })
  @Matches(NOT_BLANK, { message: EVENT_MESSAGES.dateEndRequired })
  @Validate(IsoDate, { message: EVENT_MESSAGES.dateInvalid })
  @Validate(EndNotBeforeStart, { message: EVENT_MESSAGES.endBeforeStart })
  @Validate(EventLengthWithinLimit, { message: EVENT_MESSAGES.tooManyDays(EVENT_LIMITS.maxDays) })
  dateEnd!: string;

  @Field(() => Int, { defaultValue: 0, description: 'Approximate area in square feet.' })
  @IsInt({ message: EVENT_MESSAGES.superficie })
  @Min(0, { message: EVENT_MESSAGES.superficie })
  @Max(EVENT_LIMITS.maxArea, { message: EVENT_MESSAGES.superficie })
  superficie!: number;

  @Field(() => Int, { description: 'Number of zones or kiosks.', defaultValue: 0 })
  @IsInt({ message: EVENT_MESSAGES.zones })
  @Min(0, { message: EVENT_MESSAGES.zones })
  @Max(EVENT_LIMITS.maxZones, { message: EVENT_MESSAGES.zones })
  zones!: number;

  @MultiLineTextField('Comments (optional).', EVENT_TEXT_LIMITS.commentaires)
  commentaires!: string;

  @Field(() => EventMaterialsInput, { description: 'Equipment wanted.' })
  @ValidateNested()
  materials!: EventMaterialsInput;

  @Field(() => EventMaterialsInput, {
    nullable: true,
    description:
      'Optional (issue #25): the counts the customer asked for where the form capped `materials` at what was left for the dates. Kept beside the granted count for staff; never priced (the request is priced from `materials`). A count not above its `materials` count is ignored.',
  })
  @IsOptional()
  @ValidateNested()
  askedMaterials?: EventMaterialsInput | null;

  @Field(() => EventServicesInput, { description: 'Services wanted.' })
  @ValidateNested()
  services!: EventServicesInput;

  @Field(() => [EventExtraInput], { defaultValue: [], description: 'Catalogue items and services beyond the built-in ones (the `eventCatalogue` query), each priced by the server from the price list with its unit.' })
  @ArrayMaxSize(MAX_EVENT_EXTRAS, { message: EVENT_MESSAGES.tooManyItems(MAX_EVENT_EXTRAS) })
  @ValidateNested({ each: true })
  extras!: EventExtraInput[];

  @Field(() => Int, { defaultValue: 1, description: 'Staff members when the staff service is chosen (≥ 1).' })
  @IsInt({ message: EVENT_MESSAGES.staffCount })
  @Min(1, { message: EVENT_MESSAGES.staffCount })
  @Max(EVENT_LIMITS.maxStaff, { message: EVENT_MESSAGES.staffCountMax(EVENT_LIMITS.maxStaff) })
  staffCount!: number;

  @RequiredLineField('Client company name.', EVENT_MESSAGES.companyNameRequired, EVENT_TEXT_LIMITS.companyName)
  companyName!: string;

  @Field(() => String, { description: 'Québec enterprise number: exactly 10 digits.' })
  @Matches(NOT_BLANK, { message: EVENT_MESSAGES.neqRequired })
  @Matches(/^\s*\d{10}\s*$/, { message: EVENT_MESSAGES.neq })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  neq!: string;

  @EmailField('Client e-mail address.')
  email!: string;

  @PhoneField('Phone number (optional).', { defaultValue: '' })
  phone!: string;

  @Field(() => String, { description: 'Website (optional).', defaultValue: '' })
  @MaxLength(EVENT_TEXT_LIMITS.website, { message: VALIDATION.tooLong(EVENT_TEXT_LIMITS.website) })
  @Validate(Website, { message: EVENT_MESSAGES.website })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  website!: string;

  @Field(() => Boolean, { defaultValue: true, description: 'E-mail a copy of the quote to `email`.' })
  @IsBoolean({ message: VALIDATION.invalid })
  sendCopy!: boolean;

  @BotCheckField()
  botCheck?: BotCheckInput | null;

  @SmsOptInField('client')
  smsOptIn?: boolean | null;

  @FormIdempotencyKeyField()
  idempotencyKey?: string | null;
}

export enum EventRequestSort {
  START_DESC = 'START_DESC',
  START_ASC = 'START_ASC',
  TOTAL_DESC = 'TOTAL_DESC',
  TOTAL_ASC = 'TOTAL_ASC',
}

registerEnumType(EventRequestSort, {
  name: 'EventRequestSort',
  description: 'Start date newest/oldest first, total high/low first.',
  valuesConfig: {
    START_DESC: { description: 'Latest start date first.' },
    START_ASC: { description: 'Earliest start date first.' },
    TOTAL_DESC: { description: 'Highest quote total first.' },
    TOTAL_ASC: { description: 'Lowest quote total first.' },
  },
});

export const EVENT_LIST_LIMITS = { search: 200, takeMax: 500 } as const;

@ArgsType()
export class EventRequestsArgs {
  @Field(() => String, { nullable: true, description: 'Case- and accent-insensitive match on event name, company name, e-mail or reference.' })
  @IsOptional()
  @MaxLength(EVENT_LIST_LIMITS.search, { message: EVENT_ADMIN_MESSAGES.searchTooLong(EVENT_LIST_LIMITS.search) })
  search?: string | null;

  @Field(() => EventRequestStatus, { nullable: true, description: 'Only this status; all when omitted.' })
  @IsOptional()
  @IsEnum(EventRequestStatus, { message: VALIDATION.invalid })
  status?: EventRequestStatus | null;

  @Field(() => EventRequestSort, { defaultValue: EventRequestSort.START_DESC, description: 'Order of the list.' })
  @IsEnum(EventRequestSort, { message: VALIDATION.invalid })
  sort!: EventRequestSort;

  @Field(() => Int, { defaultValue: 200, description: `How many (1 to ${EVENT_LIST_LIMITS.takeMax}).` })
  @IsInt({ message: VALIDATION.takeRange(EVENT_LIST_LIMITS.takeMax) })
  @Min(1, { message: VALIDATION.takeRange(EVENT_LIST_LIMITS.takeMax) })
  @Max(EVENT_LIST_LIMITS.takeMax, { message: VALIDATION.takeRange(EVENT_LIST_LIMITS.takeMax) })
  take!: number;
}

@InputType({ description: 'A staff status change of an event request.' })
export class UpdateEventStatusInput {
  @Field(() => ID, { description: 'The event request.' })
  id!: string;

  @Field(() => EventRequestStatus, { description: 'The new status.' })
  @IsEnum(EventRequestStatus, { message: VALIDATION.invalid })
  status!: EventRequestStatus;
  @Field(() => String, { nullable: true, description: 'ADMIN only: why the event is marked done before its last day (kept in the staff timeline). Refused without it before the date.' })
  @IsOptional()
  @MaxLength(500, { message: VALIDATION.invalid })
  forceReason?: string | null;

  @Field(() => String, { nullable: true, description: 'Why (a cancellation): told to the client in the cancellation e-mail. At most 500 characters.' })
  @IsOptional()
  @IsString({ message: VALIDATION.invalid })
  @MaxLength(500, { message: VALIDATION.tooLong(500) })
  reason?: string | null;
}
