import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

export enum PrivacyRequestKind {
  ACCESS = 'access',
  RECTIFICATION = 'rectification',
  DELETION = 'deletion',
}
registerEnumType(PrivacyRequestKind, {
  name: 'PrivacyRequestKind',
  description: 'A right exercised under Québec\'s Law 25.',
  valuesConfig: {
    ACCESS: { description: 'A copy of everything held about the person.' },
    RECTIFICATION: { description: 'Correct inaccurate or incomplete information.' },
    DELETION: { description: 'Delete (anonymise) what the law does not require to keep.' },
  },
});

export enum PrivacyRequestStatus {
  OPEN = 'open',
  DONE = 'done',
  REFUSED = 'refused',
}
registerEnumType(PrivacyRequestStatus, {
  name: 'PrivacyRequestStatus',
  description: 'Where a privacy request stands.',
  valuesConfig: {
    OPEN: { description: 'Received, to answer within 30 days.' },
    DONE: { description: 'Answered.' },
    REFUSED: { description: 'Refused, with the reason given to the person.' },
  },
});

/** A Law 25 request (access, rectification, deletion), answered within 30 days of receipt. */
@Entity('privacy_request')
@ObjectType('PrivacyRequest', { description: 'A Law 25 request from a person (recorded by staff when made by phone, mail or e-mail).' })
export class PrivacyRequest {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Request id.' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'The person\'s e-mail address (the key of everything held about them).' })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => PrivacyRequestKind, { description: 'What is asked.' })
  kind!: PrivacyRequestKind;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'What the person asked, in their words (for rectification: what to correct).' })
  details!: string;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => String, { description: 'How it was received: téléphone, courriel, poste, portail.' })
  channel!: string;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When it was received (ISO 8601, UTC).' })
  receivedAt!: Date;

  @Index('IDX_privacy_request_due')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'The legal deadline: 30 days after receipt (ISO 8601, UTC).' })
  dueAt!: Date;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => PrivacyRequestStatus, { description: 'Open, done or refused.' })
  status!: PrivacyRequestStatus;

  @Column({ ...DATETIME, nullable: true })
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was answered (ISO 8601, UTC).' })
  completedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  completedById!: number | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What was done (or why it was refused).' })
  outcome!: string | null;

  @Column({ type: 'integer', nullable: true })
  recordedById!: number | null;
}

/** The confidentiality incident register Law 25 (s. 3.8) requires every business to keep. */
@Entity('privacy_incident')
@ObjectType('PrivacyIncident', { description: 'An entry of the confidentiality incident register (ADMIN).' })
export class PrivacyIncident {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Entry id.' })
  id!: number;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the incident happened (or began), ISO 8601 UTC.' })
  occurredAt!: Date;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the business learned of it, ISO 8601 UTC.' })
  discoveredAt!: Date;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'What happened.' })
  description!: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'The personal information involved (or, if unknown, why).' })
  personalInformation!: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Assessment of the risk of serious injury (sensitivity, likely misuse, consequences).' })
  riskAssessment!: string;

  @Column({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'True when the incident presents a risk of serious injury (the CAI and the persons must then be notified promptly).' })
  seriousRisk!: boolean;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Notifications made: to the Commission d\'accès à l\'information, to the persons concerned, to others, with dates; or none and why.' })
  notifications!: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Measures taken to reduce the risk.' })
  measures!: string;

  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When this entry was recorded, ISO 8601 UTC.' })
  recordedAt!: Date;

  @Column({ type: 'integer', nullable: true })
  recordedById!: number | null;
}

/** Express consent to marketing e-mails (CASL): the exact wording shown and when; withdrawn by the one-click unsubscribe. */
@Entity('marketing_consent')
export class MarketingConsent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('IDX_marketing_consent_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The box's text exactly as shown when it was checked. */
  @Column({ type: 'text' })
  wording!: string;

  /** Which form it was given on (deneigement…). */
  @Column({ type: 'varchar', length: 40 })
  source!: string;

  @Column(DATETIME)
  consentedAt!: Date;

  @Column({ ...DATETIME, nullable: true })
  withdrawnAt!: Date | null;
}
