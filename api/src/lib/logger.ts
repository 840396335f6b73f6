import pino from 'pino';

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const redact = [
  'password',
  '*.password',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'cardNumber',
  '*.cardNumber',
];

export function createLogger(options: { level: string; pretty: boolean }) {
  return pino({
    level: options.level,
    redact: { paths: redact, censor: '[redacted]' },
    transport: options.pretty
      ? { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  });
}

export type Logger = pino.Logger;
