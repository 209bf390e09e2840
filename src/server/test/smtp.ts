import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: envelope recipients, headers and decoded text. */
export interface ReceivedMail {
  from: string;
  recipients: string[];
  subject: string;
  to: string;
  cc: string;
  text: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Stops listening (the port stays this server's: `start()` listens on it again). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Headers unfolded, and the body decoded from quoted-printable when it is so encoded. */
function parse(raw: string, envelope: { from: string; recipients: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return {
    ...envelope,
    subject: header('Subject'),
    to: header('To'),
    cc: header('Cc'),
    text: body.replace(/\r\n/g, '\n'),
  };
}

/**
 * A real SMTP server on 127.0.0.1 in the test process (no TLS, no sign-in) that keeps every
 * message it accepts. Listens on a free port unless given one.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          messages.push(
            parse(Buffer.concat(chunks).toString('utf8'), {
              from: mailFrom ? mailFrom.address : '',
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            }),
          );
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (listening.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    messages,
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
