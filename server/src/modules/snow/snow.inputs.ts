import { IsBoolean, IsIn, IsOptional, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from '../../kernel/class-validator';
import { EmailField, SmsOptInField } from '../../graphql/input-fields';
import { MultiLine, OneLine } from '../../graphql/validators';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../../shared/phone';
import { Field, Float, InputType } from 'type-graphql';
import { SNOW_MESSAGES, VALIDATION } from '../../shared/messages.fr';
import { dollarsToCents } from '../../shared/pricing/snow-amount-match';
import { SNOW_MODES } from '../../shared/pricing/snow-quote';
import { isTroisRivieresAddress, SNOW_LIMITS } from '../../shared/snow';
import { NOT_BLANK } from '../../shared/validation';

/** The /deneigement address rule on the server: blank is reported as required, not as out of zone. */
@ValidatorConstraint({ name: 'servedCity' })
class InServedCity implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isTroisRivieresAddress(value));
  }
}

@ValidatorConstraint({ name: 'phone' })
class ValidPhone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || normalizePhone(value) !== null));
  }
}

@ValidatorConstraint({ name: 'dollarAmount' })
class DollarAmount implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return dollarsToCents(value) !== null;
  }
}

/** What every snow order states about the customer and the service. */
@InputType('SnowOrderDetailsInput', { description: 'Base of the two checkout inputs (not used on its own).' })
abstract class SnowOrderDetailsInput {
  @Field(() => String, { description: 'Full address; must be in Trois-Rivières.' })
  @Matches(NOT_BLANK, { message: VALIDATION.addressRequired })
  @MaxLength(SNOW_LIMITS.address, { message: VALIDATION.tooLong(SNOW_LIMITS.address) })
  @Validate(InServedCity, { message: SNOW_MESSAGES.outOfZone })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  address!: string;

  @Field(() => String, { description: "'abonnement' (seasonal subscription) or 'one-shot' (one visit)." })
  @IsIn(SNOW_MODES, { message: SNOW_MESSAGES.mode })
  mode!: string;

  @EmailField('Customer e-mail address (receipt).', SNOW_LIMITS.email)
  email!: string;
}

@InputType({ description: 'What the /deneigement form sends. No amount: the server prices the order from the current price list.' })
export class CreateSnowCheckoutInput extends SnowOrderDetailsInput {
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Express consent (CASL) to marketing e-mails: the unchecked box with the text CASL_CONSENT_TEXT (shared/privacy.messages.fr.ts), recorded with its time and wording.',
  })
  @IsBoolean({ message: VALIDATION.invalid })
  marketingConsent!: boolean;

  @SmsOptInField('customer')
  smsOptIn?: boolean | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Abrasive application.' })
  @IsBoolean({ message: VALIDATION.invalid })
  abrasif!: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'Urgent intervention (within 2 hours).' })
  @IsBoolean({ message: VALIDATION.invalid })
  urgent!: boolean;

  @Field(() => String, { defaultValue: '', description: 'Optional note for the driver (gate code, where to put the snow).' })
  @MaxLength(SNOW_LIMITS.note, { message: VALIDATION.tooLong(SNOW_LIMITS.note) })
  @Validate(MultiLine, { message: VALIDATION.multiLine })
  note!: string;

  /** Asked by the /deneigement form (required there); optional here for older integrations. */
  @Field(() => String, { nullable: true, description: 'The customer’s name (greets them in the contract and e-mails; shown to the driver). The form requires it.' })
  @IsOptional()
  @MaxLength(SNOW_LIMITS.customerName, { message: VALIDATION.tooLong(SNOW_LIMITS.customerName) })
  @Validate(OneLine, { message: VALIDATION.oneLine })
  customerName?: string | null;

  @Field(() => String, { nullable: true, description: 'The customer’s mobile phone (stored E.164; the driver calls it). The form requires it.' })
  @IsOptional()
  @Validate(ValidPhone, { message: PHONE_INVALID_MESSAGE })
  phone?: string | null;
}

@InputType({
  description:
    'The legacy POST /api/stripe/create-checkout-session payload. `amount` (dollars, taxes included) only selects the option combination whose server-computed total equals it; it never sets a price.',
})
export class LegacySnowCheckoutInput extends SnowOrderDetailsInput {
  @Field(() => Float, { description: 'Amount in dollars computed by the legacy client; checked against the server price.' })
  @Validate(DollarAmount, { message: SNOW_MESSAGES.amount })
  amount!: number;
}
