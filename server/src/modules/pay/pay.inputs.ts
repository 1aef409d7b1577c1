import { Matches } from '../../kernel/class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { PEOPLE_MESSAGES } from '../../shared/people.messages.fr';

@InputType({ description: 'A new hourly rate for an employee from a date on (a raise). ADMIN and up.' })
export class SetPayRateInput {
  @Field(() => ID, { description: 'The employee.' })
  userId!: string;

  @Field(() => String, { description: 'First local day it applies, YYYY-MM-DD (a raise on the 1st of a month: that 1st). The same day again replaces that day’s rate.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: PEOPLE_MESSAGES.effectiveFrom })
  effectiveFrom!: string;

  @Field(() => Int, { description: 'Hourly rate, cents (1 to 50 000).' })
  rateCents!: number;
}
