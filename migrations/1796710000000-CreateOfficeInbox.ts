import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** The office inbox "À traiter", its e-mail preferences and digest marks (issue #26). */
export class CreateOfficeInbox1796710000000 implements MigrationInterface {
  name = 'CreateOfficeInbox1796710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'inbox_item',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'section', type: 'varchar', length: '20' },
          { name: 'subjectType', type: 'varchar', length: '20' },
          { name: 'subjectId', type: 'varchar', length: '40' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'link', type: 'varchar', length: '300' },
          { name: 'dueAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'assignedToId', type: 'integer', isNullable: true },
          { name: 'handledAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'handledById', type: 'integer', isNullable: true },
          { name: 'dedupeKey', type: 'varchar', length: '150' },
        ],
        indices: [
          { name: 'IDX_inbox_item_open', columnNames: ['handledAt', 'section'] },
          { name: 'IDX_inbox_item_created', columnNames: ['createdAt'] },
          { name: 'IDX_inbox_item_dedupe', columnNames: ['dedupeKey'], isUnique: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'inbox_preference',
        columns: [
          { name: 'userId', type: 'integer', isPrimary: true },
          { name: 'mode', type: 'varchar', length: '10' },
          { name: 'kinds', type: 'text' },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'inbox_digest',
        columns: [
          { name: 'recipient', type: 'varchar', length: '80', isPrimary: true },
          { name: 'sentUntil', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('inbox_digest');
    await queryRunner.dropTable('inbox_preference');
    await queryRunner.dropTable('inbox_item');
  }
}
