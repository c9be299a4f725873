import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { writeFileAtomic } from './files.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Builds the message exactly as `send` would and throws it away: the same work for a request
   * whose answer must not reveal whether a mail went out (forgot password).
   */
  rehearse?(message: MailMessage): Promise<void>;
}

/** Composes MIME messages in memory (the outbox, and rehearsals). */
function memoryTransport() {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  /** `<data dir>/outbox`: one .eml file per message when there is no SMTP server. */
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is configured; otherwise each message is written as an .eml file to the
 * outbox folder (development, or a server without mail) and the log says where — never what,
 * since messages carry secrets such as reset links.
 */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  const rehearsal = memoryTransport();
  const rehearse = async (message: MailMessage) => {
    await rehearsal.sendMail({ from, ...message });
  };
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      rehearse,
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ event: 'mail_sent' }, 'mail sent over SMTP');
      },
    };
  }
  const transport = memoryTransport();
  return {
    rehearse,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = await writeFileAtomic(outboxDir, name, info.message as Buffer);
      logger.info(
        { event: 'mail_written', file: path.relative(process.cwd(), file) },
        'mail written to the outbox folder (SMTP_URL is not set)',
      );
    },
  };
}
