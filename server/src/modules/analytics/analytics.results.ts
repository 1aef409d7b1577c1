import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('AnalyticsSummary', { description: 'The last 7 days (America/Toronto, today included).' })
export class AnalyticsSummary {
  @Field(() => Int, { description: 'Distinct daily visitors, summed over the days (a visitor cannot be followed across days).' })
  users!: number;

  @Field(() => Int, { description: 'Sessions started over the 7 days.' })
  sessions!: number;

  @Field(() => Int, { description: 'Average session duration in seconds (first to last view of the session).' })
  avgSessionDuration!: number;

  @Field(() => Float, { description: 'Percentage (0–100, one decimal) of sessions with a single page view.' })
  bounceRate!: number;
}

@ObjectType('AnalyticsRealtime', { description: 'Current site activity.' })
export class AnalyticsRealtime {
  @Field(() => Int, { description: 'Visitors seen in the last 5 minutes.' })
  activeUsers!: number;
}

@ObjectType('AnalyticsDailyUsers', { description: 'Distinct visitors on one day.' })
export class AnalyticsDailyUsers {
  @Field(() => String, { description: 'YYYY-MM-DD (America/Toronto).' })
  date!: string;

  @Field(() => Int, { description: 'Distinct visitors that day.' })
  users!: number;
}

@ObjectType('AnalyticsCity', { description: 'Visitors from one city.' })
export class AnalyticsCity {
  @Field(() => String, { description: 'City name.' })
  city!: string;

  @Field(() => Int, { description: 'Distinct visitors from this city.' })
  users!: number;
}

@ObjectType('AnalyticsPage', { description: 'Views of one page.' })
export class AnalyticsPage {
  @Field(() => String, { description: 'URL path of the page.' })
  path!: string;

  @Field(() => Int, { description: 'Page views.' })
  views!: number;
}

@ObjectType('AnalyticsDevice', { description: 'Visitors by device type.' })
export class AnalyticsDevice {
  @Field(() => String, { description: "'mobile', 'tablet' or 'desktop'." })
  device!: string;

  @Field(() => Int, { description: 'Distinct visitors on this device type.' })
  users!: number;
}

@ObjectType('AnalyticsSource', { description: 'Visitors by traffic source.' })
export class AnalyticsSource {
  @Field(() => String, { description: "utm_source, the referring site's host, or 'Direct'." })
  source!: string;

  @Field(() => Int, { description: 'Distinct visitors from this source.' })
  users!: number;
}
