import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from '../../kernel/class-validator';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { SNOW_SEASON_MESSAGES as M } from '../../shared/snow-season.messages.fr';
import { SNOWFALL_LIMITS } from '../../shared/snow-season';

@InputType({ description: 'A snowfall: its local day, centimetres and end time.' })
export class DeclareSnowfallInput {
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.snowfallDate })
  date!: string;

  @Field(() => Int, { description: 'Centimetres fallen (0–200).' })
  @IsInt({ message: M.snowfallCm })
  @Min(0, { message: M.snowfallCm })
  @Max(SNOWFALL_LIMITS.maxCm, { message: M.snowfallCm })
  cm!: number;

  @Field(() => String, { description: 'When it stopped, HH:MM that day (America/Toronto).' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: M.snowfallEnd })
  endTime!: string;
}

@InputType({ description: "A driver's completion of a visit, possibly sent later from the offline queue." })
export class CompleteSnowVisitInput {
  @Field(() => ID, { description: 'The visit.' })
  visitId!: string;

  @Field(() => String, { description: "'done' or 'impossible'." })
  @IsIn(['done', 'impossible'], { message: M.reasonRequired })
  outcome!: 'done' | 'impossible';

  @Field(() => String, { nullable: true, description: 'Required when impossible.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: M.reasonRequired })
  reason?: string | null;

  @Field(() => String, { description: 'When it was done on the device (ISO 8601).' })
  @IsString({ message: M.timeInvalid })
  occurredAt!: string;

  @Field(() => String, { description: 'Made once on the device; a replay with the same key is recorded once.' })
  @Matches(/^[A-Za-z0-9-]{8,64}$/, { message: M.timeInvalid })
  idempotencyKey!: string;

  @Field(() => Float, { nullable: true, description: 'Only when the employee opted in to sharing the position.' })
  @IsOptional()
  @Min(-90, { message: M.positionInvalid })
  @Max(90, { message: M.positionInvalid })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Only when the employee opted in to sharing the position.' })
  @IsOptional()
  @Min(-180, { message: M.positionInvalid })
  @Max(180, { message: M.positionInvalid })
  longitude?: number | null;
}

@InputType({ description: "A route's visits in their new order (drag and drop)." })
export class ReorderSnowRouteInput {
  @Field(() => ID, { description: 'The route.' })
  routeId!: string;

  @Field(() => [ID], { description: 'Every visit of the route, once each.' })
  visitIds!: string[];
}

@InputType({ description: 'The driver of a route.' })
export class AssignSnowRouteInput {
  @Field(() => ID, { description: 'The route.' })
  routeId!: string;

  @Field(() => ID, { nullable: true, description: 'Null to unassign.' })
  employeeId?: string | null;
}

@InputType({ description: 'Cancel a contract; the refund shown before confirming is sent back and must still hold.' })
export class CancelSnowContractInput {
  @Field(() => ID, { description: 'The contract to cancel.' })
  contractId!: string;

  @Field(() => Int, { description: 'The refund the preview showed, cents.' })
  expectedRefundCents!: number;
}

@ArgsType()
export class SnowBoardArgs {
  @Field(() => ID, { nullable: true, description: 'The snowfall; the latest when left out.' })
  @IsOptional()
  snowfallId?: string | null;
}
