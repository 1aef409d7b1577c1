import { buildSchema, execute, getOperationAST, GraphQLError, GraphQLUnionType, parse } from 'graphql';
import { jitGateway } from './jit-gateway';

const schema = buildSchema(`
  type Cat { name: String! }
  type Dog { name: String! }
  union Pet = Cat | Dog
  type Query { pets: [Pet!]! pet(id: Int!): Cat fail: String }
`);
const pets = [{ kind: 'Cat', name: 'Minou' }, { kind: 'Dog', name: 'Rex' }];
// type-graphql makes every custom resolveType async; graphql-jit would not await it.
(schema.getType('Pet') as GraphQLUnionType).resolveType = async (value: { kind: string }) => value.kind;
const rootResolvers = {
  pets: () => pets,
  pet: ({ id }: { id: number }) => ({ name: `Chat ${id}` }),
  fail: () => {
    throw Object.assign(new Error('Refusé.'), { extensions: { code: 'FORBIDDEN' } });
  },
};
for (const [name, resolve] of Object.entries(rootResolvers)) {
  schema.getQueryType()!.getFields()[name]!.resolve = (_root, args) => (resolve as (args: unknown) => unknown)(args);
}

async function run(query: string, variables?: Record<string, unknown>) {
  const { executor } = await jitGateway(schema).load({ apollo: {} });
  const document = parse(query);
  const requestContext = { document, operation: getOperationAST(document)!, context: {}, request: { query, variables } };
  return executor!(requestContext as unknown as Parameters<NonNullable<typeof executor>>[0]);
}

describe('jitGateway (Apollo executor: graphql-jit, graphql-js where jit would differ)', () => {
  it('answers what graphql-js answers for a plain query', async () => {
    const query = 'query ($id: Int!) { pet(id: $id) { name } }';
    expect(await run(query, { id: 3 })).toEqual(await execute({ schema, document: parse(query), variableValues: { id: 3 } }));
  });

  it('runs a union with an async resolveType through graphql-js (the right members, not an error)', async () => {
    const result = await run('{ pets { __typename ... on Cat { name } ... on Dog { name } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ pets: [{ __typename: 'Cat', name: 'Minou' }, { __typename: 'Dog', name: 'Rex' }] });
  });

  it('answers refused variables with graphql-js messages', async () => {
    const query = 'query ($id: Int!) { pet(id: $id) { name } }';
    const expected = await execute({ schema, document: parse(query), variableValues: { id: 'trois' } });
    expect((await run(query, { id: 'trois' })).errors!.map((error) => error.message)).toEqual(expected.errors!.map((error) => error.message));
  });

  it('gives resolver errors as graphql-js GraphQLErrors: message, locations, path, original error and its extensions', async () => {
    const result = await run('{ fail }');
    const error = result.errors![0]!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.message).toBe('Refusé.');
    expect(error.locations).toEqual([{ line: 1, column: 3 }]);
    expect(error.path).toEqual(['fail']);
    expect(error.extensions).toEqual({ code: 'FORBIDDEN' });
    expect(error.originalError?.message).toBe('Refusé.');
  });
});
