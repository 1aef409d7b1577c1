import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, ContainerType, registerEnumType } from 'type-graphql';
import { ErrorCode } from '../shared/errors';
import { Role } from '../shared/roles';
import { authChecker } from './auth-checker';
import { RESOLVERS } from './resolvers';

registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'Stable error codes found in `extensions.code`.' });
registerEnumType(Role, {
  name: 'Role',
  description: 'Staff roles, lowest to highest.',
  valuesConfig: {
    EMPLOYEE: { description: 'Field staff: own time clock.' },
    MANAGER: { description: 'Operations: requests, orders, tours.' },
    ADMIN: { description: 'Administration: accounts, prices, tokens, webhooks.' },
    SUPERADMIN: { description: 'Everything, including admin accounts.' },
  },
});

export async function buildAppSchema(container?: ContainerType): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    authMode: 'error',
    container,
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
    orphanedTypes: [],
  });
  const sorted = lexicographicSortSchema(schema);
  const query = sorted.getQueryType();
  if (query) query.description = 'Read operations. Times are ISO 8601 in UTC; the business time zone is America/Toronto.';
  const mutation = sorted.getMutationType();
  if (mutation) mutation.description = 'Write operations.';
  return sorted;
}
