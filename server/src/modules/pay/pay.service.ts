import { DataSource } from 'typeorm';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { PEOPLE_MESSAGES as M } from '../../shared/people.messages.fr';
import { User } from '../users/users.public';
import { PayRate } from './pay-rate.entity';
import { SetPayRateInput } from './pay.inputs';

const badInput = (field: string, message: string) => new AppError(ErrorCode.BAD_USER_INPUT, message, { [field]: message });
const parseId = (id: string): number => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d && y! >= 2000 && y! <= 2100;
}

/**
 * Hourly rates by effective date (ADMIN and up). A rate applies from its day until the next one;
 * approved periods keep the pay frozen at their approval, so a later or retroactive change only
 * reaches periods not approved yet.
 */
export class PayService {
  constructor(private readonly dataSource: DataSource) {}

  async rates(userId: string): Promise<PayRate[]> {
    return this.dataSource.getRepository(PayRate).find({ where: { userId: parseId(userId) }, order: { effectiveFrom: 'DESC' } });
  }

  async setRate(ctx: RequestContext, input: SetPayRateInput): Promise<PayRate> {
    if (!isCalendarDay(input.effectiveFrom)) throw badInput('effectiveFrom', M.effectiveFrom);
    if (!Number.isInteger(input.rateCents) || input.rateCents < 1 || input.rateCents > 50_000) throw badInput('rateCents', M.rateCents);
    const user = await this.dataSource.getRepository(User).findOneBy({ id: parseId(input.userId) });
    if (!user) throw new AppError(ErrorCode.NOT_FOUND);
    const repo = this.dataSource.getRepository(PayRate);
    await repo.upsert({ userId: user.id, effectiveFrom: input.effectiveFrom, rateCents: input.rateCents, createdAt: ctx.now, createdById: actingUserId(ctx) }, ['userId', 'effectiveFrom']);
    ctx.log.info({ userId: user.id, effectiveFrom: input.effectiveFrom, by: actingUserId(ctx) }, 'taux horaire');
    return repo.findOneByOrFail({ userId: user.id, effectiveFrom: input.effectiveFrom });
  }
}
