/** The staff accounts' face for other features: the account row (a time entry's employee, found by e-mail). */
export { User } from './user.entity';
/** Staff e-mails are stored trimmed and lower-cased (password recovery looks accounts up with it). */
export { normaliseEmail } from './users.service';
