/** The staff accounts' face for other features: the account row (a time entry's employee, found by e-mail). */
export { User } from './user.entity';
