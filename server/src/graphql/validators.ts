import { ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isValidPhone } from '../shared/validation';

@ValidatorConstraint({ name: 'phoneNumber' })
export class PhoneNumber implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isValidPhone(value));
  }
}
