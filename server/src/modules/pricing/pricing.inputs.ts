import { IsInt, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { PRICING_MESSAGES } from '../../shared/messages.fr';
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
