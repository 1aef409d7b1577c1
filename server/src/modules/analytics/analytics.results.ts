import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('AnalyticsSummary', { description: 'The last 7 days (America/Toronto, today included).' })
export class AnalyticsSummary {
  @Field(() => Int, { description: 'Distinct daily visitors, summed over the days (a visitor cannot be followed across days).' })
  users!: number;

  @Field(() => Int)
  sessions!: number;

  @Field(() => Int, { description: 'Average session duration in seconds (first to last view of the session).' })
  avgSessionDuration!: number;

  @Field(() => Float, { description: 'Percentage (0–100, one decimal) of sessions with a single page view.' })
  bounceRate!: number;
}

@ObjectType('AnalyticsRealtime')
export class AnalyticsRealtime {
  @Field(() => Int, { description: 'Visitors seen in the last 5 minutes.' })
  activeUsers!: number;
}

@ObjectType('AnalyticsDailyUsers')
export class AnalyticsDailyUsers {
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  date!: string;

  @Field(() => Int)
  users!: number;
}

@ObjectType('AnalyticsCity')
export class AnalyticsCity {
  @Field(() => String)
  city!: string;

  @Field(() => Int)
  users!: number;
}

@ObjectType('AnalyticsPage')
export class AnalyticsPage {
  @Field(() => String)
  path!: string;

  @Field(() => Int)
  views!: number;
}

@ObjectType('AnalyticsDevice')
export class AnalyticsDevice {
  @Field(() => String, { description: "'mobile', 'tablet' or 'desktop'." })
  device!: string;

  @Field(() => Int)
  users!: number;
}

@ObjectType('AnalyticsSource')
export class AnalyticsSource {
  @Field(() => String, { description: "utm_source, the referring site's host, or 'Direct'." })
  source!: string;

  @Field(() => Int)
  users!: number;
}
