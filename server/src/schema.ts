import type { GraphQLSchema } from 'graphql';
import type { ContainerType, NonEmptyArray } from 'type-graphql';
import { featureResolvers } from './composition';
import { FEATURES } from './features.generated';
import { buildSchemaOf } from './graphql/build-schema';
import { HealthResolver } from './graphql/health.resolver';

/** Every resolver class of the schema: the features' (their manifests: resolvers and money fields) and the health check. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes class constructors
export const RESOLVERS: NonEmptyArray<Function> = [HealthResolver, ...featureResolvers(FEATURES)];

/** type-graphql's container: the shared resolver (health, no dependencies), then the features' instances. */
export function schemaContainer(features: ContainerType): ContainerType {
  const shared = new Map<unknown, unknown>([HealthResolver].map((resolver) => [resolver, new resolver()]));
  return { get: (someClass, resolverData) => shared.get(someClass) ?? features.get(someClass, resolverData) };
}

/** The application's GraphQL schema; the schema script and the server both build it from here. */
export function buildAppSchema(container?: ContainerType): Promise<GraphQLSchema> {
  return buildSchemaOf(RESOLVERS, container);
}
