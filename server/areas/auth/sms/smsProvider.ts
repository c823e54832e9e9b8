/**
 * Sending text messages. The default provider writes each message to the sms_outbox table and the log
 * (the demo reads its codes there); SMS_PROVIDER=http posts them to a gateway (httpSmsProvider.ts).
 */
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/db.ts';
import type { Logger } from '../../../log.ts';
import { httpSmsProvider } from './httpSmsProvider.ts';
import { maskMobile } from './mobile.ts';

export interface SmsMessage {
  mobile: string;
  /** login | verify | second-factor | reminder | password-reset */
  purpose: string;
  content: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves once the message is accepted; throws when it could not be. */
  send(message: SmsMessage): Promise<void>;
}

export function outboxSmsProvider(db: Db, log: Logger, now: () => number, production: boolean): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.query(
        'INSERT INTO sms_outbox (mobile, purpose, content, created_at) VALUES ($1, $2, $3, $4)',
        [message.mobile, message.purpose, message.content, new Date(now())],
      );
      // The content (a code) goes to the log only outside production, where the log is the demo's phone.
      if (production) log.info('sms written to outbox', { mobile: maskMobile(message.mobile), purpose: message.purpose });
      else log.info('sms (outbox)', { mobile: message.mobile, purpose: message.purpose, content: message.content });
    },
  };
}

export function createSmsProvider(config: Config, db: Db, log: Logger, now: () => number): SmsProvider {
  if (config.auth.sms.provider === 'http') return httpSmsProvider(config.auth.sms.url, config.auth.sms.token);
  return outboxSmsProvider(db, log, now, config.production);
}
