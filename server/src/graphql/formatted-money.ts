import { ClassType, FieldResolver, Resolver, Root } from 'type-graphql';
import { formatCad } from '../shared/pricing/money';

/** Example text of the descriptions, e.g. "'91,98 $'". */
const EXAMPLE = "'91,98 $'";

/**
 * Builds a resolver class adding, for each integer-cents field `x` of an object type, a field
 * `xFormatted` (or the name given) holding the amount in fr-CA, e.g. '91,98 $' (no-break spaces),
 * so integrators get both the exact cents and the text to show. Null cents give null.
 */
export function formattedMoneyResolver<T extends object>(
  type: ClassType<T>,
  fields: readonly { cents: keyof T & string; name?: string; nullable?: boolean }[],
): ClassType {
  class FormattedMoney {}
  Object.defineProperty(FormattedMoney, 'name', { value: `${type.name}FormattedMoneyResolver` });
  for (const { cents, name = `${cents}Formatted`, nullable = false } of fields) {
    const method = function (root: T): string | null {
      const value = root[cents];
      return typeof value === 'number' ? formatCad(value) : null;
    };
    Object.defineProperty(FormattedMoney.prototype, name, { value: method, writable: true, configurable: true });
    Root()(FormattedMoney.prototype, name, 0);
    FieldResolver(() => String, {
      name,
      nullable,
      description: `${cents} (integer cents) formatted in fr-CA, e.g. ${EXAMPLE}${nullable ? '; null when it is null' : ''}.`,
    })(FormattedMoney.prototype, name, Object.getOwnPropertyDescriptor(FormattedMoney.prototype, name)!);
  }
  Resolver(() => type)(FormattedMoney);
  return FormattedMoney;
}
