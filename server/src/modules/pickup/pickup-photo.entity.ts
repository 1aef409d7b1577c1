import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

/**
 * One photo a customer uploaded with a pickup request, as stored after processing (JPEG without
 * metadata, at most 2048 px, and its 320 px thumbnail) in the file store. `position` 0–5: the unique
 * index keeps a request at 6 photos even when uploads race.
 */
@Entity('pickup_photo')
@Index('IDX_pickup_photo_request_position', ['pickupRequestId', 'position'], { unique: true })
export class PickupPhoto {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  pickupRequestId!: number;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'varchar', length: 200 })
  key!: string;

  @Column({ type: 'varchar', length: 200 })
  thumbKey!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'integer' })
  bytes!: number;

  @Column(DATETIME)
  createdAt!: Date;
}

@ObjectType('PickupPhoto', { description: 'A photo uploaded with a pickup request (MANAGER and up).' })
export class PickupPhotoView {
  @Field(() => ID, { description: 'The photo.' })
  id!: string;

  @Field(() => Int, { description: 'Order of upload, 1 to 6.' })
  number!: number;

  @Field(() => String, { description: 'Same-origin signed address of the photo (JPEG, at most 2048 px), valid one to two hours.' })
  url!: string;

  @Field(() => String, { description: 'Same-origin signed address of its 320 px thumbnail, valid one to two hours.' })
  thumbnailUrl!: string;

  @Field(() => Int, { description: 'Width in pixels of the stored photo.' })
  width!: number;

  @Field(() => Int, { description: 'Height in pixels of the stored photo.' })
  height!: number;

  @Field(() => DateTimeISOResolver, { description: 'When it was uploaded.' })
  createdAt!: Date;
}
