import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Timesheets for payroll: one row per employee and pay period (status, who decided, totals frozen
 * at approval), their audit trail, the "à vérifier" mark and the forgotten clock-out alert on
 * entries, and punches held because they reached an approved (locked) period.
 */
export class CreateTimesheets1796500000000 implements MigrationInterface {
  name = 'CreateTimesheets1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'timesheet',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'periodStart', type: 'varchar', length: '10' },
          { name: 'periodEnd', type: 'varchar', length: '10' },
          { name: 'startsAt', type: 'datetime', precision: 3 },
          { name: 'endsAt', type: 'datetime', precision: 3 },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'submittedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'decidedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'decidedById', type: 'integer', isNullable: true },
          { name: 'decidedByName', type: 'varchar', length: '254', isNullable: true },
          { name: 'comment', type: 'varchar', length: '500', isNullable: true },
          { name: 'regularMinutes', type: 'integer', isNullable: true },
          { name: 'overtimeMinutes', type: 'integer', isNullable: true },
          { name: 'holidayMinutes', type: 'integer', isNullable: true },
          { name: 'mealBreakMinutes', type: 'integer', isNullable: true },
          { name: 'holidayIndemnityMinutes', type: 'integer', isNullable: true },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('timesheet', new TableIndex({ name: 'UQ_timesheet_user_period', columnNames: ['userId', 'periodStart'], isUnique: true }));
    await queryRunner.createIndex('timesheet', new TableIndex({ name: 'IDX_timesheet_user_starts', columnNames: ['userId', 'startsAt'] }));
    await queryRunner.createIndex('timesheet', new TableIndex({ name: 'IDX_timesheet_period_status', columnNames: ['periodStart', 'status'] }));

    await queryRunner.createTable(
      new Table({
        name: 'timesheet_change',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'timesheetId', type: 'integer' },
          { name: 'userId', type: 'integer' },
          { name: 'action', type: 'varchar', length: '10' },
          { name: 'fromStatus', type: 'varchar', length: '10' },
          { name: 'toStatus', type: 'varchar', length: '10' },
          { name: 'changedById', type: 'integer', isNullable: true },
          { name: 'changedByName', type: 'varchar', length: '254', isNullable: true },
          { name: 'changedAt', type: 'datetime', precision: 3 },
          { name: 'comment', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('timesheet_change', new TableIndex({ name: 'IDX_timesheet_change_sheet', columnNames: ['timesheetId', 'changedAt'] }));

    await queryRunner.addColumn('time_entry', new TableColumn({ name: 'reviewReason', type: 'varchar', length: '200', isNullable: true }));
    await queryRunner.addColumn('time_entry', new TableColumn({ name: 'openAlertedAt', type: 'datetime', precision: 3, isNullable: true }));
    await queryRunner.addColumn('time_punch', new TableColumn({ name: 'heldPeriodStart', type: 'varchar', length: '10', isNullable: true }));
    await queryRunner.createIndex('time_punch', new TableIndex({ name: 'IDX_time_punch_held', columnNames: ['heldPeriodStart'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('time_punch', 'IDX_time_punch_held');
    await queryRunner.dropColumn('time_punch', 'heldPeriodStart');
    await queryRunner.dropColumn('time_entry', 'openAlertedAt');
    await queryRunner.dropColumn('time_entry', 'reviewReason');
    await queryRunner.dropTable('timesheet_change');
    await queryRunner.dropTable('timesheet');
  }
}
