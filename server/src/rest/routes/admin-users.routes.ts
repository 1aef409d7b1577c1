import { Router } from '../../kernel/http-routes';
import {
  RestCreateUserDocument,
  RestDeleteUserDocument,
  RestUpdateUserRoleDocument,
  RestUserFieldsFragment,
  RestUsersDocument,
} from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** The spec's user object: numeric id. */
const restUser = (user: RestUserFieldsFragment) => ({ ...user, id: Number(user.id) });

/** The spec upper-cases the role before sending it; a value that is no role still reaches validation ('Rôle invalide.'). */
const upperRole = (role: unknown) => (typeof role === 'string' ? role.trim().toUpperCase() : role);

/** Legacy user management under /api/admin/users. Mapping only: each runs one GraphQL operation. */
export function adminUsersRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();

  router.get('/admin/users', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestUsersDocument, {});
    await respond(res, result, (data) => ({ body: data.users.map(restUser) }));
  });

  router.post('/admin/users', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      email: typeof body.email === 'string' ? body.email.trim() : (body.email ?? ''),
      password: body.password ?? '',
      role: upperRole(body.role ?? 'EMPLOYEE'),
      ...(body.name !== undefined ? { name: body.name } : {}),
    };
    const result = await runOperation(operations, await createContext(req), RestCreateUserDocument, { input: input as never });
    await respond(res, result, (data) => ({ status: 201, body: restUser(data.createUser) }));
  });

  router.put('/admin/users/:id', async (req, res) => {
    const body = jsonObject(req.body);
    const input = { id: req.params.id, role: upperRole(body.role ?? '') };
    const result = await runOperation(operations, await createContext(req), RestUpdateUserRoleDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: restUser(data.updateUserRole) }));
  });

  router.delete('/admin/users/:id', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestDeleteUserDocument, { id: req.params.id });
    await respond(res, result, () => ({ status: 204, body: null }));
  });

  return router;
}
