import { ArgsType, Field, Int } from 'type-graphql';
import { CONNECTION_DEFAULT_FIRST, CONNECTION_MAX_FIRST } from '../../kernel/connections';

export const CLIENT_SEARCH_MAX = 100;

@ArgsType()
export class ClientsArgs {
  @Field(() => Int, { defaultValue: CONNECTION_DEFAULT_FIRST, description: `Page size, 1 to ${CONNECTION_MAX_FIRST}.` })
  first!: number;

  @Field(() => String, { nullable: true, description: 'Continue after this cursor (an endCursor or an edge cursor).' })
  after?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Only customers whose name, e-mail or phone contains this text (case and accents ignored; a phone also matches its digits alone). At most ${CLIENT_SEARCH_MAX} characters.`,
  })
  search?: string | null;
}
