// Mail: 1,000 order confirmations of 2 tickets each (MAIL_BENCH_ORDERS, MAIL_BENCH_TICKETS) written to
// the outbox by their orders' completion, drained by the job engine in a process of its own through a
// real SMTP server started here (smtp-server, every mail read to its end), and timed. Prints mails per
// second, the job process's CPU per mail (render: HTML, text, QR codes, .ics, the PDF; and the SMTP
// send), PostgreSQL's, and /healthz's rate on the API beside it, as the other benches do.
//
// Run: npm run bench:mail   (MAIL_PER_SECOND applies: the bench sets 1000, the most it takes)
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Figures, measure, startBenchServer } from './bench-server';
import { mailsWaiting, startSmtpSink, writeConfirmationBacklog } from './mail-backlog';

const ORDERS = Number(process.env.MAIL_BENCH_ORDERS ?? 1000);
const TICKETS = Number(process.env.MAIL_BENCH_TICKETS ?? 2);
process.env.MAIL_PER_SECOND ??= '1000';

const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

const bench = await startBenchServer();
const smtp = await startSmtpSink();
try {
  const started = performance.now();
  const waiting = await writeConfirmationBacklog(bench.sql, ORDERS, TICKETS);
  console.log(
    `${waiting} confirmations in the outbox (${ORDERS} orders of ${TICKETS} tickets) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const jobs = await bench.startJobProcess(smtp.url);
  const before = await jobs.usage();
  const from = performance.now();
  let healthz: Figures | undefined;
  // /healthz on the API while the job process drains, beside it (8 s).
  const beside = measure('/healthz while mail drains', bench.url, ['/healthz']).then((f) => {
    healthz = f;
  });
  while ((await mailsWaiting(bench.sql)) > 0) await sleep(100);
  const seconds = (performance.now() - from) / 1000;
  const after = await jobs.usage();
  await beside;
  const alone = await measure('/healthz, nothing draining', bench.url, ['/healthz']);

  const [{ sent, failed }] = await bench.sql<{ sent: number; failed: number }[]>`
    select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed
    from mail_outbox`;
  const { received, bytes } = smtp.counts();
  const cpu = ms({ user: after.cpu.user - before.cpu.user, system: after.cpu.system - before.cpu.system });
  const loop = after.loop.active - before.loop.active;
  console.log('');
  console.log('| what | figure |');
  console.log('| --- | ---: |');
  console.log(`| mails sent (outbox) / received (SMTP) / failed | ${sent} / ${received} / ${failed} |`);
  console.log(`| drained in | ${seconds.toFixed(1)} s |`);
  console.log(`| mails per second | ${(sent / seconds).toFixed(1)} |`);
  console.log(`| job process CPU per mail | ${(cpu / sent).toFixed(1)} ms |`);
  console.log(`| job process event loop busy | ${((loop / (seconds * 1000)) * 100).toFixed(0)} % |`);
  console.log(`| size per mail over SMTP | ${(bytes / Math.max(received, 1) / 1024).toFixed(0)} KB |`);
  console.log(`| /healthz while draining: req/s, p99 | ${healthz?.rps.toFixed(0)}, ${healthz?.p99} ms |`);
  console.log(`| /healthz alone: req/s, p99 | ${alone.rps.toFixed(0)}, ${alone.p99} ms |`);
  if (received !== sent || sent !== waiting) {
    console.log('FAIL: mails lost or doubled');
    process.exitCode = 1;
  }
} finally {
  await bench.stop();
  await smtp.close();
}
