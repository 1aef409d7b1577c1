import { Field, ObjectType } from 'type-graphql';
import { ApiToken } from './api-token.entity';

@ObjectType('CreatedApiToken', { description: 'A new token and its secret, which is shown this once and never again.' })
export class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token created.' })
  apiToken!: ApiToken;

  @Field(() => String, { description: 'Send it as `Authorization: Bearer <secret>`.' })
  secret!: string;
}
