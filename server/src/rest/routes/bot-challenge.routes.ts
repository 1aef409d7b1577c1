import { Router } from '../../kernel/http-routes';
import { RestBotChallengeDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { respond, runOperation } from '../run-operation';

/**
 * GET /api/bot-challenge → 200 the ALTCHA challenge JSON the site's form widget fetches (the
 * `botChallenge` query). Never cached: each challenge is solved and used once.
 */
export function botChallengeRoute({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.get('/bot-challenge', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestBotChallengeDocument, {});
    res.setHeader('Cache-Control', 'no-store');
    await respond(res, result, (data) => ({ body: JSON.parse(data.botChallenge) as unknown }));
  });
  return router;
}
