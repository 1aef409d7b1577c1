import { IsOptional, Matches, MaxLength } from '../../kernel/class-validator';
import { Field, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { ACCOUNT_LIMITS, LIMITS, NOT_BLANK } from '../../shared/validation';

@InputType({ description: 'Staff sign-in.' })
export class LoginInput {
  @Field(() => String, { description: 'Staff e-mail address.' })
  @Matches(NOT_BLANK, { message: VALIDATION.emailRequired })
  @MaxLength(LIMITS.email, { message: VALIDATION.tooLong(LIMITS.email) })
  email!: string;

  @Field(() => String, { description: 'Password.' })
  @Matches(/^[\s\S]+$/, { message: VALIDATION.passwordRequired })
  @MaxLength(ACCOUNT_LIMITS.passwordMax, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.passwordMax) })
  password!: string;
}

@InputType({ description: 'Both passwords are required.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password.' })
  @Matches(/^[\s\S]+$/, { message: VALIDATION.bothPasswordsRequired })
  @MaxLength(ACCOUNT_LIMITS.passwordMax, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.passwordMax) })
  currentPassword!: string;

  @Field(() => String, { description: 'At least 10 characters, not containing the part of the e-mail before the @.' })
  @Matches(/^[\s\S]+$/, { message: VALIDATION.bothPasswordsRequired })
  newPassword!: string;
}

@InputType({
  description:
    'The legacy POST /api/admin/change-password body: the current password is optional, but without it the session must have signed in within the last 15 minutes.',
})
export class LegacyChangePasswordInput {
  @Field(() => String, { nullable: true, description: 'The current password (optional after a recent sign-in).' })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.passwordMax, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.passwordMax) })
  currentPassword?: string | null;

  @Field(() => String, { description: 'The new password (password policy applies).' })
  @Matches(/^[\s\S]+$/, { message: VALIDATION.bothPasswordsRequired })
  newPassword!: string;
}
