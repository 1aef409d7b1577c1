import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { Role } from '../../shared/roles';
import { ACCOUNT_LIMITS, EMAIL_PATTERN, LIMITS, NOT_BLANK } from '../../shared/validation';
import { User } from './user.entity';

/** A new staff account. Only these fields can be set: no id, no times, no hash. */
@InputType({ description: 'A new staff account (ADMIN and up; ADMIN or SUPERADMIN accounts: SUPERADMIN only).' })
export class CreateUserInput implements Partial<User> {
  @Field(() => String, { description: 'Sign-in e-mail address (unique).' })
  @Matches(NOT_BLANK, { message: VALIDATION.emailAndPasswordRequired })
  @MaxLength(LIMITS.email, { message: VALIDATION.tooLong(LIMITS.email) })
  @Matches(EMAIL_PATTERN, { message: VALIDATION.email })
  email!: string;

  @Field(() => String, { description: 'At least 10 characters, not containing the part of the e-mail before the @.' })
  @Matches(NOT_BLANK, { message: VALIDATION.emailAndPasswordRequired })
  password!: string;

  @Field(() => Role, { description: 'Role of the new account.', defaultValue: Role.EMPLOYEE })
  role!: Role;

  @Field(() => String, { description: 'Display name.', nullable: true })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.userName, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.userName) })
  name?: string | null;
}

@InputType({ description: 'A new role for another account.' })
export class UpdateUserRoleInput {
  @Field(() => ID, { description: 'Account id.' })
  id!: string;

  @Field(() => Role, { description: 'The new role.' })
  role!: Role;
}
