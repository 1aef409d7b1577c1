import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, Validate, ValidateNested } from '../../kernel/class-validator';
import { OneLine } from '../../graphql/validators';
import { VALIDATION } from '../../shared/messages.fr';
import { Field, ID, InputType, Int } from 'type-graphql';
import { PORTAL_MESSAGES } from '../../shared/portal.messages.fr';
import { LIMITS } from '../../shared/validation';

export const PORTAL_LIMITS = {
  lines: 60,
  description: 200,
  quantity: 10_000,
  days: 366,
  unitPriceCents: 100_000_000,
  note: 2000,
  message: 2000,
} as const;

@InputType({ description: 'One line of a quote revision; its amount is computed by the server.' })
export class QuoteRevisionLineInput {
  @Field(() => String, { description: 'equipment or service.' })
  @IsIn(['equipment', 'service'], { message: PORTAL_MESSAGES.lineInvalid })
  kind!: 'equipment' | 'service';

  @Field(() => String, { nullable: true, description: 'Price-list equipment type (bac, baril, ilot, toilette, lavage…) of an equipment line.' })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: PORTAL_MESSAGES.lineInvalid })
  code?: string | null;

  @Field(() => String, { description: 'What the client reads.' })
  @IsString()
  @MaxLength(PORTAL_LIMITS.description, { message: PORTAL_MESSAGES.tooLong(PORTAL_LIMITS.description) })
  description!: string;

  @Field(() => Int, { description: '1 to 10,000.' })
  @IsInt({ message: PORTAL_MESSAGES.lineInvalid })
  @Min(1, { message: PORTAL_MESSAGES.lineInvalid })
  @Max(PORTAL_LIMITS.quantity, { message: PORTAL_MESSAGES.lineInvalid })
  quantity!: number;

  @Field(() => Int, { nullable: true, description: 'Days billed for an equipment line (1 to 366); services ignore it.' })
  @IsOptional()
  @IsInt({ message: PORTAL_MESSAGES.lineInvalid })
  @Min(1, { message: PORTAL_MESSAGES.lineInvalid })
  @Max(PORTAL_LIMITS.days, { message: PORTAL_MESSAGES.lineInvalid })
  days?: number | null;

  @Field(() => Int, { description: 'Unit price before taxes, in integer cents (per unit, per day for equipment).' })
  @IsInt({ message: PORTAL_MESSAGES.lineInvalid })
  @Min(0, { message: PORTAL_MESSAGES.lineInvalid })
  @Max(PORTAL_LIMITS.unitPriceCents, { message: PORTAL_MESSAGES.lineInvalid })
  unitPriceCents!: number;
}

@InputType({ description: 'Staff: a new revision of an event quote (n + 1).' })
export class SaveQuoteRevisionInput {
  @Field(() => ID, { description: 'The event request.' })
  eventRequestId!: string;

  @Field(() => [QuoteRevisionLineInput], { description: 'Equipment and service lines, in order.' })
  @ValidateNested({ each: true })
  @ArrayMaxSize(PORTAL_LIMITS.lines)
  lines!: QuoteRevisionLineInput[];

  @Field(() => String, { nullable: true, description: 'What the discount is for (optional).' })
  @IsOptional()
  @IsString()
  @MaxLength(PORTAL_LIMITS.description, { message: PORTAL_MESSAGES.tooLong(PORTAL_LIMITS.description) })
  discountLabel?: string | null;

  @Field(() => Int, { nullable: true, description: 'Discount before taxes, in integer cents (0 when none).' })
  @IsOptional()
  @IsInt({ message: PORTAL_MESSAGES.discountTooLarge })
  @Min(0, { message: PORTAL_MESSAGES.discountTooLarge })
  discountCents?: number | null;

  @Field(() => String, { nullable: true, description: 'Note to the client, printed on the quote.' })
  @IsOptional()
  @IsString()
  @MaxLength(PORTAL_LIMITS.note, { message: PORTAL_MESSAGES.tooLong(PORTAL_LIMITS.note) })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, last day it can be accepted; 30 days from today when omitted.' })
  @IsOptional()
  @IsString()
  validUntil?: string | null;
}

@InputType({ description: 'Client: accepts the latest quote revision (electronic signature).' })
export class AcceptQuoteInput {
  @Field(() => ID, { description: 'The revision shown to the client.' })
  revisionId!: string;

  @Field(() => String, { description: 'The full name the client typed.' })
  @IsString()
  @MaxLength(LIMITS.fullName, { message: PORTAL_MESSAGES.tooLong(LIMITS.fullName) })
  fullName!: string;

  @Field(() => Boolean, { description: 'The general conditions checkbox.' })
  @IsBoolean()
  termsAccepted!: boolean;

  @Field(() => String, { description: 'The version of the general conditions the client saw.' })
  @IsString()
  @MaxLength(20)
  termsVersion!: string;
}

@InputType({ description: 'Client: declines a quote revision.' })
export class DeclineQuoteInput {
  @Field(() => ID, { description: 'The revision.' })
  revisionId!: string;

  @Field(() => String, { nullable: true, description: 'Optional reason.' })
  @IsOptional()
  @IsString()
  @MaxLength(PORTAL_LIMITS.message, { message: PORTAL_MESSAGES.tooLong(PORTAL_LIMITS.message) })
  reason?: string | null;
}

@InputType({ description: 'Client: a message to staff about a request (change to a quote, another pickup slot).' })
export class ClientMessageInput {
  @Field(() => ID, { description: 'The request (event or pickup, per the operation).' })
  requestId!: string;

  @Field(() => String, { description: 'The message.' })
  @IsString()
  @MaxLength(PORTAL_LIMITS.message, { message: PORTAL_MESSAGES.tooLong(PORTAL_LIMITS.message) })
  message!: string;
}

@InputType({ description: 'Client: contact details for future requests (past documents never change).' })
export class ClientProfileInput {
  @Field(() => String, { description: 'Full name.' })
  @IsString()
  @MaxLength(LIMITS.fullName, { message: PORTAL_MESSAGES.tooLong(LIMITS.fullName) })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  fullName!: string;

  @Field(() => String, { description: 'Phone ("" when none).' })
  @IsString()
  @MaxLength(LIMITS.phone, { message: PORTAL_MESSAGES.tooLong(LIMITS.phone) })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  phone!: string;

  @Field(() => String, { description: 'Address ("" when none).' })
  @IsString()
  @MaxLength(LIMITS.address, { message: PORTAL_MESSAGES.tooLong(LIMITS.address) })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  address!: string;
}
