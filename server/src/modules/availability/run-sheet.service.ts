import { loadPdfKit } from '../pdf/pdf.public';
import { Brackets, DataSource, In } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { addDays } from '../../shared/availability';
import { RUN_SHEET_TEXTS } from '../../shared/availability.messages.fr';
import type { QuoteIssuer } from '../events/events.public';
import { EventRequest } from '../events/events.public';
import { Service } from '../pricing/pricing.public';
import { checkRange, equipmentCode } from './availability.service';
import { AllocationKind, EquipmentAllocation } from './equipment-allocation.entities';
import type { EquipmentCalendarEntry, RunSheet, RunSheetLine, RunSheetStop } from './availability.results';

/** Delivery: the first day taken. Collection: the day after the event when a day is kept after it, else its last day. */
export function deliveryDay(a: Pick<EquipmentAllocation, 'dayFrom'>): string {
  return a.dayFrom;
}
export function collectionDay(a: Pick<EquipmentAllocation, 'eventEnd' | 'dayTo'>): string {
  return a.dayTo > a.eventEnd ? addDays(a.eventEnd, 1) : a.eventEnd;
}

/** The calendar and the daily run sheet (staff): reads only. */
export class RunSheetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly issuer: QuoteIssuer,
  ) {}

  /** Live reservations, holds and blocks overlapping from..to, with their item and event (3 statements). */
  async calendar(ctx: RequestContext, fromInput: string, toInput: string): Promise<EquipmentCalendarEntry[]> {
    const { start, end } = checkRange(fromInput, toInput);
    const rows = await this.dataSource
      .getRepository(EquipmentAllocation)
      .createQueryBuilder('a')
      .where('a.dayFrom <= :end AND a.dayTo >= :start', { start, end })
      .andWhere('a.releasedAt IS NULL')
      .andWhere(new Brackets((w) => w.where('a.kind <> :hold', { hold: AllocationKind.HOLD }).orWhere('a.expiresAt > :now', { now: ctx.now })))
      .orderBy('a.dayFrom', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .take(5000)
      .getMany();
    return this.decorate(rows);
  }

  private async decorate(rows: EquipmentAllocation[]): Promise<EquipmentCalendarEntry[]> {
    const serviceIds = [...new Set(rows.map((r) => r.serviceId))];
    const eventIds = [...new Set(rows.map((r) => r.eventRequestId).filter((id): id is number => id !== null))];
    const services = serviceIds.length ? await this.dataSource.getRepository(Service).findBy({ id: In(serviceIds) }) : [];
    const events = eventIds.length ? await this.dataSource.getRepository(EventRequest).findBy({ id: In(eventIds) }) : [];
    const serviceOf = new Map(services.map((s) => [s.id, s]));
    const eventOf = new Map(events.map((e) => [e.id, e]));
    return rows.map((row) => {
      const service = serviceOf.get(row.serviceId);
      const event = row.eventRequestId !== null ? eventOf.get(row.eventRequestId) : undefined;
      return Object.assign(row, {
        code: service ? equipmentCode(service) : String(row.serviceId),
        itemLabel: service?.label ?? String(row.serviceId),
        reference: event?.reference ?? null,
        companyName: event?.companyName ?? null,
        address: event?.address ?? null,
      }) as EquipmentCalendarEntry;
    });
  }

  /**
   * The day's run sheet: what to load (the deliveries' units summed), then the stops: deliveries
   * first (earliest event first), then collections, each with the address and the client's phone.
   * Only reservations (accepted quotes) move trucks.
   */
  async runSheet(ctx: RequestContext, dayInput: string): Promise<RunSheet> {
    const { start: day } = checkRange(dayInput, dayInput);
    const previous = addDays(day, -1);
    const rows = await this.dataSource
      .getRepository(EquipmentAllocation)
      .createQueryBuilder('a')
      .where('a.kind = :kind', { kind: AllocationKind.RESERVATION })
      .andWhere('a.releasedAt IS NULL')
      .andWhere(new Brackets((w) => w.where('a.dayFrom = :day', { day }).orWhere('a.eventEnd IN (:...ends)', { ends: [day, previous] })))
      .orderBy('a.id', 'ASC')
      .getMany();
    const entries = await this.decorate(rows);
    const events = new Map(
      (rows.length ? await this.dataSource.getRepository(EventRequest).findBy({ id: In([...new Set(rows.map((r) => r.eventRequestId!))]) }) : []).map((e) => [e.id, e]),
    );
    const stops = new Map<string, RunSheetStop>();
    const load = new Map<string, RunSheetLine>();
    for (const entry of entries) {
      const event = events.get(entry.eventRequestId!);
      if (!event) continue;
      const kinds: ('DELIVERY' | 'COLLECTION')[] = [];
      if (deliveryDay(entry) === day) kinds.push('DELIVERY');
      if (collectionDay(entry) === day) kinds.push('COLLECTION');
      for (const kind of kinds) {
        const key = `${kind}:${event.id}`;
        const stop =
          stops.get(key) ??
          ({
            order: 0,
            kind,
            eventRequestId: event.id,
            reference: event.reference,
            eventName: event.eventName,
            companyName: event.companyName,
            address: event.address,
            phone: event.phone,
            eventStart: entry.eventStart,
            eventEnd: entry.eventEnd,
            lines: [],
          } satisfies RunSheetStop);
        stop.lines.push({ code: entry.code, label: entry.itemLabel, quantity: entry.quantity });
        stops.set(key, stop);
        if (kind === 'DELIVERY') {
          const line = load.get(entry.code) ?? { code: entry.code, label: entry.itemLabel, quantity: 0 };
          line.quantity += entry.quantity;
          load.set(entry.code, line);
        }
      }
    }
    const ordered = [...stops.values()].sort(
      (a, b) => (a.kind === b.kind ? 0 : a.kind === 'DELIVERY' ? -1 : 1) || a.eventStart.localeCompare(b.eventStart) || a.reference.localeCompare(b.reference),
    );
    ordered.forEach((stop, index) => (stop.order = index + 1));
    void ctx;
    return { day, load: [...load.values()].sort((a, b) => a.label.localeCompare(b.label, 'fr-CA')), stops: ordered };
  }

  /** The run sheet as a French PDF (US Letter). */
  async runSheetPdf(ctx: RequestContext, dayInput: string): Promise<{ filename: string; content: Buffer }> {
    const sheet = await this.runSheet(ctx, dayInput);
    return { filename: `feuille-de-route-${sheet.day}.pdf`, content: await buildRunSheetPdf(sheet, this.issuer, ctx.now) };
  }
}

const LONG_DATE = new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function longDay(day: string): string {
  return LONG_DATE.format(new Date(`${day}T12:00:00Z`));
}

function pdfText(value: string): string {
  return value.replace(/[\u202f\u2009]/g, '\u00a0');
}

export function buildRunSheetPdf(sheet: RunSheet, issuer: QuoteIssuer, printedAt: Date): Promise<Buffer> {
  const t = RUN_SHEET_TEXTS;
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, lang: 'fr-CA', info: { Title: t.title(sheet.day), Author: issuer.name, CreationDate: printedAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(`${t.heading} — ${longDay(sheet.day)}`));
  doc.font('Helvetica').fontSize(9).fillColor('#4b5563').text(pdfText(`${issuer.name} · ${issuer.phone}`)).fillColor('black');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(t.load);
  doc.font('Helvetica').fontSize(10);
  if (!sheet.load.length) doc.text(t.nothingToLoad);
  for (const line of sheet.load) doc.text(pdfText(`[ ] ${line.quantity} × ${line.label}`));
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text(t.stops);
  if (!sheet.stops.length) doc.font('Helvetica').fontSize(10).text(t.noStops);
  for (const stop of sheet.stops) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(11).text(pdfText(`${stop.order}. ${stop.kind === 'DELIVERY' ? t.delivery : t.collection} — ${stop.companyName} (${stop.reference})`));
    doc.font('Helvetica').fontSize(10);
    doc.text(pdfText(`${t.address} : ${stop.address}`));
    doc.text(pdfText(`${t.phone} : ${stop.phone || t.noPhone}`));
    doc.text(pdfText(`${t.event} : ${stop.eventName} (${stop.eventStart === stop.eventEnd ? stop.eventStart : `${stop.eventStart} → ${stop.eventEnd}`})`));
    for (const line of stop.lines) doc.text(pdfText(`    ${line.quantity} × ${line.label}`));
  }
  doc.moveDown();
  doc.fontSize(8).fillColor('#4b5563').text(pdfText(t.printed(printedAt)));
  doc.end();
  return done;
}
