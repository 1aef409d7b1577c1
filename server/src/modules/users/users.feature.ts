import { defineFeature } from '../../kernel/feature';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';
import { usersPersonalData } from './users.personal-data';

/** Staff accounts and roles. */
export default defineFeature({
  name: 'users',
  personalData: usersPersonalData,
  entities: [User],
  resolvers: [UsersResolver],
  // Closing an account with hours asks timeclock (workedHours) and tells auth (user.disabled): users imports neither.
  create: ({ dataSource, bus, use }) => ({ resolvers: () => [new UsersResolver(new UsersService(dataSource, { bus, workedHours: use('workedHours') }))] }),
});
