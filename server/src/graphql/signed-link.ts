import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

/**
 * A signed link (a quote PDF, a personal-data export): one GraphQL type for the features that hand
 * them out, in the base so that none of them imports another for it.
 */
@ObjectType('SignedLink', { description: 'A URL that works without a staff credential until it expires.' })
export class SignedLink {
  @Field(() => String, { description: 'Absolute URL (from PUBLIC_URL) with its expires and signature query parameters.' })
  url!: string;

  @Field(() => DateTimeISOResolver, { description: 'When the link stops working (ISO 8601, UTC).' })
  expiresAt!: Date;
}
