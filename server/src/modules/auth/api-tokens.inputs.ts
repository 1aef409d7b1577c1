import { Matches, MaxLength } from '../../kernel/class-validator';
import { Field, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { Role } from '../../shared/roles';
import { ACCOUNT_LIMITS, NOT_BLANK } from '../../shared/validation';
import { ApiToken } from './api-token.entity';

@InputType({ description: 'A new integrator token: a name to recognise it and the role it acts with.' })
export class CreateApiTokenInput implements Partial<ApiToken> {
  @Field(() => String, { description: 'A name to recognise the token by.' })
  @Matches(NOT_BLANK, { message: VALIDATION.tokenNameRequired })
  @MaxLength(ACCOUNT_LIMITS.tokenName, { message: VALIDATION.tooLong(ACCOUNT_LIMITS.tokenName) })
  name!: string;

  @Field(() => Role, { description: 'At most the creator’s own role.' })
  role!: Role;
}
