import { IsBoolean, IsOptional, Matches, MaxLength, Validate } from '../kernel/class-validator';
import { Field } from 'type-graphql';
import { VALIDATION } from '../shared/messages.fr';
import { FORM_IDEMPOTENCY_KEY, LIMITS, NOT_BLANK } from '../shared/validation';
import { Mailbox, MultiLine, OneLine, PhoneNumber } from './validators';

/**
 * Input fields that several public forms share, each one decorator standing for the `@Field` and the
 * class-validator decorators that used to be repeated above the property. A class keeps its own field
 * order (unlike a shared base class, whose fields would come first), so the schema does not move.
 */

/**
 * The decorators applied as if stacked above the property in this order: TypeScript applies the
 * bottom one first, and so does this, so class-validator lists the constraints (and picks the first
 * message) exactly as with the stacked form.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => {
    for (const decorate of [...decorators].reverse()) decorate(target, propertyKey);
  };
}

/** A required one-line text (a name, an address): not blank, at most `max` characters, one line. */
export function RequiredLineField(description: string, requiredMessage: string, max: number): PropertyDecorator {
  return stacked(
    Field(() => String, { description }),
    Matches(NOT_BLANK, { message: requiredMessage }),
    MaxLength(max, { message: VALIDATION.tooLong(max) }),
    Validate(OneLine, { message: VALIDATION.oneLine }),
  );
}

/** A required e-mail address: not blank, at most `max` characters, exactly one plain mailbox. */
export function EmailField(description: string, max: number = LIMITS.email): PropertyDecorator {
  return stacked(
    Field(() => String, { description }),
    Matches(NOT_BLANK, { message: VALIDATION.emailRequired }),
    MaxLength(max, { message: VALIDATION.tooLong(max) }),
    Validate(Mailbox, { message: VALIDATION.email }),
  );
}

/** A North American phone number on one line: required (pickup), or optional and '' by default (events). */
export function PhoneField(description: string, presence: { required: true } | { defaultValue: '' }): PropertyDecorator {
  if ('required' in presence) {
    return stacked(
      Field(() => String, { description }),
      Matches(NOT_BLANK, { message: VALIDATION.phoneRequired }),
      Validate(PhoneNumber, { message: VALIDATION.phone }),
      Validate(OneLine, { message: VALIDATION.oneLine }),
    );
  }
  return stacked(
    Field(() => String, { description, defaultValue: presence.defaultValue }),
    Validate(PhoneNumber, { message: VALIDATION.phone }),
    Validate(OneLine, { message: VALIDATION.oneLine }),
  );
}

/** An optional multi-line text ('' by default): at most `max` characters, line breaks allowed. */
export function MultiLineTextField(description: string, max: number): PropertyDecorator {
  return stacked(
    Field(() => String, { description, defaultValue: '' }),
    MaxLength(max, { message: VALIDATION.tooLong(max) }),
    Validate(MultiLine, { message: VALIDATION.multiLine }),
  );
}

/** The SMS consent box beside `phone` (CASL); `who` names the person in the description. */
export function SmsOptInField(who: 'customer' | 'client'): PropertyDecorator {
  return stacked(
    Field(() => Boolean, {
      nullable: true,
      description: `True: the ${who} ticked the SMS consent (never pre-ticked) at \`phone\`, which must then be a mobile; the wording and date are recorded (CASL). Absent or false: no SMS.`,
    }),
    IsOptional(),
    IsBoolean({ message: VALIDATION.invalid }),
  );
}

/** A public form's idempotency key (also the REST route's `Idempotency-Key` header). */
export function FormIdempotencyKeyField(): PropertyDecorator {
  return stacked(
    Field(() => String, {
      nullable: true,
      description:
        'Made once per filled form by the site (a UUID). The same key again answers the first request and stores or e-mails nothing; the REST route also takes it as the `Idempotency-Key` header.',
    }),
    IsOptional(),
    Matches(FORM_IDEMPOTENCY_KEY, { message: VALIDATION.idempotencyKey }),
  );
}
