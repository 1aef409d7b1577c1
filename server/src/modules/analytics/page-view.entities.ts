import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../db/columns';

export const PAGE_VIEW_LIMITS = { path: 200, source: 100, city: 100, device: 10, hash: 64, sessionId: 36, day: 10 } as const;

/**
 * One page view of the public site (first-party, cookieless). No IP address and no user agent are
 * stored: only a visitor hash that cannot be linked across days (the salt changes every day).
 */
@Entity('page_view')
@Index('IDX_page_view_visitor_created', ['visitorHash', 'createdAt'])
@ObjectType('PageView', {
  description: 'One page view of the public site. The visitor hash and session are not exposed (they only serve the aggregate figures).',
})
export class PageView {
  @PrimaryGeneratedColumn({ type: 'integer' })
  @Field(() => ID, { description: 'Page view id.' })
  id!: number;

  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.path })
  @Field(() => String, { description: 'The path viewed, without query string or fragment (e.g. /deneigement).' })
  path!: string;

  /** utm_source, else the referring site's host, else 'Direct'. */
  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.source })
  @Field(() => String, { description: "Traffic source: utm_source, else the referring site's host, else 'Direct'." })
  source!: string;

  /** 'mobile', 'tablet' or 'desktop'. */
  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.device })
  @Field(() => String, { description: "Device class: 'mobile', 'tablet' or 'desktop'." })
  device!: string;

  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.city })
  @Field(() => String, { description: "City of the visitor ('Inconnue' when unknown)." })
  city!: string;

  /** SHA-256 (hex) of the day's salt + IP + user agent. */
  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.hash })
  visitorHash!: string;

  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.sessionId })
  sessionId!: string;

  /** The America/Toronto calendar day (YYYY-MM-DD) of the view, for the daily chart. */
  @Index('IDX_page_view_day')
  @Column({ type: 'varchar', length: PAGE_VIEW_LIMITS.day })
  @Field(() => String, { description: 'The America/Toronto calendar day of the view, YYYY-MM-DD.' })
  day!: string;

  @Index('IDX_page_view_created_at')
  @Column(DATETIME)
  @Field(() => DateTimeISOResolver, { description: 'When the page was viewed (ISO 8601, UTC).' })
  createdAt!: Date;
}

/** The secret salt of one America/Toronto day; older salts are deleted so old hashes cannot be recomputed. */
@Entity('analytics_salt')
export class AnalyticsSalt {
  @PrimaryColumn({ type: 'varchar', length: PAGE_VIEW_LIMITS.day })
  day!: string;

  @Column({ type: 'varchar', length: 64 })
  salt!: string;
}
