import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { CreditNote, Invoice, InvoiceLine, InvoicePayment } from './invoice.entities';
import { InvoiceCheckoutService } from './invoice-checkout.service';
import { InvoiceReportsService } from './invoice-reports.service';
import {
  CreateInvoiceInput,
  CreditNotesArgs,
  InvoicesArgs,
  IssueCreditNoteInput,
  RecordInvoicePaymentInput,
  RefundInvoicePaymentInput,
  VoidInvoiceInput,
  VoidInvoicePaymentInput,
} from './invoices.inputs';
import { AccountingExportFile, RevenueMonth, CreditNoteConnection, InvoiceCheckoutSession, InvoiceConnection, InvoiceDemoCheckout, ReceivablesAging, TaxReport } from './invoices.results';
import { InvoicesService, listCreditNotes, listInvoices } from './invoices.service';
import { requireClient } from '../../kernel/client';
import { ConnectionArgs } from '../../kernel/connections';

export enum AccountingExportFormat {
  QUICKBOOKS = 'QUICKBOOKS',
  JOURNAL = 'JOURNAL',
}
registerEnumType(AccountingExportFormat, {
  name: 'AccountingExportFormat',
  description: 'Layout of an accounting export.',
  valuesConfig: {
    QUICKBOOKS: { description: 'QuickBooks Online invoice import: one row per invoice line.' },
    JOURNAL: { description: 'Generic journal: date, document, account, debit, credit, tax code.' },
  },
});

/**
 * Invoices, credit notes, payments and reports. Staff only for now: the client-audience versions
 * (their own invoices, "Payer maintenant") call the same services with the session's e-mail once
 * the portal's client sessions exist (issue #14).
 */
@Resolver(() => Invoice)
export class InvoicesResolver {
  constructor(
    private readonly service: InvoicesService,
    private readonly checkout: InvoiceCheckoutService,
    private readonly reports: InvoiceReportsService,
  ) {}

  @Authorized(Role.MANAGER)
  @Query(() => InvoiceConnection, { description: 'MANAGER and up: invoices, filtered by status, client e-mail and period of issue (from/to).' })
  invoices(@Ctx() ctx: RequestContext, @Args(() => InvoicesArgs) args: InvoicesArgs): Promise<InvoiceConnection> {
    return listInvoices(ctx.dataSource, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => CreditNoteConnection, { name: 'creditNotes', description: 'MANAGER and up: credit notes, filtered by client e-mail and period of issue.' })
  creditNotesConnection(@Ctx() ctx: RequestContext, @Args(() => CreditNotesArgs) args: CreditNotesArgs): Promise<CreditNoteConnection> {
    return listCreditNotes(ctx.dataSource, args);
  }

  @Authorized(Role.MANAGER)
  @Query(() => Invoice, { description: 'MANAGER and up: one invoice by number (NOT_FOUND when unknown).' })
  invoice(@Ctx() ctx: RequestContext, @Arg('number', () => String, { description: 'Invoice number, F-YYYY-NNNNNN.' }) number: string): Promise<Invoice> {
    return this.service.byNumber(ctx, number);
  }

  @FieldResolver(() => [InvoiceLine], { description: 'The billed lines, in order.' })
  async lines(@Root() invoice: Invoice): Promise<InvoiceLine[]> {
    return invoice.lines ?? this.service.linesOf([invoice.id]);
  }

  @FieldResolver(() => [InvoicePayment], { description: 'Payments and refunds, oldest first (voided ones included, with their reason).' })
  async payments(@Ctx() ctx: RequestContext, @Root() invoice: Invoice): Promise<InvoicePayment[]> {
    return (await this.service.document(ctx.dataSource.manager, invoice)).payments;
  }

  @FieldResolver(() => [CreditNote], { description: 'Credit notes issued against it, oldest first.' })
  async creditNotes(@Ctx() ctx: RequestContext, @Root() invoice: Invoice): Promise<CreditNote[]> {
    return (await this.service.document(ctx.dataSource.manager, invoice)).creditNotes;
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => Invoice, { description: 'MANAGER and up: issues an invoice with staff lines (each quantity and unit price above 0) and e-mails it.' })
  createInvoice(@Ctx() ctx: RequestContext, @Arg('input', () => CreateInvoiceInput, { description: 'The client and the lines.' }) input: CreateInvoiceInput): Promise<Invoice> {
    // One short transaction: the number, the rows and the e-mail; its PDF is rendered by the mail worker when it sends it (issue #31).
    return this.service.createManual(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InvoicePayment, { description: 'MANAGER and up: records an off-line payment (Interac, cheque, cash).' })
  recordInvoicePayment(@Ctx() ctx: RequestContext, @Arg('input', () => RecordInvoicePaymentInput, { description: 'The payment received.' }) input: RecordInvoicePaymentInput): Promise<InvoicePayment> {
    return this.service.recordPayment(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InvoicePayment, { description: 'MANAGER and up: voids a recorded payment, with a reason (audit trail).' })
  voidInvoicePayment(@Ctx() ctx: RequestContext, @Arg('input', () => VoidInvoicePaymentInput, { description: 'The payment and the reason.' }) input: VoidInvoicePaymentInput): Promise<InvoicePayment> {
    return this.service.voidPayment(ctx, Number(input.paymentId), input.reason);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => Invoice, { description: 'MANAGER and up: voids an invoice that received no payment, with a reason.' })
  voidInvoice(@Ctx() ctx: RequestContext, @Arg('input', () => VoidInvoiceInput, { description: 'The invoice and the reason.' }) input: VoidInvoiceInput): Promise<Invoice> {
    return this.service.voidInvoice(ctx, input.number, input.reason);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => CreditNote, { description: 'MANAGER and up: a credit note against an invoice, at most what is left of it.' })
  issueCreditNote(@Ctx() ctx: RequestContext, @Arg('input', () => IssueCreditNoteInput, { description: 'The invoice, amount and reason.' }) input: IssueCreditNoteInput): Promise<CreditNote> {
    return this.service.issueCreditNote(ctx, input);
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => CreditNote, { description: 'MANAGER and up: refunds all or part of a card payment (Stripe Refunds API; demo: no call) and issues its credit note.' })
  refundInvoicePayment(@Ctx() ctx: RequestContext, @Arg('input', () => RefundInvoicePaymentInput, { description: 'The card payment, amount and reason.' }) input: RefundInvoicePaymentInput): Promise<CreditNote> {
    return this.service.refundPayment(ctx, { paymentId: Number(input.paymentId), amountCents: input.amountCents, reason: input.reason });
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => InvoiceCheckoutSession, { description: 'MANAGER and up: a card checkout for the balance of an invoice (a link to give the client).' })
  createInvoiceCheckout(@Ctx() ctx: RequestContext, @Arg('number', () => String, { description: 'Invoice number, F-YYYY-NNNNNN.' }) number: string): Promise<InvoiceCheckoutSession> {
    return this.checkout.start(ctx, number, null);
  }

  // ----- client portal (client session; staff tokens get UNAUTHENTICATED) -----

  @Query(() => InvoiceConnection, { description: 'Client: their own invoices (newest first by default).' })
  clientInvoices(@Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) args: ConnectionArgs): Promise<InvoiceConnection> {
    return listInvoices(ctx.dataSource, { ...args, clientEmail: requireClient(ctx).email });
  }

  @Query(() => CreditNoteConnection, { description: 'Client: their own credit notes.' })
  clientCreditNotes(@Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) args: ConnectionArgs): Promise<CreditNoteConnection> {
    return listCreditNotes(ctx.dataSource, { ...args, clientEmail: requireClient(ctx).email });
  }

  @Query(() => Invoice, { description: 'Client: one of their invoices by number (another client’s number is NOT_FOUND, as an unknown one).' })
  clientInvoice(@Ctx() ctx: RequestContext, @Arg('number', () => String, { description: 'Invoice number, F-YYYY-NNNNNN.' }) number: string): Promise<Invoice> {
    return this.service.byNumber(ctx, number, requireClient(ctx).email);
  }

  @Mutation(() => InvoiceCheckoutSession, { description: 'Client: "Payer maintenant" — a card checkout (Stripe or the demo checkout) for the balance of one of their invoices.' })
  payClientInvoice(@Ctx() ctx: RequestContext, @Arg('number', () => String, { description: 'Invoice number, F-YYYY-NNNNNN.' }) number: string): Promise<InvoiceCheckoutSession> {
    return this.checkout.start(ctx, number, requireClient(ctx).email);
  }

  @Query(() => InvoiceDemoCheckout, { nullable: true, description: 'Public: what the demo checkout of an invoice shows (null when the token is unknown).' })
  async invoiceDemoCheckout(@Ctx() ctx: RequestContext, @Arg('token', () => String, { description: 'The demo checkout token from the payment link.' }) token: string): Promise<InvoiceDemoCheckout | null> {
    const summary = await this.checkout.demoSummary(ctx, token);
    return summary && { number: summary.invoice.number, amountCents: summary.amountCents, completed: summary.completed };
  }

  @Mutation(() => InvoiceDemoCheckout, { description: 'Public, demo mode only: "Payer" on the demo checkout of an invoice (same handling as Stripe’s webhook; paying twice applies once).' })
  async completeInvoiceDemoPayment(@Ctx() ctx: RequestContext, @Arg('token', () => String, { description: 'The demo checkout token from the payment link.' }) token: string): Promise<InvoiceDemoCheckout> {
    await this.checkout.completeDemo(ctx, token);
    const summary = (await this.checkout.demoSummary(ctx, token))!;
    return { number: summary.invoice.number, amountCents: summary.amountCents, completed: summary.completed };
  }

  @Authorized(Role.ADMIN)
  @Query(() => TaxReport, { description: 'ADMIN: sales before tax, TPS and TVQ collected by month (America/Toronto) — invoices minus credit notes. Days YYYY-MM-DD, inclusive.' })
  taxReport(@Ctx() ctx: RequestContext, @Arg('from', () => String, { description: 'First day, YYYY-MM-DD (inclusive).' }) from: string, @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD (inclusive).' }) to: string): Promise<TaxReport> {
    return this.reports.taxReport(ctx, from, to);
  }

  @Authorized(Role.MANAGER)
  @Query(() => [RevenueMonth], { description: 'MANAGER and up: revenue per month, each figure saying what it counts: signed (accepted, not yet invoiced), invoiced (less credit notes), collected (less refunds). Days YYYY-MM-DD, inclusive.' })
  revenueByMonth(@Ctx() ctx: RequestContext, @Arg('from', () => String, { description: 'First day, YYYY-MM-DD (inclusive).' }) from: string, @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD (inclusive).' }) to: string): Promise<RevenueMonth[]> {
    return this.reports.revenueByMonth(ctx, from, to);
  }

  @Authorized(Role.ADMIN)
  @Query(() => ReceivablesAging, { description: 'ADMIN: unpaid balances by days past due (current, 1–30, 31–60, 61–90, over 90) per client.' })
  receivablesAging(@Ctx() ctx: RequestContext): Promise<ReceivablesAging> {
    return this.reports.aging(ctx);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [[String]], {
    description: 'ADMIN: the rows (header first) of an accounting export for the period, amounts with a decimal point.',
    deprecationReason: 'Use accountingExportFile: the file as it opens (journal for a French spreadsheet, QuickBooks import).',
  })
  accountingExport(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => String, { description: 'First day, YYYY-MM-DD (inclusive).' }) from: string,
    @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD (inclusive).' }) to: string,
    @Arg('format', () => AccountingExportFormat, { description: 'Which export layout.' }) format: AccountingExportFormat,
  ): Promise<string[][]> {
    return format === AccountingExportFormat.QUICKBOOKS ? this.reports.quickBooksRows(ctx, from, to) : this.reports.journalRows(ctx, from, to);
  }

  @Authorized(Role.ADMIN)
  @Query(() => AccountingExportFile, { description: 'ADMIN: an accounting export for the period as a file: the journal (French, balanced per document, credit notes and refunds included) for a French spreadsheet, or the QuickBooks Online import (invoices and credit memos, one row per line, taxes per line).' })
  async accountingExportFile(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => String, { description: 'First day, YYYY-MM-DD (inclusive).' }) from: string,
    @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD (inclusive).' }) to: string,
    @Arg('format', () => AccountingExportFormat, { description: 'Which export layout.' }) format: AccountingExportFormat,
  ): Promise<AccountingExportFile> {
    const quickBooks = format === AccountingExportFormat.QUICKBOOKS;
    return {
      fileName: `${quickBooks ? 'quickbooks' : 'journal'}-${from}-${to}.csv`,
      content: quickBooks ? await this.reports.quickBooksCsv(ctx, from, to) : await this.reports.journalCsv(ctx, from, to),
    };
  }
}
