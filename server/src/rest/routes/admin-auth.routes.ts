import { Router } from '../../kernel/http-routes';
import { AUTH_MESSAGES } from '../../shared/messages.fr';
import { RestChangePasswordDocument, RestDeleteMyAccountDocument, RestLoginDocument, RestMeDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/**
 * Legacy sign-in and own-account paths. Mapping only: each runs one GraphQL operation.
 * An absent text field is sent as '' so validation answers in French rather than with a type error.
 */
export function adminAuthRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();

  router.post('/admin/login', async (req, res) => {
    const body = jsonObject(req.body);
    const input = { email: body.email ?? '', password: body.password ?? '' };
    const result = await runOperation(operations, await createContext(req), RestLoginDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: { token: data.login.token } }));
  });

  router.get('/admin/me', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestMeDocument, {});
    await respond(res, result, (data) => ({ body: { ...data.me, id: Number(data.me.id) } }));
  });

  router.post('/admin/change-password', async (req, res) => {
    const body = jsonObject(req.body);
    const input = { newPassword: body.newPassword ?? '', currentPassword: body.currentPassword ?? null };
    const result = await runOperation(operations, await createContext(req), RestChangePasswordDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: { message: AUTH_MESSAGES.passwordChanged, token: data.changePasswordLegacy.token } }));
  });

  router.delete('/admin/me', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestDeleteMyAccountDocument, {});
    await respond(res, result, () => ({ status: 204, body: null }));
  });

  return router;
}
