import { IsEnum, IsIn, IsOptional, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from '../../kernel/class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { VALIDATION } from '../../shared/messages.fr';
import { isTourDate, isTourSector, normalizeTourTime, TOUR_LIMITS, TOUR_MESSAGES } from '../../shared/tours';
import { TourStatus } from './tour.entities';

@ValidatorConstraint({ name: 'tourDate' })
class TourDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isTourDate(value);
  }
}

@ValidatorConstraint({ name: 'tourTime' })
class TourTime implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && normalizeTourTime(value) !== null;
  }
}

@ValidatorConstraint({ name: 'tourSector' })
class TourSectorName implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isTourSector(value);
  }
}

@ArgsType()
export class ToursArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD in America/Toronto; today when left out.' })
  @IsOptional()
  @Validate(TourDate, { message: TOUR_MESSAGES.date })
  date?: string | null;
}

@InputType({ description: "A new tour: the day's paid orders of one sector and one kind become its stops." })
export class CreateTourInput {
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  @Validate(TourDate, { message: TOUR_MESSAGES.date })
  date!: string;

  @Field(() => String, { description: "A sector name as `tours` answers it, e.g. 'Cap-de-la-Madeleine' or 'Autre secteur'." })
  @Validate(TourSectorName, { message: TOUR_MESSAGES.zone })
  zone!: string;

  @Field(() => String, { description: "'abonnement' (subscriptions) or 'one-shot' (single visits)." })
  @IsIn(['abonnement', 'one-shot'], { message: TOUR_MESSAGES.mode })
  mode!: string;

  @Field(() => String, { description: "Planned start: '8h30', '08h30', '8:30' or '08:30' (stored as HH:MM)." })
  @Validate(TourTime, { message: TOUR_MESSAGES.time })
  heure!: string;

  @Field(() => String, { nullable: true, description: 'Optional name; the sector when left out.' })
  @IsOptional()
  @MaxLength(TOUR_LIMITS.name, { message: TOUR_MESSAGES.name })
  name?: string | null;
}

@InputType({ description: 'A status change of a tour.' })
export class UpdateTourStatusInput {
  @Field(() => ID, { description: 'The tour.' })
  id!: string;

  @Field(() => TourStatus, { description: 'planifiée → en cours → terminée (forward only).' })
  @IsEnum(TourStatus, { message: VALIDATION.invalid })
  status!: TourStatus;
}
