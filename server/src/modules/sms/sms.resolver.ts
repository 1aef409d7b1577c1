import { IsBoolean, IsOptional, MaxLength } from '../../kernel/class-validator';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Max, Min } from '../../kernel/class-validator';
import { requireSessionUser, type RequestContext } from '../../kernel/context';
import { formatPhone } from '../../shared/phone';
import { Role } from '../../shared/roles';
import { VALIDATION } from '../../shared/messages.fr';
import { requireClient } from '../../kernel/client';
import { SmsConsentState, SmsService, smsSubject } from './sms.service';

@ObjectType('SmsConsent', { description: 'Whether a person accepts SMS, at which mobile number, with the wording they accepted (CASL record).' })
export class SmsConsentView {
  @Field(() => String, { nullable: true, description: 'The mobile number, national format ((819) 555-1234); null when none was ever given.' })
  phone!: string | null;

  @Field(() => Boolean, { description: 'True while the consent holds (not withdrawn by STOP or in the profile).' })
  optedIn!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the consent (the latest) was given.' })
  consentedAt!: Date | null;

  @Field(() => String, { description: 'The consent wording: the one accepted while opted in, else the one a new consent would record.' })
  wording!: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was withdrawn; null while opted in.' })
  withdrawnAt!: Date | null;

  @Field(() => String, { nullable: true, description: "How it was withdrawn: 'stop' (answered STOP), 'profile', 'number-changed'." })
  withdrawnVia!: string | null;
}

@InputType({ description: 'Opt in to SMS with a mobile number, or opt out.' })
export class SmsConsentInput {
  @Field(() => String, { nullable: true, description: 'The mobile number (required to opt in).' })
  @IsOptional()
  @MaxLength(40, { message: VALIDATION.tooLong(40) })
  phone?: string | null;

  @Field(() => Boolean, { description: 'True: accept SMS at this number (the wording shown is recorded); false: withdraw.' })
  @IsBoolean({ message: VALIDATION.invalid })
  optIn!: boolean;
}

@ObjectType('SmsMessage', { description: 'One SMS of the outbox (MANAGER and up).' })
export class SmsMessageView {
  @Field(() => ID, { description: 'The message.' })
  id!: string;

  @Field(() => String, { description: 'The recipient, national format.' })
  to!: string;

  @Field(() => String, { description: 'The text sent.' })
  body!: string;

  @Field(() => Int, { description: 'Messages billed (160 GSM-7 / 70 UCS-2 characters, 153 / 67 per part when split).' })
  segments!: number;

  @Field(() => String, { description: "'GSM-7' or 'UCS-2'." })
  encoding!: string;

  @Field(() => String, { description: "'pending', 'sending', 'sent' or 'failed'." })
  status!: string;

  @Field(() => String, { nullable: true, description: 'The provider’s last refusal; null when none.' })
  lastError!: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When it was queued.' })
  createdAt!: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the provider accepted it; null until then.' })
  sentAt!: Date | null;
}

@ArgsType()
export class SmsMessagesArgs {
  @Field(() => Int, { defaultValue: 50, description: 'How many, newest first (1 to 200).' })
  @Min(1, { message: VALIDATION.takeRange(200) })
  @Max(200, { message: VALIDATION.takeRange(200) })
  take!: number;
}

@Resolver()
export class SmsResolver {
  constructor(private readonly sms: SmsService) {}

  private view(state: SmsConsentState, kind: 'client' | 'staff'): SmsConsentView {
    return { ...state, phone: state.phone ? formatPhone(state.phone) : null, wording: state.optedIn && state.wording ? state.wording : this.sms.wording(kind) };
  }

  @Query(() => SmsConsentView, { description: "Client: the signed-in customer's SMS consent." })
  async clientSmsConsent(@Ctx() ctx: RequestContext): Promise<SmsConsentView> {
    return this.view(await this.sms.state(smsSubject.client(requireClient(ctx).email)), 'client');
  }

  @Mutation(() => SmsConsentView, { description: 'Client: opts in to SMS at a mobile number (the wording shown is recorded with the date), or out.' })
  async setClientSmsConsent(@Ctx() ctx: RequestContext, @Arg('input', () => SmsConsentInput, { description: 'Opt in at a number, or withdraw.' }) input: SmsConsentInput): Promise<SmsConsentView> {
    const state = await this.sms.set(smsSubject.client(requireClient(ctx).email), input, 'client', input.optIn ? 'portal' : 'profile', ctx.now);
    return this.view(state, 'client');
  }

  @Authorized()
  @Query(() => SmsConsentView, { description: "Staff: the signed-in account's SMS consent (urgent office alerts)." })
  async mySmsConsent(@Ctx() ctx: RequestContext): Promise<SmsConsentView> {
    return this.view(await this.sms.state(smsSubject.staff(requireSessionUser(ctx).id)), 'staff');
  }

  @Authorized()
  @Mutation(() => SmsConsentView, { description: 'Staff: opts in to SMS alerts at a mobile number (wording and date recorded), or out.' })
  async setMySmsConsent(@Ctx() ctx: RequestContext, @Arg('input', () => SmsConsentInput, { description: 'Opt in at a number, or withdraw.' }) input: SmsConsentInput): Promise<SmsConsentView> {
    const state = await this.sms.set(smsSubject.staff(requireSessionUser(ctx).id), input, 'staff', input.optIn ? 'staff-profile' : 'profile', ctx.now);
    return this.view(state, 'staff');
  }

  @Authorized(Role.MANAGER)
  @Query(() => [SmsMessageView], { description: 'MANAGER and up: the latest SMS, newest first, with their segment count and status.' })
  async smsMessages(@Args(() => SmsMessagesArgs) args: SmsMessagesArgs): Promise<SmsMessageView[]> {
    return (await this.sms.latest(args.take)).map((m) => ({ ...m, id: String(m.id), to: formatPhone(m.to) }));
  }
}
