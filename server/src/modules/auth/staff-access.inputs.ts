import { MaxLength } from '../../kernel/class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { ACCOUNT_LIMITS, LIMITS } from '../../shared/validation';

@InputType({ description: '"Mot de passe oublié ?": the e-mail of a staff account.' })
export class RequestPasswordResetInput {
  @Field(() => String, { description: 'Staff e-mail address (the answer is the same whether an account exists or not).' })
  @MaxLength(LIMITS.email, { message: VALIDATION.tooLong(LIMITS.email) })
  email!: string;
}

@InputType({ description: 'A new password chosen from an e-mailed reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The secret from the link (after #).' })
  @MaxLength(200, { message: VALIDATION.tooLong(200) })
  token!: string;

  @Field(() => String, { description: 'The new password (password policy applies).' })
  @MaxLength(ACCOUNT_LIMITS.passwordMax, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.passwordMax) })
  newPassword!: string;
}

@InputType({ description: 'An administrator acting on another staff account.' })
export class StaffAccountInput {
  @Field(() => ID, { description: 'Account id.' })
  userId!: string;
}
