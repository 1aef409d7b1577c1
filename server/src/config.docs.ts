import type { ConfigVariable } from './config';

/**
 * What each environment variable of `config.ts` means, for the README's configuration table, which
 * `npm run codegen` writes from this map in the schema's order (a test fails when the README is
 * stale). Typed by the schema's own keys: a variable added to `config.ts` without its line here, or a
 * line left for a variable that is gone, fails the type check. `with` puts a variable in another's row.
 */
export type ConfigDoc = { default: string; meaning: string } | { with: ConfigVariable };

export const CONFIG_DOCS = {
  NODE_ENV: {
    default: "`development`",
    meaning: "`development`, `production` or `test`",
  },
  PORT: {
    default: "`3000`",
    meaning: "HTTP port (site, `/graphql` and `/api` on one port)",
  },
  HOST: {
    default: "`0.0.0.0`",
    meaning: "listening address",
  },
  PUBLIC_URL: {
    default: "`http://localhost:$PORT`",
    meaning: "public address of the site, used for canonical URLs and links",
  },
  DATABASE_URL: {
    default: "*(none)*",
    meaning: "`mysql://user:pass@host:3306/db` (MySQL 8 or MariaDB, driver chosen from the server's version) or `mariadb://…`; when absent, the embedded SQLite file below",
  },
  SQLITE_PATH: {
    default: "`data/app.sqlite`",
    meaning: "the embedded database file (relative to the project)",
  },
  COMPANY_NAME: {
    default: "`Services Mauricie`",
    meaning: "brand shown in the header, titles and footer",
  },
  COMPANY_PHONE: {
    default: "`819 555-0142`",
    meaning: "phone shown in the header and footer (placeholder)",
  },
  COMPANY_EMAIL: {
    default: "`info@servicesmauricie.ca`",
    meaning: "e-mail shown in the footer (placeholder)",
  },
  COMPANY_ADDRESS: {
    default: "`Trois-Rivières (Québec)`",
    meaning: "postal address shown in the terms, the privacy policy and the structured data; set the full street address in production (required before a distance contract, LPC s. 54.4)",
  },
  LOG_LEVEL: {
    default: "`info`",
    meaning: "pino level (`silent` in tests)",
  },
  LOG_FILE: {
    default: "`data/logs/server.log`",
    meaning: "the JSON log lines are appended to this file (directory created) as well as written to the console; the back-office's system logs (`logs`, `GET /api/admin/logs`) read its end. `off` = console only. Not rotated by the server: use logrotate with `copytruncate`",
  },
  COMPANY_NEQ: {
    default: "`0000000000`",
    meaning: "the business's Québec enterprise number (10 digits), printed on quotes (placeholder; a warning is logged in production)",
  },
  GST_NUMBER: {
    default: "`000000000 RT0001`",
    meaning: "GST (TPS) registration number printed on quotes (placeholder)",
  },
  QST_NUMBER: {
    default: "`0000000000 TQ0001`",
    meaning: "QST (TVQ) registration number printed on quotes (placeholder)",
  },
  SMTP_URL: {
    default: "*(none)*",
    meaning: "`smtp://user:pass@host:587` or `smtps://user:pass@host:465`; when absent, e-mails are written as `.eml` files in `MAIL_OUTBOX_DIR`",
  },
  MAIL_FROM: {
    default: "`\"$COMPANY_NAME\" <$COMPANY_EMAIL>`",
    meaning: "sender of every e-mail",
  },
  MAIL_OUTBOX_DIR: {
    default: "`data/outbox`",
    meaning: "where the embedded mode writes `outbox-<id>.eml` (relative to the project)",
  },
  MAIL_MAX_ATTEMPTS: {
    default: "`8`",
    meaning: "tries per e-mail before it is marked `failed` (back-off 30 s, 1 min, 2 min… up to 1 h)",
  },
  MAIL_WORKER_INTERVAL_MS: {
    default: "`5000`",
    meaning: "how often the outbox worker sends queued e-mails; `0` turns the worker off in this process",
  },
  OFFICE_EMAIL: {
    default: "`$COMPANY_EMAIL`",
    meaning: "the office address that gets new business (new pickup, event and snow requests, quote acceptances and change requests) from the office inbox « À traiter » ([docs/notifications.md](docs/notifications.md))",
  },
  OFFICE_DIGEST_MINUTES: {
    default: "`0`",
    meaning: "`0` = one e-mail per new inbox item at once; `N` (1–1440) = one digest every N minutes (also the period of people who chose a digest; 60 when this is 0)",
  },
  QUOTE_EXPIRING_DAYS: {
    default: "`3`",
    meaning: "« Votre soumission expire bientôt » this many days before a sent quote's last valid day (daily job), once per revision; `0` = none",
  },
  TWILIO_ACCOUNT_SID: {
    default: "*(none)*",
    meaning: "set the three to send SMS through Twilio (`AC…`, its auth token, and `TWILIO_FROM`: the sending number in E.164 `+18195550142` or a Messaging Service `MG…`); the auth token also checks the `X-Twilio-Signature` of the inbound webhook `$PUBLIC_URL/api/sms/inbound` (STOP). When absent, each SMS is written as `sms-<id>.txt` in `SMS_OUTBOX_DIR` and the webhook answers 404. See [docs/sms-photos.md](docs/sms-photos.md)",
  },
  TWILIO_AUTH_TOKEN: { with: 'TWILIO_ACCOUNT_SID' },
  TWILIO_FROM: { with: 'TWILIO_ACCOUNT_SID' },
  SMS_OUTBOX_DIR: {
    default: "`data/sms-outbox`",
    meaning: "where the embedded mode writes each SMS as a text file (relative to the project)",
  },
  SMS_MAX_ATTEMPTS: {
    default: "`5`",
    meaning: "tries per SMS when the provider surely did not take it (refused connection, 429, 5xx) before it is marked `failed`; an uncertain failure is never retried (never sent twice)",
  },
  SMS_WORKER_INTERVAL_MS: {
    default: "`5000`",
    meaning: "how often the SMS worker sends queued SMS; `0` turns it off in this process",
  },
  JWT_SECRET: {
    default: "*(random per process outside production)*",
    meaning: "HS256 key of the staff session tokens, at least 32 characters. **Required in production** (the server refuses to start without it). Without it in development every restart signs everyone out, and several processes do not share sessions",
  },
  JWT_TTL: {
    default: "`12h`",
    meaning: "session lifetime: `90m`, `12h`, `7d` or seconds (60 s to 30 days)",
  },
  PDF_LINK_TTL: {
    default: "`7d`",
    meaning: "longest and default lifetime of a signed link to a quote PDF (`/invoices/soumission-{id}.pdf?expires=…&signature=…`, made by the `createEventQuotePdfLink` mutation; the back-office asks for 5 minutes): `90m`, `12h`, `7d` or seconds (60 s to 30 days). Links are signed with a key derived from `JWT_SECRET`: changing it revokes them all",
  },
  ADMIN_EMAIL: {
    default: "*(none)*",
    meaning: "set both to create the first SUPERADMIN at start when the users table is empty; ignored once any account exists",
  },
  ADMIN_PASSWORD: { with: 'ADMIN_EMAIL' },
  CORS_ORIGINS: {
    default: "*(none: CORS off)*",
    meaning: "comma-separated origins (`https://app.exemple.ca`) allowed to call `/graphql` and `/api` from a browser",
  },
  STRIPE_SECRET_KEY: {
    default: "*(none)*",
    meaning: "Stripe secret key (`sk_live_…`, `sk_test_…` or a restricted `rk_…`); when absent, snow orders are \"paid\" on a local demo page (`/paiement-demo/…`) and no card is ever charged. In production the server refuses to start without it, unless `DEMO_PAYMENTS=true`",
  },
  STRIPE_WEBHOOK_SECRET: {
    default: "*(none)*",
    meaning: "signing secret (`whsec_…`) of the webhook endpoint `$PUBLIC_URL/api/stripe/webhook`; required with `STRIPE_SECRET_KEY`",
  },
  STRIPE_API_BASE: {
    default: "*(Stripe's)*",
    meaning: "another address for Stripe's API (`http://127.0.0.1:12111`): tests point it at a local stand-in",
  },
  STRIPE_TIMEOUT_MS: {
    default: "`20000`",
    meaning: "timeout of one Stripe API call; a call that times out or gets a 5xx is retried twice with the same `Idempotency-Key`",
  },
  DEMO_PAYMENTS: {
    default: "`false`",
    meaning: "`true` lets a production server run without a Stripe key, with the demo checkout (a demonstration site); refused together with a key",
  },
  API_RATE_LIMIT_PER_MINUTE: {
    default: "`600`",
    meaning: "requests per minute per integrator API token on `/graphql` and `/api` (counted in the database, shared by all processes); beyond it 429 with `Retry-After`; `0` = no limit",
  },
  WEBHOOKS_ALLOW_PRIVATE: {
    default: "`false` in production, `true` otherwise",
    meaning: "`true` lets webhook endpoints be on loopback, private or link-local addresses (tests, development)",
  },
  WEBHOOK_WORKER_INTERVAL_MS: {
    default: "`5000`",
    meaning: "how often the webhook worker delivers queued events; `0` turns it off in this process",
  },
  SQL_STATEMENT_HEADER: {
    default: "`false`",
    meaning: "`true` counts the SQL statements of each `/graphql` and `/api` request (through a TypeORM logger) and answers the count in an `X-SQL-Statements` header; for `npm run bench`, leave it off elsewhere",
  },
  TRUST_PROXY: {
    default: "`loopback` (compose: `1`)",
    meaning: "which proxies may set `X-Forwarded-For`, i.e. where the client address used by sign-in throttling and analytics comes from (the `trust proxy` rule of Express, applied by `proxy-addr`): a number of hops (`0` = none, `1` = the proxy that connects to the app), or a comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges (`10.0.0.0/8,::1`). `true` is refused (any client could choose its address). Behind one proxy that is the only way in, `1`; behind a load balancer and nginx, `2` or the proxies' ranges",
  },
  RETENTION_MONTHS: {
    default: "`24`",
    meaning: "pickup and event requests are anonymised this many months after the last exchange; sent e-mails and SMS (outbox rows and the .eml / SMS text copies in MAIL_OUTBOX_DIR and SMS_OUTBOX_DIR) are deleted this many months after they were queued; the privacy policy (§Durée de conservation) shows this number; see [docs/privacy.md](docs/privacy.md) and [docs/sms-photos.md](docs/sms-photos.md)",
  },
  GEOIP_DB: {
    default: "*(none)*",
    meaning: "path (absolute or relative to the project) of a MaxMind-format city database (`GeoLite2-City.mmdb`, GeoIP2 City or any .mmdb with `city.names`): the city of a page view is looked up from the address in memory (the address is never stored); French name, else English; `Inconnue` when absent or not found. A path that does not exist or is unreadable stops the server at start (configuration error), and so does a file that is not a MaxMind database",
  },
  PAY_PERIOD: {
    default: "`BIWEEKLY`",
    meaning: "timesheets: `WEEKLY` or `BIWEEKLY` pay periods",
  },
  PAY_PERIOD_ANCHOR: {
    default: "`2026-01-04`",
    meaning: "the first day of one pay period (YYYY-MM-DD); must fall on `PAY_WEEK_START` (checked at start)",
  },
  PAY_WEEK_START: {
    default: "`SUNDAY`",
    meaning: "the day weeks start on, for pay periods and weekly overtime (`SUNDAY` … `SATURDAY`)",
  },
  MEAL_BREAK_DEDUCTION: {
    default: "`true`",
    meaning: "deduct 30 unpaid minutes from a shift over 5 h with no punched break (shown as its own line); `false` when the workers cannot leave their post (LNT s.79: the meal period is then paid)",
  },
  EASTER_HOLIDAY: {
    default: "`GOOD_FRIDAY`",
    meaning: "the employer's choice between `GOOD_FRIDAY` and `EASTER_MONDAY` (LNT s.60)",
  },
  FORGOTTEN_CLOCKOUT_HOURS: {
    default: "`12`",
    meaning: "an entry open this long alerts the employee and the managers (e-mail and back-office notice)",
  },
  FORGOTTEN_CLOCKOUT_CLOSE_HOUR: {
    default: "`23`",
    meaning: "from this local hour (America/Toronto), entries open that long are closed and marked « à vérifier » (once a day, one process)",
  },
  TIMESHEET_WORKER_INTERVAL_MS: {
    default: "`300000`",
    meaning: "how often the forgotten clock-out worker checks; `0` turns it off in this process",
  },
  INVOICE_DEPOSIT_PERCENT: {
    default: "`25`",
    meaning: "deposit invoiced when a client accepts an event quote (0–100; `0` = no deposit invoice)",
  },
  INVOICE_PAYMENT_TERMS: {
    default: "`payable à la réception`",
    meaning: "payment terms printed on every invoice",
  },
  INVOICE_DUE_DAYS: {
    default: "`0`",
    meaning: "days from issue to the due date (overdue reminders at +7, +14 and +30 days after it)",
  },
  REDIS_URL: {
    default: "*(none)*",
    meaning: "`redis://host:6379/0`, shared by every process: the snow dispatch board's live events travel between processes through Redis pub/sub (channel `snow:dispatch`), and the per-address counters of the public-write limits live there (one MULTI of INCR + PEXPIRE per request). Without it, live events reach only the boards connected to the same process (one process is fine; several processes need it), and the counters live in the database (`public_write_count`, one statement per counter)",
  },
  FILE_STORE_DIR: {
    default: "`data/files`",
    meaning: "where proof-of-service photos are written when no S3 bucket is configured (one folder shared by every process: a shared volume in compose)",
  },
  S3_BUCKET: {
    default: "*(none)*",
    meaning: "set to store the photos in an S3-compatible bucket instead (`@aws-sdk/client-s3`), with `S3_ENDPOINT` (e.g. `https://s3.ca-central-1.amazonaws.com`, MinIO, …), `S3_REGION` (`ca-central-1`), `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` (else the SDK's default credentials) and `S3_FORCE_PATH_STYLE` (`true` for MinIO). Law 25 s. 17: keep the bucket in Québec or assess the transfer",
  },
  S3_ENDPOINT: { with: 'S3_BUCKET' },
  S3_REGION: { with: 'S3_BUCKET' },
  S3_ACCESS_KEY_ID: { with: 'S3_BUCKET' },
  S3_SECRET_ACCESS_KEY: { with: 'S3_BUCKET' },
  S3_FORCE_PATH_STYLE: { with: 'S3_BUCKET' },
  SNOW_SEASON_START: {
    default: "`11-15` / `04-15`",
    meaning: "the snow season (MM-DD): the dates of new contracts, and the months a snowfall may be declared in",
  },
  SNOW_SEASON_END: { with: 'SNOW_SEASON_START' },
  SNOW_TRIGGER_CM: {
    default: "`5`",
    meaning: "trigger depth of new contracts: a snowfall of at least this many cm generates a visit",
  },
  SNOW_DEADLINE_HOURS: {
    default: "`7`",
    meaning: "service deadline of new contracts (and one-shot visits): hours after a snowfall's end; later visits show in red on the board",
  },
  SNOW_URGENT_DEADLINE_HOURS: {
    default: "`2`",
    meaning: "deadline of an urgent one-time visit (the price list's « moins de 2 heures »): hours after the snowfall's end; urgent visits come first on the route",
  },
  VACATION_PAY: {
    default: "`BEFORE_VACATION`",
    meaning: "vacation indemnity (LNT s. 74, 4 % or 6 % from 3 years of service): `BEFORE_VACATION` accrues a balance paid in one payment before the vacation (the law's default; the approver ticks it), `EACH_PAY` pays it with each pay where the law allows it ([docs/people.md](docs/people.md))",
  },
  VACATION_YEAR_START: {
    default: "`05-01`",
    meaning: "first day (MM-DD) of the vacation reference year (1 May – 30 April by default); 6 % applies when 3 years of continuous service are reached by its end",
  },
  SNOW_EXTRA_THRESHOLD_CM: {
    default: "`350` / `7500`",
    meaning: "the contract's extra-fee clause (LPC s. 12): one fixed amount (cents, before taxes) if the season's declared total exceeds the threshold; `SNOW_EXTRA_CENTS=0` prints \"Aucun supplément\" instead. Frozen on each contract",
  },
  SNOW_EXTRA_CENTS: { with: 'SNOW_EXTRA_THRESHOLD_CM' },
  SNOW_DEPOT_FSA: {
    default: "`G9A`",
    meaning: "the depot's postal-code area: the nearest-neighbour route order starts there",
  },
  AVAILABILITY_HOLD_HOURS: {
    default: "`48`",
    meaning: "equipment availability: how long a sent quote holds its quantities (1 to 720 hours); the hold then lapses by itself (availability reads ignore it; no job needed)",
  },
  PUBLIC_WRITE_LIMIT_10MIN: {
    default: "`5` (`0` under `NODE_ENV=test`)",
    meaning: "anonymous writes (pickup request, event request, snow checkout, client-link request) per form and per client address (as `TRUST_PROXY` designates it) and per e-mail address in a fixed 10-minute window; beyond it `/api` answers 429 with `Retry-After` and a French message, `/graphql` a `RATE_LIMITED` error; nothing is stored; `0` = no limit. See [docs/abuse-resistance.md](docs/abuse-resistance.md)",
  },
  PUBLIC_WRITE_LIMIT_DAY: {
    default: "`20` (`0` under test)",
    meaning: "the same per UTC day",
  },
  ANALYTICS_LIMIT_10MIN: {
    default: "`300`, `2000` (`0` under test)",
    meaning: "page views collected per client address; beyond it they are dropped silently (`/api/collect` still answers 204)",
  },
  ANALYTICS_LIMIT_DAY: { with: 'ANALYTICS_LIMIT_10MIN' },
  BOT_CHECK: {
    default: "`on` (`off` under test)",
    meaning: "the site's forms carry an invisible, self-hosted ALTCHA proof of work + a honeypot; a request without a valid, unused solution is stored \"non vérifiée\" (no e-mail to the address it names). `off` = every request counts as verified",
  },
  BOT_CHECK_COST: {
    default: "`5000`",
    meaning: "the ALTCHA work: the answer counter is drawn between half this and this (SHA-256). Measured solve time: see [docs/abuse-resistance.md](docs/abuse-resistance.md)",
  },
  MAIL_ANONYMOUS_PER_DAY: {
    default: "`3` (`0` under test)",
    meaning: "e-mails one recipient may get in 24 hours from anonymous triggers (quote copies of the public form, client-portal links); the rest are dropped and logged in the outbox layer; `0` = no cap",
  },
} satisfies Record<ConfigVariable, ConfigDoc>;
