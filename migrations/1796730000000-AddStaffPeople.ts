import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Staff as people (issue #27): first and last names (filled for existing accounts from their
 * display name, else from their e-mail), hire date, forced password change, server-side session
 * revocation (signed-out tokens, "end every session"), single-use password-reset links and their
 * throttle, hourly rates with effective dates, and the pay amounts frozen on an approved timesheet.
 * Additions only.
 */
export class AddStaffPeople1796730000000 implements MigrationInterface {
  name = 'AddStaffPeople1796730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('user', [
      new TableColumn({ name: 'firstName', type: 'varchar', length: '60', isNullable: true }),
      new TableColumn({ name: 'lastName', type: 'varchar', length: '60', isNullable: true }),
      new TableColumn({ name: 'hireDate', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'mustChangePassword', type: 'boolean', default: 0 }),
      new TableColumn({ name: 'sessionsRevokedAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    // Existing accounts: their display name split in two, else a name read from the e-mail (marie.tremblay@… → Marie Tremblay).
    const rows: { id: number; email: string; name: string | null }[] = await queryRunner.manager
      .createQueryBuilder()
      .select(['u.id AS id', 'u.email AS email', 'u.name AS name'])
      .from('user', 'u')
      .getRawMany();
    for (const row of rows) {
      const names = namesFromAccount(row.name, row.email);
      await queryRunner.manager
        .createQueryBuilder()
        .update('user')
        .set({ ...names, name: row.name?.trim() ? row.name : `${names.firstName} ${names.lastName}`.trim().slice(0, 120) }).where('id = :id', { id: row.id }).execute();
    }

    await queryRunner.createTable(
      new Table({
        name: 'staff_session_revocation',
        columns: [
          { name: 'jti', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'integer' },
          { name: 'revokedAt', type: 'datetime', precision: 3 },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('staff_session_revocation', new TableIndex({ name: 'IDX_staff_session_revocation_expires', columnNames: ['expiresAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'password_reset',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'requestedById', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('password_reset', new TableIndex({ name: 'UQ_password_reset_token', columnNames: ['tokenHash'], isUnique: true }));
    await queryRunner.createIndex('password_reset', new TableIndex({ name: 'IDX_password_reset_user', columnNames: ['userId', 'createdAt'] }));

    await queryRunner.createTable(
      new Table({
        name: 'password_reset_request',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'ip', type: 'varchar', length: '64' },
          { name: 'at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('password_reset_request', new TableIndex({ name: 'IDX_password_reset_request_email', columnNames: ['email', 'at'] }));
    await queryRunner.createIndex('password_reset_request', new TableIndex({ name: 'IDX_password_reset_request_ip', columnNames: ['ip', 'at'] }));

    await queryRunner.createTable(
      new Table({
        name: 'pay_rate',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'effectiveFrom', type: 'varchar', length: '10' },
          { name: 'rateCents', type: 'integer' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'createdById', type: 'integer', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('pay_rate', new TableIndex({ name: 'UQ_pay_rate_user_from', columnNames: ['userId', 'effectiveFrom'], isUnique: true }));

    await queryRunner.addColumns('timesheet', [
      new TableColumn({ name: 'regularPayCents', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'overtimePayCents', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'holidayPayCents', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'vacationAccruedCents', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'vacationPaidCents', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'vacationRateBp', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'grossCents', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['grossCents', 'vacationRateBp', 'vacationPaidCents', 'vacationAccruedCents', 'holidayPayCents', 'overtimePayCents', 'regularPayCents']) {
      await queryRunner.dropColumn('timesheet', column);
    }
    await queryRunner.dropTable('pay_rate');
    await queryRunner.dropTable('password_reset_request');
    await queryRunner.dropTable('password_reset');
    await queryRunner.dropTable('staff_session_revocation');
    for (const column of ['sessionsRevokedAt', 'mustChangePassword', 'hireDate', 'lastName', 'firstName']) await queryRunner.dropColumn('user', column);
  }
}

/** Frozen copy of the rule at the time of this migration (shared/display-name.ts may change later). */
function namesFromAccount(name: string | null, email: string): { firstName: string; lastName: string } {
  const clean = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  const cap = (word: string) => word.split('-').map((p) => (p ? p[0]!.toUpperCase() + p.slice(1).toLowerCase() : p)).join('-');
  const given = clean(name);
  if (given) {
    const [first, ...rest] = given.split(' ');
    return { firstName: first!.slice(0, 60), lastName: rest.join(' ').slice(0, 60) };
  }
  const local = email.split('@')[0] ?? '';
  const words = local.replace(/\+.*$/, '').split(/[._]+/).map((w) => w.replace(/\d+/g, '')).filter(Boolean);
  if (words.length === 0) return { firstName: local.slice(0, 60) || 'Employé', lastName: '' };
  return { firstName: cap(words[0]!).slice(0, 60), lastName: words.slice(1).map(cap).join(' ').slice(0, 60) };
}
