// The write path's stock peer: the pickup mutation written the way this stack's guides do it, on the
// same database as the product. Started by run.mjs with PEER_DATABASE_URL and PORT.
//   POST /graphql  Apollo Server 5 + expressMiddleware (@as-integrations/express5) on Express 5,
//                  a type-graphql resolver with an @InputType class validated by class-validator
//                  (type-graphql's `validate: true`), TypeORM's `repository.save()` on a decorated
//                  entity mapped to the product's `pickup_request` table.
// Plain JavaScript, so the decorators are applied by hand (`Decorator(...)(target, key)`) with the
// metadata TypeScript's emitDecoratorMetadata would have written; what runs is the same code.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ArrayMaxSize, IsBoolean, IsEmail, IsInt, IsNotEmpty, Max, MaxLength, Min } from 'class-validator';
import express from 'express';
import { Arg, buildSchema, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';

const decorateProperty = (target, key, type, decorators) => {
  Reflect.defineMetadata('design:type', type, target.prototype, key);
  for (const decorator of decorators) decorator(target.prototype, key);
};

// ---- the entity (the product's table; TypeORM does not synchronise it: the product's migrations made it)
class PickupRequest {}
decorateProperty(PickupRequest, 'id', Number, [PrimaryGeneratedColumn({ type: 'integer' })]);
for (const [key, length] of [['fullName', 120], ['phone', 30], ['email', 254], ['address', 300]]) {
  decorateProperty(PickupRequest, key, String, [Column({ type: 'varchar', length })]);
}
decorateProperty(PickupRequest, 'floor', Number, [Column({ type: 'integer' })]);
decorateProperty(PickupRequest, 'hasElevator', Boolean, [Column({ type: 'boolean', default: false })]);
decorateProperty(PickupRequest, 'urgency', Boolean, [Column({ type: 'boolean', default: false })]);
decorateProperty(PickupRequest, 'description', String, [Column({ type: 'text' })]);
decorateProperty(PickupRequest, 'photos', Array, [Column({ type: 'simple-json' })]);
decorateProperty(PickupRequest, 'status', String, [Column({ type: 'varchar', length: 10, default: 'new' })]);
decorateProperty(PickupRequest, 'createdAt', Date, [Column({ type: 'datetime', precision: 3 })]);
Entity('pickup_request')(PickupRequest);

// ---- the GraphQL types
class PickupRequestType {}
decorateProperty(PickupRequestType, 'id', String, [Field(() => ID)]);
ObjectType('PickupRequest')(PickupRequestType);

class CreatePickupRequestInput {}
decorateProperty(CreatePickupRequestInput, 'fullName', String, [Field(() => String), IsNotEmpty(), MaxLength(120)]);
decorateProperty(CreatePickupRequestInput, 'phone', String, [Field(() => String), IsNotEmpty(), MaxLength(30)]);
decorateProperty(CreatePickupRequestInput, 'email', String, [Field(() => String), IsEmail(), MaxLength(254)]);
decorateProperty(CreatePickupRequestInput, 'address', String, [Field(() => String), IsNotEmpty(), MaxLength(300)]);
decorateProperty(CreatePickupRequestInput, 'floor', Number, [Field(() => Int, { defaultValue: 0 }), IsInt(), Min(0), Max(3)]);
decorateProperty(CreatePickupRequestInput, 'hasElevator', Boolean, [Field(() => Boolean, { defaultValue: false }), IsBoolean()]);
decorateProperty(CreatePickupRequestInput, 'urgency', Boolean, [Field(() => Boolean, { defaultValue: false }), IsBoolean()]);
decorateProperty(CreatePickupRequestInput, 'description', String, [Field(() => String, { defaultValue: '' }), MaxLength(2000)]);
decorateProperty(CreatePickupRequestInput, 'photos', Array, [
  Field(() => [String], { defaultValue: [] }),
  ArrayMaxSize(20),
  MaxLength(200, { each: true }),
]);
InputType()(CreatePickupRequestInput);

const dataSource = new DataSource({
  type: 'mysql',
  url: process.env.PEER_DATABASE_URL,
  entities: [PickupRequest],
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
  synchronize: false,
  logging: false,
});

class PickupResolver {
  health() {
    return 'ok';
  }

  async createPickupRequest(input) {
    const repository = dataSource.getRepository(PickupRequest);
    const row = repository.create({ ...input, email: input.email.toLowerCase(), status: 'new', createdAt: new Date() });
    return repository.save(row);
  }
}
Reflect.defineMetadata('design:returntype', String, PickupResolver.prototype, 'health');
Reflect.defineMetadata('design:paramtypes', [], PickupResolver.prototype, 'health');
Query(() => String)(PickupResolver.prototype, 'health', Object.getOwnPropertyDescriptor(PickupResolver.prototype, 'health'));
Reflect.defineMetadata('design:returntype', Promise, PickupResolver.prototype, 'createPickupRequest');
Reflect.defineMetadata('design:paramtypes', [CreatePickupRequestInput], PickupResolver.prototype, 'createPickupRequest');
Arg('input', () => CreatePickupRequestInput)(PickupResolver.prototype, 'createPickupRequest', 0);
Mutation(() => PickupRequestType)(PickupResolver.prototype, 'createPickupRequest', Object.getOwnPropertyDescriptor(PickupResolver.prototype, 'createPickupRequest'));
Resolver()(PickupResolver);

await dataSource.initialize();
const schema = await buildSchema({ resolvers: [PickupResolver], validate: true });
const apollo = new ApolloServer({ schema });
await apollo.start();

const app = express();
app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.use('/graphql', express.json(), expressMiddleware(apollo));
const server = createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  apollo
    .stop()
    .then(() => (dataSource.isInitialized ? dataSource.destroy() : undefined))
    .catch(() => undefined)
    .finally(() => process.exit(0));
});
