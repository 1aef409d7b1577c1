/**
 * class-validator's decorators and validator, each required from its own file (issue #31, start-up).
 * The package's index requires every decorator it has and, through them, most of validator.js: 2,014
 * modules at start on SQLite through the index, 1,803 this way. The files are the ones the index
 * re-exports (no `exports` map in the package), so the modules, the container's `Validator` and the
 * global metadata storage are the same as through the index. Import them from here, never from
 * 'class-validator' (types excepted).
 */
import type * as ClassValidator from 'class-validator';

export type { ValidationArguments, ValidationError, ValidationOptions, ValidatorConstraintInterface, ValidatorOptions } from 'class-validator';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- one file of the package (see above)
const load = <T>(file: string): T => require(`class-validator/cjs/${file}`) as T;
type Api = typeof ClassValidator;

export const { ArrayMaxSize } = load<Pick<Api, 'ArrayMaxSize'>>('decorator/array/ArrayMaxSize');
export const { ArrayMinSize } = load<Pick<Api, 'ArrayMinSize'>>('decorator/array/ArrayMinSize');
export const { IsIn } = load<Pick<Api, 'IsIn'>>('decorator/common/IsIn');
export const { IsOptional } = load<Pick<Api, 'IsOptional'>>('decorator/common/IsOptional');
export const { Validate, ValidatorConstraint } = load<Pick<Api, 'Validate' | 'ValidatorConstraint'>>('decorator/common/Validate');
export const { ValidateNested } = load<Pick<Api, 'ValidateNested'>>('decorator/common/ValidateNested');
export const { Max } = load<Pick<Api, 'Max'>>('decorator/number/Max');
export const { Min } = load<Pick<Api, 'Min'>>('decorator/number/Min');
export const { Length } = load<Pick<Api, 'Length'>>('decorator/string/Length');
export const { Matches } = load<Pick<Api, 'Matches'>>('decorator/string/Matches');
export const { MaxLength } = load<Pick<Api, 'MaxLength'>>('decorator/string/MaxLength');
export const { IsArray } = load<Pick<Api, 'IsArray'>>('decorator/typechecker/IsArray');
export const { IsBoolean } = load<Pick<Api, 'IsBoolean'>>('decorator/typechecker/IsBoolean');
export const { IsDate } = load<Pick<Api, 'IsDate'>>('decorator/typechecker/IsDate');
export const { IsEnum } = load<Pick<Api, 'IsEnum'>>('decorator/typechecker/IsEnum');
export const { IsInt } = load<Pick<Api, 'IsInt'>>('decorator/typechecker/IsInt');
export const { IsString } = load<Pick<Api, 'IsString'>>('decorator/typechecker/IsString');

export const { getMetadataStorage } = load<Pick<Api, 'getMetadataStorage'>>('metadata/MetadataStorage');
export const { ValidationTypes } = load<Pick<Api, 'ValidationTypes'>>('validation/ValidationTypes');

const { getFromContainer } = load<Pick<Api, 'getFromContainer'>>('container');
const { Validator } = load<Pick<Api, 'Validator'>>('validation/Validator');

/** class-validator's `validateOrReject(object, options)`, as its index defines it. */
export function validateOrReject(object: object, options?: ClassValidator.ValidatorOptions): Promise<void> {
  return getFromContainer(Validator).validateOrReject(object, options);
}
