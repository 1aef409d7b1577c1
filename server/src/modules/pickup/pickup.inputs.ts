import { ArrayMaxSize, IsBoolean, IsEnum, IsInt, IsOptional, Matches, Max, MaxLength, Min, Validate, ValidateNested } from '../../kernel/class-validator';
import { BotCheckInput } from '../abuse/abuse.public';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PICKUP_MESSAGES, VALIDATION } from '../../shared/messages.fr';
import { ACCOUNT_LIMITS, FORM_IDEMPOTENCY_KEY, LIMITS, NOT_BLANK } from '../../shared/validation';
import { PhoneNumber, Mailbox, MultiLine, OneLine } from '../../graphql/validators';
import { PickupRequest, PickupStatus } from './pickup-request.entity';

@InputType({ description: 'What the /ramassage form sends.' })
export class CreatePickupRequestInput implements Partial<PickupRequest> {
  @Field(() => String, { description: 'Customer full name.' })
  @Matches(NOT_BLANK, { message: VALIDATION.fullNameRequired })
  @MaxLength(LIMITS.fullName, { message: VALIDATION.tooLong(LIMITS.fullName) })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  fullName!: string;

  @Field(() => String, { description: 'Customer phone number (North American).' })
  @Matches(NOT_BLANK, { message: VALIDATION.phoneRequired })
  @Validate(PhoneNumber, { message: VALIDATION.phone })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  phone!: string;

  @Field(() => String, { description: 'Customer e-mail address.' })
  @Matches(NOT_BLANK, { message: VALIDATION.emailRequired })
  @MaxLength(LIMITS.email, { message: VALIDATION.tooLong(LIMITS.email) })
  @Validate(Mailbox, { message: VALIDATION.email })
  email!: string;

  @Field(() => String, { description: 'Full pickup address.' })
  @Matches(NOT_BLANK, { message: VALIDATION.addressRequired })
  @MaxLength(LIMITS.address, { message: VALIDATION.tooLong(LIMITS.address) })
  @Validate(OneLine, { message: VALIDATION.oneLine })
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

  @Field(() => String, { description: 'What to pick up (optional).', defaultValue: '' })
  @MaxLength(LIMITS.description, { message: VALIDATION.tooLong(LIMITS.description) })
  @Validate(MultiLine, { message: VALIDATION.multiLine })
  description!: string;

  @Field(() => [String], { description: 'Names of the photos chosen (at most 20; files are not uploaded).', defaultValue: [] })
  @ArrayMaxSize(LIMITS.photos, { message: VALIDATION.photosTooMany(LIMITS.photos) })
  @MaxLength(LIMITS.photoName, { each: true, message: VALIDATION.photoName })
  @Matches(NOT_BLANK, { each: true, message: VALIDATION.photoName })
  photos!: string[];

  @Field(() => BotCheckInput, { nullable: true, description: 'The site form\'s proof (ALTCHA + honeypot); absent = stored unverified.' })
  @IsOptional()
  @ValidateNested()
  botCheck?: BotCheckInput | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True: the customer ticked the SMS consent (never pre-ticked) at `phone`, which must then be a mobile; the wording and date are recorded (CASL). Absent or false: no SMS.',
  })
  @IsOptional()
  @IsBoolean()
  smsOptIn?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Made once per filled form by the site (a UUID). The same key again answers the first request and stores or e-mails nothing; the REST route also takes it as the `Idempotency-Key` header.',
  })
  @IsOptional()
  @Matches(FORM_IDEMPOTENCY_KEY, { message: VALIDATION.idempotencyKey })
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
