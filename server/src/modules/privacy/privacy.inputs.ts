import { IsBoolean, IsDate, IsEnum, IsOptional, Matches, MaxLength } from '../../kernel/class-validator';
import { DateTimeISOResolver } from 'graphql-scalars';
import { EmailField } from '../../graphql/input-fields';
import { Field, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { NOT_BLANK } from '../../shared/validation';
import { PrivacyRequestKind } from './privacy.entities';

const TEXT_MAX = 5000;

@InputType({ description: 'A Law 25 request received by phone, mail or e-mail, recorded by staff.' })
export class RecordPrivacyRequestInput {
  @EmailField('The person\'s e-mail address.', 254)
  email!: string;

  @Field(() => PrivacyRequestKind, { description: 'Access, rectification or deletion.' })
  @IsEnum(PrivacyRequestKind, { message: VALIDATION.invalid })
  kind!: PrivacyRequestKind;

  @Field(() => String, { defaultValue: '', description: 'What the person asked (for rectification: what to correct).' })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  details!: string;

  @Field(() => String, { defaultValue: 'téléphone', description: 'How it was received: téléphone, courriel, poste.' })
  @Matches(NOT_BLANK, { message: VALIDATION.invalid })
  @MaxLength(20, { message: VALIDATION.tooLong(20) })
  channel!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was received (default: now); the 30-day deadline counts from it.' })
  @IsOptional()
  @IsDate({ message: VALIDATION.invalid })
  receivedAt?: Date | null;
}

@InputType({ description: 'An entry of the confidentiality incident register (Law 25, s. 3.8).' })
export class RecordPrivacyIncidentInput {
  @Field(() => DateTimeISOResolver, { description: 'When the incident happened (or began).' })
  @IsDate({ message: VALIDATION.invalid })
  occurredAt!: Date;

  @Field(() => DateTimeISOResolver, { description: 'When the business learned of it.' })
  @IsDate({ message: VALIDATION.invalid })
  discoveredAt!: Date;

  @Field(() => String, { description: 'What happened.' })
  @Matches(NOT_BLANK, { message: VALIDATION.invalid })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  description!: string;

  @Field(() => String, { description: 'The personal information involved.' })
  @Matches(NOT_BLANK, { message: VALIDATION.invalid })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  personalInformation!: string;

  @Field(() => String, { description: 'Assessment of the risk of serious injury.' })
  @Matches(NOT_BLANK, { message: VALIDATION.invalid })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  riskAssessment!: string;

  @Field(() => Boolean, { description: 'The incident presents a risk of serious injury.' })
  @IsBoolean({ message: VALIDATION.invalid })
  seriousRisk!: boolean;

  @Field(() => String, { defaultValue: '', description: 'Notifications made (CAI, persons, others) with dates, or none and why.' })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  notifications!: string;

  @Field(() => String, { defaultValue: '', description: 'Measures taken to reduce the risk.' })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  measures!: string;
}

@InputType({ description: 'A Law 25 request made from the client portal.' })
export class ClientPrivacyRequestInput {
  @Field(() => PrivacyRequestKind, { description: 'Access, rectification or deletion.' })
  @IsEnum(PrivacyRequestKind, { message: VALIDATION.invalid })
  kind!: PrivacyRequestKind;

  @Field(() => String, { defaultValue: '', description: 'Details (for rectification: what to correct).' })
  @MaxLength(TEXT_MAX, { message: VALIDATION.tooLong(TEXT_MAX) })
  details!: string;
}
