import { DateTime } from 'luxon';
import pino from 'pino';
import type { RequestContext } from '../../kernel/context';
import { foldText } from '../../db/text-search';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { LOG_MESSAGES } from '../../shared/messages.fr';
import { readLastLines } from './log-file';
import { LOGS_MAX_LIMIT, LOGS_SEARCH_MAX, LogsArgs } from './logs.inputs';
import { LogEntry } from './logs.results';

const ZONE = 'America/Toronto';
/** A line written by something else than pino: 'YYYY-MM-DD HH:MM:SS', optionally in brackets, then the text (back-office.md §3). */
const PLAIN_LINE = /^\[?(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\]?\s*(.*)$/;

interface PinoLine {
  level?: unknown;
  time?: unknown;
  msg?: unknown;
  err?: { message?: unknown };
}

/** 'error' and 'fatal' read as ERROR by the legacy page (its rule: the text contains 'error'). */
function levelText(level: string): string {
  return level === 'fatal' ? 'FATAL ERROR' : level.toUpperCase();
}

/** Reads one stored line: pino JSON, or a plain text line (level guessed as the spec's page does). */
export function parseLogLine(raw: string): LogEntry {
  let time: Date | null = null;
  let level = 'info';
  let message = raw;
  let parsed: PinoLine | null = null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object') parsed = value as PinoLine;
  } catch {
    parsed = null;
  }
  if (parsed) {
    if (typeof parsed.level === 'number') level = pino.levels.labels[parsed.level] ?? 'info';
    if (typeof parsed.time === 'number') time = new Date(parsed.time);
    const errorMessage = typeof parsed.err?.message === 'string' ? parsed.err.message : '';
    const msg = typeof parsed.msg === 'string' ? parsed.msg : '';
    message = [msg, errorMessage].filter(Boolean).join(' : ') || raw;
  } else {
    const plain = PLAIN_LINE.exec(raw);
    if (plain) {
      const local = DateTime.fromISO(`${plain[1]}T${plain[2]}`, { zone: ZONE });
      time = local.isValid ? local.toJSDate() : null;
      message = plain[3] ?? '';
    }
    const lower = raw.toLowerCase();
    level = lower.includes('error') ? 'error' : lower.includes('warn') ? 'warn' : 'info';
  }
  const stamp = time ? `[${DateTime.fromJSDate(time, { zone: ZONE }).toFormat('yyyy-LL-dd HH:mm:ss')}] ` : '';
  return { time, level, message, raw, text: `${stamp}${levelText(level)} ${message}` };
}

/** The server's own log file, read from its end (see logger.ts); null file = logging to the console only. */
export class LogsService {
  constructor(private readonly logFile: string | null) {}

  /** The latest `limit` lines (matching `search`), oldest first, as the file holds them. */
  async tail(_ctx: RequestContext, args: LogsArgs): Promise<LogEntry[]> {
    if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > LOGS_MAX_LIMIT) {
      const message = LOG_MESSAGES.limit(LOGS_MAX_LIMIT);
      throw new AppError(ErrorCode.BAD_USER_INPUT, message, { limit: message });
    }
    const search = foldText(args.search?.trim() ?? '');
    if (search.length > LOGS_SEARCH_MAX) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, LOG_MESSAGES.searchTooLong, { search: LOG_MESSAGES.searchTooLong });
    }
    if (!this.logFile) return [];
    const matches = (line: string) => !search || foldText(line).includes(search) || foldText(parseLogLine(line).text).includes(search);
    const lines = await readLastLines(this.logFile, args.limit, matches);
    return lines.map(parseLogLine);
  }
}
