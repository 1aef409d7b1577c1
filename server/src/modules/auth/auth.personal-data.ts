import { LessThan } from 'typeorm';
import { iso, PersonalDataHandler } from '../../kernel/personal-data';
import { LoginAttempt } from './login-attempt.entity';
import { LOGIN_THROTTLE } from './login-throttle';
import { PasswordReset, PasswordResetRequest, StaffSessionRevocation } from './staff-session.entities';
import { User } from '../users/users.public';

/** Failed staff sign-ins (address typed, IP): exported, deleted on deletion, deleted after 24 h. */
export const authPersonalData: PersonalDataHandler = {
  feature: 'auth',
  holds: [
    { entity: LoginAttempt, columns: ['email', 'ip'], subject: 'staff', rule: 'deleted on deletion, and 24 h after the attempt' },
    // Issue #27: password-reset requests (address typed, IP), links (hashed secret) and signed-out sessions.
    { entity: PasswordResetRequest, columns: ['email', 'ip'], subject: 'staff', rule: 'deleted on deletion, and 24 h after the request' },
    { entity: PasswordReset, columns: ['userId', 'tokenHash'], subject: 'staff', rule: 'deleted on deletion, and 24 h after it expired' },
    { entity: StaffSessionRevocation, columns: ['userId', 'jti'], subject: 'staff', rule: 'deleted on deletion, and once the token would have expired' },
  ],
  async export({ em, email }) {
    const rows = await em.find(LoginAttempt, { where: { email }, order: { id: 'ASC' } });
    const requests = await em.find(PasswordResetRequest, { where: { email }, order: { id: 'ASC' } });
    const user = await em.findOneBy(User, { email });
    const links = user ? await em.find(PasswordReset, { where: { userId: user.id }, order: { id: 'ASC' } }) : [];
    return [
      { key: 'signInFailures', title: 'Tentatives de connexion échouées', rows: rows.map((r) => ({ attemptedAt: iso(r.attemptedAt), ip: r.ip })) },
      { key: 'passwordResets', title: 'Réinitialisations du mot de passe', rows: [...requests.map((r) => ({ requestedAt: iso(r.at), ip: r.ip })), ...links.map((l) => ({ linkCreatedAt: iso(l.createdAt), usedAt: iso(l.usedAt) }))] },
    ];
  },
  async erase({ em, email }) {
    const user = await em.findOneBy(User, { email });
    return {
      changed: {
        signInFailures: (await em.delete(LoginAttempt, { email })).affected ?? 0,
        passwordResetRequests: (await em.delete(PasswordResetRequest, { email })).affected ?? 0,
        passwordResets: user ? ((await em.delete(PasswordReset, { userId: user.id })).affected ?? 0) : 0,
        endedSessions: user ? ((await em.delete(StaffSessionRevocation, { userId: user.id })).affected ?? 0) : 0,
      },
    };
  },
  async ageOut({ dataSource, clock }) {
    const loginAttempts = (await dataSource.getRepository(LoginAttempt).delete({ attemptedAt: LessThan(new Date(clock.now.getTime() - LOGIN_THROTTLE.keepMs)) })).affected ?? 0;
    const day = new Date(clock.now.getTime() - 24 * 3600_000);
    const passwordResetRequests = (await dataSource.getRepository(PasswordResetRequest).delete({ at: LessThan(day) })).affected ?? 0;
    const passwordResets = (await dataSource.getRepository(PasswordReset).delete({ expiresAt: LessThan(day) })).affected ?? 0;
    const endedSessions = (await dataSource.getRepository(StaffSessionRevocation).delete({ expiresAt: LessThan(clock.now) })).affected ?? 0;
    return { loginAttempts, passwordResetRequests, passwordResets, endedSessions };
  },
};
