import { IsOptional, Matches, MaxLength } from '../../kernel/class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { PERSON_NAME_MAX } from '../../shared/display-name';
import { PEOPLE_MESSAGES } from '../../shared/people.messages.fr';
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

  @Field(() => String, { description: 'Display name (deprecated: send firstName and lastName).', nullable: true, deprecationReason: 'Use firstName and lastName.' })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.userName, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.userName) })
  name?: string | null;

  /** Required for new accounts (checked by the service so older clients get a French field error). */
  @Field(() => String, { description: 'First name (required).', nullable: true })
  @IsOptional()
  @MaxLength(PERSON_NAME_MAX, { message: PEOPLE_MESSAGES.nameTooLong(PERSON_NAME_MAX) })
  firstName?: string | null;

  @Field(() => String, { description: 'Last name (required).', nullable: true })
  @IsOptional()
  @MaxLength(PERSON_NAME_MAX, { message: PEOPLE_MESSAGES.nameTooLong(PERSON_NAME_MAX) })
  lastName?: string | null;

  @Field(() => String, { description: 'Hire date, YYYY-MM-DD (start of continuous service).', nullable: true })
  @IsOptional()
  hireDate?: string | null;
}

@InputType({ description: 'A staff member’s names (the person themself, or ADMIN and up) and hire date (ADMIN and up).' })
export class UpdateUserProfileInput {
  @Field(() => ID, { description: 'Account id.' })
  id!: string;

  @Field(() => String, { description: 'First name.' })
  @MaxLength(PERSON_NAME_MAX, { message: PEOPLE_MESSAGES.nameTooLong(PERSON_NAME_MAX) })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  @MaxLength(PERSON_NAME_MAX, { message: PEOPLE_MESSAGES.nameTooLong(PERSON_NAME_MAX) })
  lastName!: string;

  @Field(() => String, { description: 'Hire date, YYYY-MM-DD; ADMIN and up only (ignored from anyone else). Omit to keep.', nullable: true })
  @IsOptional()
  hireDate?: string | null;
}

@InputType({ description: 'A new role for another account.' })
export class UpdateUserRoleInput {
  @Field(() => ID, { description: 'Account id.' })
  id!: string;

  @Field(() => Role, { description: 'The new role.' })
  role!: Role;
}
