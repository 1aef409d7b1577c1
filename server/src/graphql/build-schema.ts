import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, ContainerType, registerEnumType } from 'type-graphql';
import { ErrorCode } from '../shared/errors';
import { Role } from '../shared/roles';
import { authChecker } from './auth-checker';
import { RESOLVERS } from './resolvers';

registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'Stable error codes found in `extensions.code`.' });
registerEnumType(Role, { name: 'Role', description: 'Staff roles, lowest to highest.' });

export async function buildAppSchema(container?: ContainerType): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    authMode: 'error',
    container,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    orphanedTypes: [],
  });
  return lexicographicSortSchema(schema);
}
