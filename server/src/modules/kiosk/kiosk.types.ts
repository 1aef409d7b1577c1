import { Length, Matches } from 'class-validator';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { KIOSK_MESSAGES } from '../../shared/timesheets.messages.fr';
import { PunchInput } from '../timeclock/timeclock.public';
import { Kiosk } from './kiosk.entities';

export const PIN_PATTERN = /^\d{4,6}$/;

@ObjectType('RegisteredKiosk', { description: 'A kiosk just registered, with its device token (shown this once, stored hashed).' })
export class RegisteredKiosk {
  @Field(() => Kiosk, { description: 'The kiosk registered.' })
  kiosk!: Kiosk;

  @Field(() => String, { description: 'The device token: enter it once on the tablet; never shown again.' })
  token!: string;
}

@ObjectType('KioskStaff', { description: 'An employee who can punch on the kiosk (PIN set).' })
export class KioskStaff {
  @Field(() => ID, { description: 'The employee’s user id.' })
  id!: string;

  @Field(() => String, { description: 'Display name (never the e-mail).' })
  name!: string;

  @Field(() => String, { description: 'First name, for the greeting (« Bonjour, Marie »); the display name when none.' })
  firstName!: string;

  @Field(() => Boolean, { description: 'True while a shift is open.' })
  onShift!: boolean;
}

@ObjectType('KioskSession', { description: 'What a registered tablet shows.' })
export class KioskSession {
  @Field(() => String, { description: 'The kiosk’s name.' })
  kioskName!: string;

  @Field(() => [KioskStaff], { description: 'Employees who can punch there, by name.' })
  staff!: KioskStaff[];

  @Field(() => DateTimeISOResolver, { description: 'Server clock.' })
  serverTime!: Date;
}

@InputType({ description: 'A punch on a kiosk: the tablet’s token, the employee and their PIN, and the punch as on the punch page.' })
export class KioskPunchInput extends PunchInput {
  @Field(() => String, { description: 'The kiosk’s device token.' })
  @Length(20, 200, { message: KIOSK_MESSAGES.unknownKiosk })
  kioskToken!: string;

  @Field(() => ID, { description: 'The employee.' })
  userId!: string;

  @Field(() => String, { description: 'The employee’s 4–6-digit PIN.' })
  @Matches(PIN_PATTERN, { message: KIOSK_MESSAGES.pinFormat })
  pin!: string;
}

@InputType({ description: 'Register a shared tablet.' })
export class RegisterKioskInput {
  @Field(() => String, { description: 'Where the tablet is (1 to 80 characters).' })
  @Length(1, 80, { message: KIOSK_MESSAGES.kioskName })
  name!: string;
}
