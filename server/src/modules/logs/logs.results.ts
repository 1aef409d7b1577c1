import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType('LogEntry', { description: 'One line of the server log file.' })
export class LogEntry {
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was logged (ISO 8601, UTC); null when the line carries no readable time.' })
  time!: Date | null;

  @Field(() => String, { description: 'pino level name: trace, debug, info, warn, error or fatal (info when the line has none).' })
  level!: string;

  @Field(() => String, { description: 'The message, followed by the error message when an error was logged.' })
  message!: string;

  @Field(() => String, { description: "The legacy text form (back-office.md §3): '[YYYY-MM-DD HH:MM:SS] LEVEL message', time in America/Toronto." })
  text!: string;

  @Field(() => String, { description: 'The line as stored (pino JSON).' })
  raw!: string;
}
