/** Pay's face for other features: the hourly rates by effective date (timesheets compute the pay with them). */
export { PayRate } from './pay-rate.entity';
