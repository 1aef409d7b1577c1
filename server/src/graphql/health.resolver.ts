import { Query, Resolver } from 'type-graphql';

@Resolver()
export class HealthResolver {
  @Query(() => String, { description: 'Always "ok": lets a client check that the API answers.' })
  ping(): string {
    return 'ok';
  }
}
