import { IsBoolean, IsEnum, IsInt, IsOptional, Matches, Max, MaxLength, Min } from '../../kernel/class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { PRICING_MESSAGES, VALIDATION } from '../../shared/messages.fr';
import { NOT_BLANK } from '../../shared/validation';
import { PriceUnit, Service, SERVICE_LIMITS, ServiceCategory } from './service.entity';

/** Internal keys: dot-separated words of letters and digits, starting with a letter. */
export const SERVICE_NAME_PATTERN = /^\s*[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*\s*$/;

@InputType({ description: 'Back-office: a new price row.' })
export class CreateServiceInput implements Partial<Service> {
  @Field(() => String, { description: 'Stable internal key, e.g. `event.tente`.' })
  @Matches(NOT_BLANK, { message: PRICING_MESSAGES.newServiceIncomplete })
  @Matches(SERVICE_NAME_PATTERN, { message: PRICING_MESSAGES.nameFormat })
  @MaxLength(SERVICE_LIMITS.name, { message: PRICING_MESSAGES.nameFormat })
  name!: string;

  @Field(() => String, { description: 'Name shown in the price list (unique).' })
  @Matches(NOT_BLANK, { message: PRICING_MESSAGES.newServiceIncomplete })
  @MaxLength(SERVICE_LIMITS.label, { message: `Le libellé ne peut dépasser ${SERVICE_LIMITS.label} caractères.` })
  label!: string;

  @Field(() => ServiceCategory, { description: 'BASE or EXTRA.', defaultValue: ServiceCategory.BASE })
  category!: ServiceCategory;

  @Field(() => PriceUnit, { description: 'What the price is per.', defaultValue: PriceUnit.FLAT })
  unit!: PriceUnit;

  @Field(() => Int, { description: 'In cents; more than 0 for a new service.' })
  @IsInt({ message: PRICING_MESSAGES.newServiceIncomplete })
  @Min(1, { message: PRICING_MESSAGES.newServiceIncomplete })
  @Max(SERVICE_LIMITS.maxPrice, { message: PRICING_MESSAGES.priceTooHigh })
  price!: number;
}

@InputType({ description: 'Back-office: a new price for an existing row.' })
export class UpdateServicePriceInput {
  @Field(() => ID, { description: 'Price row id.' })
  id!: string;

  @Field(() => Int, { description: 'In cents, ≥ 0.' })
  @IsInt({ message: PRICING_MESSAGES.price })
  @Min(0, { message: PRICING_MESSAGES.price })
  @Max(SERVICE_LIMITS.maxPrice, { message: PRICING_MESSAGES.priceTooHigh })
  price!: number;
}

@InputType({ description: 'Back-office: what else of a row may change (issue #28). Absent fields stay as they are.' })
export class UpdateServiceInput {
  @Field(() => ID, { description: 'Price row id.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'New label.' })
  @IsOptional()
  @Matches(NOT_BLANK, { message: PRICING_MESSAGES.newServiceIncomplete })
  @MaxLength(SERVICE_LIMITS.label, { message: `Le libellé ne peut dépasser ${SERVICE_LIMITS.label} caractères.` })
  label?: string | null;

  @Field(() => PriceUnit, { nullable: true, description: 'What the price is per (per article, per day, per hour…).' })
  @IsOptional()
  @IsEnum(PriceUnit, { message: VALIDATION.invalid })
  unit?: PriceUnit | null;

  @Field(() => Boolean, { nullable: true, description: 'False: no longer offered on the public forms (stored quotes keep it).' })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.invalid })
  active?: boolean | null;
}
