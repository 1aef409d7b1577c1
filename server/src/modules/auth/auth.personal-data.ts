import { LessThan } from 'typeorm';
import { iso, PersonalDataHandler } from '../../kernel/personal-data';
import { LoginAttempt } from './login-attempt.entity';
import { LOGIN_THROTTLE } from './login-throttle';

/** Failed staff sign-ins (address typed, IP): exported, deleted on deletion, deleted after 24 h. */
export const authPersonalData: PersonalDataHandler = {
  feature: 'auth',
  holds: [{ entity: LoginAttempt, columns: ['email', 'ip'], subject: 'staff', rule: 'deleted on deletion, and 24 h after the attempt' }],
  async export({ em, email }) {
    const rows = await em.find(LoginAttempt, { where: { email }, order: { id: 'ASC' } });
    return [{ key: 'signInFailures', title: 'Tentatives de connexion échouées', rows: rows.map((r) => ({ attemptedAt: iso(r.attemptedAt), ip: r.ip })) }];
  },
  async erase({ em, email }) {
    return { changed: { signInFailures: (await em.delete(LoginAttempt, { email })).affected ?? 0 } };
  },
  async ageOut({ dataSource, clock }) {
    const loginAttempts = (await dataSource.getRepository(LoginAttempt).delete({ attemptedAt: LessThan(new Date(clock.now.getTime() - LOGIN_THROTTLE.keepMs)) })).affected ?? 0;
    return { loginAttempts };
  },
};
