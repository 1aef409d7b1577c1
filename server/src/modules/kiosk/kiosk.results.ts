import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Kiosk } from './kiosk.entities';

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
