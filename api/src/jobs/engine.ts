import PgBoss from 'pg-boss';
import type { AppDeps } from '../context';
import { asError } from '../lib/as-error';
import { dispatchOutbox, MAIL_LEASE_SECONDS, sendingRate, sendOutboxMail } from '../modules/mail';
import { WAITING_LIST_CHANNEL } from '../modules/orders';
import { runRefunds } from '../modules/refunds';
import { runOffers } from '../modules/waiting-list';
import { createMailTransport, type MailTransport } from '../providers/mail';

/** pg-boss keeps its tables apart from ours. */
const JOB_SCHEMA = 'pgboss';
const SEND = 'mail-send';
const DISPATCH = 'mail-dispatch';
/** Refunds: a cancelled event's orders written, then every written refund sent to the provider. */
const REFUNDS = 'refunds-run';
/** Waiting lists: freed stock offered to entrants in order, what nobody waits for back on sale. */
const OFFERS = 'waiting-list-offers';
/**
 * Send workers per instance. Four sent 7.9 mails a second from a backlog, but with four the process died
 * when its database was killed: pg-boss 10.4.2 completed or failed a finished job without catching the
 * rejection when the database was away, and an unhandled rejection ends the process. That is patched
 * (patches/pg-boss+10.4.2.patch). Four again, with the patch and rendering in threads: the database-kill test
 * failed once in three (its server refused connections after the restart), so one stays (decisions.md item 72).
 */
const SEND_WORKERS = 1;
/** The outbox's notice (its trigger, at commit): wakes every instance's dispatcher. */
const OUTBOX_CHANNEL = 'mail_outbox';
/** A refund written or an event cancelled (at commit): wakes every instance's refund run. */
const REFUNDS_CHANNEL = 'refunds';

export interface JobEngineOptions {
  databaseUrl: string;
  /** Attempts after the first before a mail is failed, and the first retry's delay (doubling after). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often an idle worker asks for jobs (a notice or a dispatch here asks at once). */
  pollingIntervalSeconds?: number;
  transport?: MailTransport;
}

/** A send may take this long before pg-boss counts it failed; shorter than the mail's lease. */
const SEND_EXPIRY_SECONDS = MAIL_LEASE_SECONDS - 60;

/**
 * The queues and their rules. createQueue leaves an existing queue as it is, so the send queue's rules
 * are written again at every start: the running code's are the ones in force.
 */
async function createQueues(boss: PgBoss, options: Pick<JobEngineOptions, 'retryLimit' | 'retryDelaySeconds'>) {
  const send = {
    name: SEND,
    retryLimit: options.retryLimit ?? 10,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: SEND_EXPIRY_SECONDS,
    retentionMinutes: 7 * 24 * 60,
  };
  await boss.createQueue(SEND, send);
  await boss.updateQueue(SEND, send);
  // At most one dispatch waiting and one running: a wake while one waits is the same wake.
  await boss.createQueue(DISPATCH, { name: DISPATCH, policy: 'stately' });
  await boss.createQueue(REFUNDS, { name: REFUNDS, policy: 'stately' });
  await boss.createQueue(OFFERS, { name: OFFERS, policy: 'stately' });
}

/**
 * pg-boss on the app's PostgreSQL, the one engine for background work (docs/design/mail.md). Every
 * instance runs one: pg-boss gives each job to one worker (SKIP LOCKED), runs the schedule once across
 * them, retries with backoff and keeps failed jobs for a week. Mail: the outbox's notice, the minute
 * schedule and the start each dispatch unqueued mails into one send job each; a send job sends one.
 */
export async function startJobEngine(deps: AppDeps, options: JobEngineOptions) {
  const { log } = deps;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: JOB_SCHEMA,
    application_name: 'pentas-jobs',
    max: 4,
    // Failed and finished jobs are kept a week for inspection, then removed.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: asError(error) }, 'job engine error'));
  await boss.start();

  const transport = options.transport ?? createMailTransport(deps.env, log);
  const waitForSlot = sendingRate(deps.env.MAIL_PER_SECOND);
  await createQueues(boss, options);

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  // A pg-boss worker takes a job, then waits out the rest of its polling interval (half a second, pg-boss's
  // least) unless notified: each send notifies the workers, so a backlog goes at MAIL_PER_SECOND, not 2 a second.
  const sendWorkers: string[] = await Promise.all(
    Array.from({ length: SEND_WORKERS }, () =>
      boss.work<{ mailId: string }>(
        SEND,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: Math.min(pollingIntervalSeconds, 0.5) },
        async ([job]) => {
          try {
            await sendOutboxMail(deps, transport, job.data.mailId, {
              lastAttempt: job.retryCount >= job.retryLimit,
              beforeSend: waitForSlot,
            });
          } finally {
            for (const worker of sendWorkers) boss.notifyWorker(worker);
          }
        },
      ),
    ),
  );

  let stopping = false;
  /** Dispatches now; a call while one runs makes it run once more after (a row may have come in late). */
  const dispatch = wakeable(
    async () => {
      try {
        const queued = await dispatchOutbox(deps.db, (mailIds, db) =>
          boss.insert(
            mailIds.map((mailId) => ({ name: SEND, data: { mailId } })),
            { db },
          ),
        );
        if (queued) for (const worker of sendWorkers) boss.notifyWorker(worker);
      } catch (error) {
        log.error({ err: asError(error) }, 'mail dispatch failed');
      }
    },
    () => stopping,
  );

  await boss.work(DISPATCH, { pollingIntervalSeconds }, () => dispatch());
  // Once a minute across all instances: a notice missed (an instance down at the commit) is caught up.
  await boss.schedule(DISPATCH, '* * * * *');
  const listener = await deps.db.$client.listen(OUTBOX_CHANNEL, () => void dispatch());
  // Mails written while no engine ran (a crash between a commit and its send) go now.
  await dispatch();

  const refunds = wakeable(
    async () => {
      try {
        await runRefunds(deps);
      } catch (error) {
        log.error({ err: asError(error) }, 'refund run failed');
      }
    },
    () => stopping,
  );
  await boss.work(REFUNDS, { pollingIntervalSeconds }, () => refunds());
  // Once a minute: a refund whose send threw is tried again, a notice missed is caught up.
  await boss.schedule(REFUNDS, '* * * * *');
  const refundListener = await deps.db.$client.listen(REFUNDS_CHANNEL, () => void refunds());
  await refunds();

  const offers = wakeable(
    async () => {
      try {
        await runOffers(deps);
      } catch (error) {
        log.error({ err: asError(error) }, 'waiting-list run failed');
      }
    },
    () => stopping,
  );
  await boss.work(OFFERS, { pollingIntervalSeconds }, () => offers());
  // Once a minute: ended offers settled, a notice missed caught up.
  await boss.schedule(OFFERS, '* * * * *');
  const offersListener = await deps.db.$client.listen(WAITING_LIST_CHANNEL, () => void offers());
  await offers();

  let stopped: Promise<void> | undefined;
  return {
    /** Dispatches now and answers when done (tests use it to wait for a round). */
    dispatch,
    /** Runs the refunds now (cancellations, then sends) and answers when done. */
    refunds,
    /** Runs the waiting lists' offers now and answers when done. */
    offers,
    /** Stops taking jobs, lets a running send finish (up to 10 s), then closes pg-boss's pool. */
    stop: () => {
      stopped ??= (async () => {
        stopping = true;
        await listener.unlisten().catch(() => undefined);
        await refundListener.unlisten().catch(() => undefined);
        await offersListener.unlisten().catch(() => undefined);
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        transport.close();
      })();
      return stopped;
    },
  };
}

/**
 * A run that a wake while it runs makes run once more after (a row may have come in late), and that
 * never runs twice at once in this instance.
 */
function wakeable(run: () => Promise<void>, stopping: () => boolean) {
  let running: Promise<void> | undefined;
  let again = false;
  const wake = (): Promise<void> => {
    if (stopping()) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again);
      running = undefined;
    })();
    return running;
  };
  return wake;
}

/**
 * pg-boss's schema and this app's queues, made once (the tests' template database): an engine started
 * later on a copy finds them and starts at once.
 */
export async function installJobSchema(databaseUrl: string) {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await createQueues(boss, {});
  await boss.stop({ graceful: false, wait: true });
}
