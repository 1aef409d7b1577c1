import { IsOptional, IsString, Matches, MaxLength } from '../../kernel/class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../kernel/connections';
import { VALIDATION } from '../../shared/messages.fr';
import { NOT_BLANK } from '../../shared/validation';

/** Generous caps: longer values are cut (paths) or dropped, not refused, but a huge body is refused. */
export const COLLECT_LIMITS = { path: 2000, referrer: 2000, utmSource: 200 } as const;

@InputType({ description: 'What the public site sends on each route change (no cookie, nothing stored in the browser).' })
export class RecordPageViewInput {
  @Field(() => String, { description: 'The path (query string and fragment are dropped).' })
  @IsString({ message: VALIDATION.invalid })
  @Matches(NOT_BLANK, { message: VALIDATION.invalid })
  @MaxLength(COLLECT_LIMITS.path, { message: VALIDATION.tooLong(COLLECT_LIMITS.path) })
  path!: string;

  @Field(() => String, { nullable: true, description: 'document.referrer' })
  @IsOptional()
  @IsString({ message: VALIDATION.invalid })
  @MaxLength(COLLECT_LIMITS.referrer, { message: VALIDATION.tooLong(COLLECT_LIMITS.referrer) })
  referrer?: string | null;

  @Field(() => String, { nullable: true, description: 'The utm_source query parameter of the landing URL.' })
  @IsOptional()
  @IsString({ message: VALIDATION.invalid })
  @MaxLength(COLLECT_LIMITS.utmSource, { message: VALIDATION.tooLong(COLLECT_LIMITS.utmSource) })
  utmSource?: string | null;
}

@ArgsType()
export class PageViewsConnectionArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only views of this exact path (e.g. /deneigement).' })
  @IsOptional()
  @IsString({ message: VALIDATION.invalid })
  @MaxLength(COLLECT_LIMITS.path, { message: VALIDATION.tooLong(COLLECT_LIMITS.path) })
  path?: string | null;
}
