import { getNamedType, GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { buildAppSchema } from '../schema';

/**
 * The schema is a product: every type, field, argument, enum and enum value has a description, in
 * English (docs/API.md says so). Built-in scalars and introspection types are excluded.
 */
export function missingDescriptions(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const has = (text: string | null | undefined): boolean => Boolean(text && text.trim());
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!has(type.description)) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!has(field.description)) missing.push(`field ${type.name}.${field.name}`);
        for (const arg of field.args) if (!has(arg.description)) missing.push(`argument ${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!has(field.description)) missing.push(`input field ${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!has(value.description)) missing.push(`enum value ${type.name}.${value.name}`);
    }
  }
  return missing;
}

/**
 * Money is exposed as integer cents and as a formatted string: every Int field of an object type
 * documented as "in cents" (or named …Cents) has a String sibling `<field>Formatted`
 * (`estimateCents` → `estimateFormatted`): each feature lists them in its manifest (`money`, `<feature>.money.ts`).
 */
export function moneyWithoutFormatted(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      if (getNamedType(field.type).name !== 'Int') continue;
      if (!/\bin cents\b/i.test(field.description ?? '') && !field.name.endsWith('Cents')) continue;
      const formatted = fields[`${field.name.replace(/Cents$/, '')}Formatted`];
      if (!formatted || getNamedType(formatted.type).name !== 'String') missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  it('exposes every amount in cents also as a formatted string', async () => {
    expect(moneyWithoutFormatted(await buildAppSchema())).toEqual([]);
  });

  it('documents every type, field, argument, enum and enum value (in English)', async () => {
    const missing = missingDescriptions(await buildAppSchema());
    if (missing.length) {
      throw new Error(`${missing.length} schema elements lack a description (add \`description:\` in English):\n  ${missing.join('\n  ')}`);
    }
  });
});
