import { ArrayMaxSize, IsBoolean, IsEnum, IsInt, IsOptional, Matches, Max, MaxLength, Min } from '../../kernel/class-validator';
import { BotCheckField, BotCheckInput } from '../abuse/abuse.public';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PICKUP_MESSAGES, VALIDATION } from '../../shared/messages.fr';
import { ACCOUNT_LIMITS, LIMITS, NOT_BLANK } from '../../shared/validation';
import { EmailField, FormIdempotencyKeyField, MultiLineTextField, PhoneField, RequiredLineField, SmsOptInField } from '../../graphql/input-fields';
import { PickupRequest, PickupStatus } from './pickup-request.entity';

@InputType({ description: 'What the /ramassage form sends.' })
export class CreatePickupRequestInput implements Partial<PickupRequest> {
  @RequiredLineField('Customer full name.', VALIDATION.fullNameRequired, LIMITS.fullName)
  fullName!: string;

  @PhoneField('Customer phone number (North American).', { required: true })
  phone!: string;

  @EmailField('Customer e-mail address.')
  email!: string;

  @RequiredLineField('Full pickup address.', VALIDATION.addressRequired, LIMITS.address)
  address!: string;

  @Field(() => Int, { defaultValue: 0, description: '0 = ground floor (default), 1, 2, 3 = 3rd or higher.' })
  @IsInt({ message: VALIDATION.floor })
  @Min(0, { message: VALIDATION.floor })
  @Max(3, { message: VALIDATION.floor })
  floor!: number;

  @Field(() => Boolean, { description: 'An elevator is available.', defaultValue: false })
  @IsBoolean({ message: VALIDATION.invalid })
  hasElevator!: boolean;

  @Field(() => Boolean, { description: 'Urgent intervention requested.', defaultValue: false })
  @IsBoolean({ message: VALIDATION.invalid })
  urgency!: boolean;

  @MultiLineTextField('What to pick up (optional).', LIMITS.description)
  description!: string;

  @Field(() => [String], { description: 'Names of the photos chosen (at most 20; files are not uploaded).', defaultValue: [] })
  @ArrayMaxSize(LIMITS.photos, { message: VALIDATION.photosTooMany(LIMITS.photos) })
  @MaxLength(LIMITS.photoName, { each: true, message: VALIDATION.photoName })
  @Matches(NOT_BLANK, { each: true, message: VALIDATION.photoName })
  photos!: string[];

  @BotCheckField()
  botCheck?: BotCheckInput | null;

  @SmsOptInField('customer')
  smsOptIn?: boolean | null;

  @FormIdempotencyKeyField()
  idempotencyKey?: string | null;
}

@ArgsType()
export class PickupRequestsArgs {
  @Field(() => Int, { defaultValue: 20, description: 'How many, newest first (1 to 100).' })
  @IsInt({ message: VALIDATION.takeRange(ACCOUNT_LIMITS.takeMax) })
  @Min(1, { message: VALIDATION.takeRange(ACCOUNT_LIMITS.takeMax) })
  @Max(ACCOUNT_LIMITS.takeMax, { message: VALIDATION.takeRange(ACCOUNT_LIMITS.takeMax) })
  take!: number;
}

export const PICKUP_LIMITS = { estimateMaxCents: 10_000_000, slot: 40 } as const;
/** 'AM', 'PM', or a time range '13:00-15:00' (24 h). */
export const SLOT_PATTERN = /^(AM|PM|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

@InputType({ description: 'MANAGER and up: the estimate sent to the customer.' })
export class EstimatePickupInput {
  @Field(() => ID, { description: 'The pickup request.' })
  id!: string;

  @Field(() => Int, { description: 'Amount in cents (taxes included).' })
  @IsInt({ message: PICKUP_MESSAGES.estimateRange })
  @Min(1, { message: PICKUP_MESSAGES.estimateRange })
  @Max(PICKUP_LIMITS.estimateMaxCents, { message: PICKUP_MESSAGES.estimateRange })
  amountCents!: number;
}

@InputType({ description: 'MANAGER and up: the day and slot of the pickup.' })
export class SchedulePickupInput {
  @Field(() => ID, { description: 'The pickup request.' })
  id!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  @Matches(DATE_PATTERN, { message: PICKUP_MESSAGES.date })
  date!: string;

  @Field(() => String, { description: "'AM', 'PM' or 'HH:MM-HH:MM'" })
  @MaxLength(PICKUP_LIMITS.slot, { message: PICKUP_MESSAGES.slot })
  @Matches(SLOT_PATTERN, { message: PICKUP_MESSAGES.slot })
  slot!: string;
}

@InputType({ description: 'MANAGER and up: mark a scheduled pickup done, or cancel a request.' })
export class UpdatePickupStatusInput {
  @Field(() => ID, { description: 'The pickup request.' })
  id!: string;

  @Field(() => PickupStatus, { description: 'The new status: DONE or CANCELED.' })
  @IsEnum(PickupStatus, { message: PICKUP_MESSAGES.status })
  status!: PickupStatus;
  @Field(() => String, { nullable: true, description: 'ADMIN only: why the pickup is marked done before its scheduled day (kept in the staff timeline). Refused without it before the date.' })
  @IsOptional()
  @MaxLength(500, { message: VALIDATION.invalid })
  forceReason?: string | null;
}
