import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The price list, seeded with the constants of public-site.md §9 (cents, before taxes). The values
 * are written out here, not imported, so this migration stays what it was when it first ran.
 */
export const SERVICE_SEED = [
  { name: 'snow.oneShot.base', label: 'Déneigement à la carte (une visite)', category: 'base', unit: 'visit', price: 8000 },
  { name: 'snow.oneShot.abrasive', label: 'Épandage d’abrasif (à la carte)', category: 'extra', unit: 'visit', price: 700 },
  { name: 'snow.oneShot.urgent', label: 'Intervention urgente en moins de 2 heures (à la carte)', category: 'extra', unit: 'visit', price: 1500 },
  { name: 'snow.subscription.base', label: 'Abonnement saisonnier de déneigement', category: 'base', unit: 'season', price: 35000 },
  { name: 'snow.subscription.abrasive', label: 'Épandage d’abrasif à chaque visite (abonnement)', category: 'extra', unit: 'season', price: 8000 },
  { name: 'snow.subscription.urgent', label: 'Interventions urgentes en moins de 2 heures (abonnement)', category: 'extra', unit: 'season', price: 13000 },
  { name: 'event.bac', label: 'Bac roulant 360 L', category: 'base', unit: 'unit_day', price: 1000 },
  { name: 'event.baril', label: 'Baril métallique fixe', category: 'base', unit: 'unit_day', price: 700 },
  { name: 'event.ilot', label: 'Îlot de tri 3 voies', category: 'base', unit: 'unit_day', price: 1500 },
  { name: 'event.toilette', label: 'Toilette chimique', category: 'base', unit: 'unit_day', price: 13500 },
  { name: 'event.lavage', label: 'Station de lavage', category: 'base', unit: 'unit_day', price: 6000 },
  { name: 'event.livraison', label: 'Livraison et récupération (aller-retour, rayon de 25 km)', category: 'extra', unit: 'flat', price: 6000 },
  { name: 'event.nettoyage', label: 'Nettoyage après l’événement', category: 'extra', unit: 'flat', price: 8000 },
  { name: 'event.staffHourly', label: 'Personnel sur place', category: 'extra', unit: 'hour', price: 3500 },
];

export class CreateService1795400000000 implements MigrationInterface {
  name = 'CreateService1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'service',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '80' },
          { name: 'label', type: 'varchar', length: '120' },
          { name: 'category', type: 'varchar', length: '10' },
          { name: 'unit', type: 'varchar', length: '10' },
          { name: 'price', type: 'integer' },
        ],
      }),
    );
    await queryRunner.createIndex('service', new TableIndex({ name: 'IDX_service_name', columnNames: ['name'], isUnique: true }));
    await queryRunner.manager.createQueryBuilder().insert().into('service', ['name', 'label', 'category', 'unit', 'price']).values(SERVICE_SEED)
      // No RETURNING of columns later migrations add (the entity's `active`, issue #28): plain rows.
      .updateEntity(false)
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('service');
  }
}
