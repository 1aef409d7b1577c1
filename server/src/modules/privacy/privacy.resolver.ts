import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { SignedLink } from '../../graphql/signed-link';
import { PrivacyIncident, PrivacyRequest } from './privacy.entities';
import { ClientPrivacyRequestInput, RecordPrivacyIncidentInput, RecordPrivacyRequestInput } from './privacy.inputs';
import { requireClient } from '../../kernel/client';
import { PrivacyService } from './privacy.service';

/** How long a personal-data export link works (sent to the person by staff). */
export const EXPORT_LINK_DAYS = 7;

@Resolver()
export class PrivacyResolver {
  constructor(
    private readonly privacy: PrivacyService,
  ) {}

  @Authorized(Role.ADMIN)
  @Query(() => [PrivacyRequest], { description: 'ADMIN and up: Law 25 requests, open ones first by deadline, then the last 100 answered.' })
  privacyRequests(): Promise<PrivacyRequest[]> {
    return this.privacy.listRequests();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PrivacyRequest, { description: 'ADMIN and up: records a request received by phone, mail or e-mail; due 30 days after receipt.' })
  recordPrivacyRequest(@Ctx() ctx: RequestContext, @Arg('input', () => RecordPrivacyRequestInput, { description: 'The request.' }) input: RecordPrivacyRequestInput): Promise<PrivacyRequest> {
    return this.privacy.recordRequest(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PrivacyRequest, {
    description:
      'ADMIN and up: closes an open request. A deletion that is not refused anonymises the person\'s requests, deletes their e-mails and consent, and anonymises their snow orders older than 6 years (younger ones are kept for tax law). CONFLICT when already closed.',
  })
  completePrivacyRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Request id.' }) id: string,
    @Arg('outcome', () => String, { defaultValue: '', description: 'What was done or why it was refused.' }) outcome: string,
    @Arg('refuse', () => Boolean, { defaultValue: false, description: 'Close it as refused (nothing is erased).' }) refuse: boolean,
  ): Promise<PrivacyRequest> {
    return this.privacy.completeRequest(ctx, id, outcome.slice(0, 5000), refuse);
  }

  @Authorized(Role.ADMIN)
  @Query(() => String, { description: 'ADMIN and up: everything held about an e-mail address, as JSON text (Law 25 access).' })
  async privacyExport(@Ctx() ctx: RequestContext, @Arg('email', () => String, { description: 'The person\'s e-mail address.' }) email: string): Promise<string> {
    return this.privacy.toJson(await this.privacy.exportData(ctx.now, email.slice(0, 254)));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => SignedLink, {
    description: `ADMIN and up: a link (valid ${EXPORT_LINK_DAYS} days) the person opens without signing in to download their data: JSON, or a readable French page with &format=html.`,
  })
  createPrivacyExportLink(@Ctx() ctx: RequestContext, @Arg('email', () => String, { description: 'The person\'s e-mail address.' }) email: string): SignedLink {
    return this.privacy.exportLink(email.slice(0, 254), new Date(ctx.now.getTime() + EXPORT_LINK_DAYS * 86_400_000));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [PrivacyIncident], { description: 'ADMIN and up: the confidentiality incident register, latest first.' })
  privacyIncidents(): Promise<PrivacyIncident[]> {
    return this.privacy.listIncidents();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PrivacyIncident, { description: 'ADMIN and up: adds an entry to the confidentiality incident register.' })
  recordPrivacyIncident(@Ctx() ctx: RequestContext, @Arg('input', () => RecordPrivacyIncidentInput, { description: 'The entry.' }) input: RecordPrivacyIncidentInput): Promise<PrivacyIncident> {
    return this.privacy.recordIncident(ctx, input);
  }

  // ----- client portal (client session) -----

  @Query(() => String, { description: 'Client: everything the company holds about the signed-in client\'s address, as JSON text (Law 25 access).' })
  async clientPersonalData(@Ctx() ctx: RequestContext): Promise<string> {
    const client = requireClient(ctx);
    return this.privacy.toJson(await this.privacy.exportData(ctx.now, client.email));
  }

  @Query(() => String, { description: 'Client: the same export as a readable French page (HTML text, no script).' })
  async clientPersonalDataPage(@Ctx() ctx: RequestContext): Promise<string> {
    const client = requireClient(ctx);
    return this.privacy.renderHtml(await this.privacy.exportData(ctx.now, client.email));
  }

  @Mutation(() => PrivacyRequest, {
    description: 'Client: asks for rectification or deletion (or a formal access answer) of their information; staff answer within 30 days (channel "portail").',
  })
  requestClientPrivacyChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ClientPrivacyRequestInput, { description: 'What is asked.' }) input: ClientPrivacyRequestInput,
  ): Promise<PrivacyRequest> {
    const client = requireClient(ctx);
    return this.privacy.recordRequest(ctx, { email: client.email, kind: input.kind, details: input.details, channel: 'portail' });
  }
}
