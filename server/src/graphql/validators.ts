import { ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isValidPhone } from '../shared/validation';
import { canonicalMailbox } from '../modules/mail/mailbox';

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
