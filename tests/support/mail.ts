import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, onTestFinished } from 'vitest';
import type { AppDeps } from '../../api/src/context';
import { connect } from '../../api/src/db/client';
import { type JobEngineOptions, startJobEngine } from '../../api/src/jobs/engine';
import { createLogger } from '../../api/src/lib/logger';

export const SMTP_USER = 'pentas';
export const SMTP_PASSWORD = 'smtp-secret';

/**
 * A real SMTP server for a test file: it asks for the credentials, parses every mail it accepts with
 * mailparser and keeps it. `stop()` and `start()` take it down and bring it back on the same port.
 */
export async function startSmtpServer() {
  /** Each mail as parsed, with the recipients of its SMTP envelope (who really got it). */
  const received: (ParsedMail & { rcptTo: string[] })[] = [];
  const make = () =>
    new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: SMTP_USER });
        return callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            received.push(Object.assign(mail, { rcptTo: session.envelope.rcptTo.map((r) => r.address) }));
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    );
  const port = await listen(0);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  afterAll(close);
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    /** The mails received for one address. */
    to: (address: string) => received.filter((mail) => mail.rcptTo.includes(address)),
    stop: close,
    start: async () => {
      server = make();
      await listen(port);
    },
  };
}

/**
 * The job engine on a test app's database, as an instance runs it, with retries a test can wait for
 * (1 s, doubling) and quick polling; stopped when the test ends if it did not stop it. `instance`
 * gives it a pool of its own, as a second instance on the same database would have.
 */
export async function startJobs(
  deps: AppDeps,
  databaseUrl: string,
  options: Partial<JobEngineOptions> & { ownPool?: boolean } = {},
) {
  let engineDeps = deps;
  if (options.ownPool) {
    const pool = connect(databaseUrl, { max: 4 });
    onTestFinished(() => pool.close());
    engineDeps = { ...deps, db: pool.db };
  }
  // MAIL_TEST_LOG=debug shows what the engine did (silent by default, as the test app's log is).
  engineDeps = {
    ...engineDeps,
    log: createLogger({ level: process.env.MAIL_TEST_LOG === 'debug' ? 'debug' : 'silent', pretty: false }),
  };
  const engine = await startJobEngine(engineDeps, {
    databaseUrl,
    retryDelaySeconds: 1,
    retryLimit: 5,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  onTestFinished(() => engine.stop());
  return engine;
}

/**
 * PDF.js (in unpdf) copies image data with ArrayBuffer's transferToFixedLength, which Node has from 21
 * on; on Node 20 (the project's floor) a copy does the same for reading.
 */
function bufferTransferOnNode20() {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new Uint8Array(length);
    copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy.buffer;
  };
}

/** Each page's text, and the QR code read from each page's image (as a door scanner reads print). */
export async function readTicketsPdf(bytes: Buffer) {
  bufferTransferOnNode20();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const codes: (string | null)[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const [image] = await extractImages(pdf, page);
    if (!image) {
      codes.push(null);
      continue;
    }
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let i = 0; i < image.width * image.height; i += 1) {
      for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = image.data[i * image.channels + (image.channels === 1 ? 0 : c)];
      rgba[i * 4 + 3] = 255;
    }
    codes.push(jsQR(rgba, image.width, image.height)?.data ?? null);
  }
  return { pages: text, codes };
}
