import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/users.public';

@ObjectType('Session', { description: 'A signed-in staff session: send `Authorization: Bearer <token>`.' })
export class Session {
  @Field(() => String, { description: 'A JWT (HS256) whose payload carries sub, role, iat, exp and jti.' })
  token!: string;

  @Field(() => DateTimeISOResolver, { description: 'When the session token expires (ISO 8601, UTC).' })
  expiresAt!: Date;

  @Field(() => User, { description: 'The signed-in staff member.' })
  user!: User;
}
