import { ArgsType, Field, Int } from 'type-graphql';

export const LOGS_DEFAULT_LIMIT = 200;
export const LOGS_MAX_LIMIT = 1000;
export const LOGS_SEARCH_MAX = 200;

@ArgsType()
export class LogsArgs {
  @Field(() => String, {
    nullable: true,
    description: `Only lines containing this text (case and accents ignored), searched in the stored line. At most ${LOGS_SEARCH_MAX} characters.`,
  })
  search?: string | null;

  @Field(() => Int, { defaultValue: LOGS_DEFAULT_LIMIT, description: `How many of the latest (matching) lines, 1 to ${LOGS_MAX_LIMIT}.` })
  limit!: number;
}
