import { ValidatorConstraint, ValidatorConstraintInterface } from '../kernel/class-validator';
import { isValidPhone } from '../shared/validation';
import { canonicalMailbox } from '../kernel/mailbox';

@ValidatorConstraint({ name: 'phoneNumber' })
export class PhoneNumber implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isValidPhone(value));
  }
}

/** Exactly one plain e-mail address (canonicalMailbox): no list, comment, quoted local part or display name. */
@ValidatorConstraint({ name: 'mailbox' })
export class Mailbox implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && canonicalMailbox(value) !== null;
  }
}

/** C0 and C1 control characters except line breaks, and the bidirectional formatting controls (U+202E…). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A one-line field (names, company, event name, address, phone): no line break, control character,
 * bidirectional override or lone surrogate (issue #32: CR/LF, U+202E, NUL and lone surrogates forged
 * lines in the quote e-mail and the PDF).
 */
@ValidatorConstraint({ name: 'oneLine' })
export class OneLine implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || !(CONTROL_OR_BIDI.test(value) || LINE_BREAK.test(value) || LONE_SURROGATE.test(value));
  }
}

/** A multi-line field (description, comments, messages): line breaks (CR, LF) only, none of the rest. */
@ValidatorConstraint({ name: 'multiLine' })
export class MultiLine implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || !(CONTROL_OR_BIDI.test(value) || /[\u2028\u2029]/.test(value) || LONE_SURROGATE.test(value));
  }
}
