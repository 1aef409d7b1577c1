import { IsOptional, IsString, MaxLength, ValidateNested } from '../../kernel/class-validator';
import { stacked } from '../../graphql/input-fields';
import { Field, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';

@InputType({
  description:
    'Proof that the site\'s own form sent the request: the ALTCHA payload (proof of work on a `botChallenge`, single-use) and the honeypot field. Without it (documented /api paths, old clients) the request is stored unverified: no e-mail to the address it names until staff confirm it.',
})
export class BotCheckInput {
  @Field(() => String, { nullable: true, description: 'The ALTCHA widget payload (base64 JSON).' })
  @IsOptional()
  @IsString({ message: VALIDATION.invalid })
  @MaxLength(8000, { message: VALIDATION.tooLong(8000) })
  solution?: string | null;

  @Field(() => String, { nullable: true, description: 'Honeypot: a field people do not see; must stay empty.' })
  @IsOptional()
  @IsString({ message: VALIDATION.invalid })
  @MaxLength(500, { message: VALIDATION.tooLong(500) })
  trap?: string | null;
}

/** The `botCheck` field of a public form's input: optional, validated as a nested BotCheckInput. */
export function BotCheckField(): PropertyDecorator {
  return stacked(
    Field(() => BotCheckInput, { nullable: true, description: 'The site form\'s proof (ALTCHA + honeypot); absent = stored unverified.' }),
    IsOptional(),
    ValidateNested(),
  );
}
