import { Length, Matches } from '../../kernel/class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { KIOSK_MESSAGES } from '../../shared/timesheets.messages.fr';
import { PunchInput } from '../timeclock/timeclock.public';

export const PIN_PATTERN = /^\d{4,6}$/;

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
