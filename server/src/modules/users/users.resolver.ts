import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { User } from './user.entity';
import { CreateUserInput, UpdateUserRoleInput } from './users.inputs';
import { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly service: UsersService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [User], { description: 'ADMIN and up: every staff account.' })
  users(@Ctx() ctx: RequestContext): Promise<User[]> {
    return this.service.list(ctx);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => User, { description: 'ADMIN and up; an ADMIN or SUPERADMIN account only by a SUPERADMIN.' })
  createUser(@Ctx() ctx: RequestContext, @Arg('input', () => CreateUserInput, { description: 'The fields, see the input type.' }) input: CreateUserInput): Promise<User> {
    return this.service.create(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => User, { description: 'ADMIN and up; never one’s own role; admin roles by a SUPERADMIN only; never the last SUPERADMIN.' })
  updateUserRole(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateUserRoleInput, { description: 'The fields, see the input type.' }) input: UpdateUserRoleInput): Promise<User> {
    return this.service.updateRole(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ID, { description: 'ADMIN and up; admin accounts by a SUPERADMIN only; never the last SUPERADMIN. An account with worked hours is disabled instead, so its time entries are kept. Returns the id.' })
  deleteUser(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Id of the target.' }) id: string): Promise<string> {
    return this.service.delete(ctx, id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Any staff session: deletes the signed-in account (not the last SUPERADMIN); disabled instead when it has worked hours.' })
  deleteMyAccount(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.service.deleteOwnAccount(ctx);
  }
}
