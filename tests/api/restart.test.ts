import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { alive, postmasterPid } from '../../api/src/db/postmaster';
import { freePort } from '../support/ports';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../support/server-process';

// The product as an operator runs it: a server process of its own on a data directory that outlives
// it. Each test goes on from where the one before left that directory.

const dataDirs: string[] = [];
const processes: ChildProcess[] = [];

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pentas-restart-'));
  dataDirs.push(dir);
  return dir;
}

async function start(settings: { DATA_DIR: string; PORT?: number; EMBEDDED_PG_PORT?: number }) {
  const port = settings.PORT ?? (await freePort());
  const server = startServerProcess({
    DATA_DIR: settings.DATA_DIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(settings.EMBEDDED_PG_PORT ?? (await freePort())),
  });
  processes.push(server.child);
  return { ...server, baseUrl: `http://127.0.0.1:${port}` };
}

const waitUntilDead = (pid: number) =>
  vi.waitFor(() => expect(alive(pid), `process ${pid} still runs`).toBe(false), { timeout: 20_000, interval: 100 });

afterAll(async () => {
  // Whatever happened, nothing may be left running: the servers, then each directory's PostgreSQL.
  for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) {
    const pid = await postmasterPid(path.join(dir, 'postgres'));
    if (pid !== null && alive(pid)) {
      process.kill(pid, 'SIGQUIT');
      await waitUntilDead(pid).catch(() => process.kill(pid, 'SIGKILL'));
    }
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

const account = { email: 'survivor@example.com', password: 'correct-horse', firstName: 'Siti' };
const post = (baseUrl: string, route: string, body: unknown) =>
  fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const signIn = (baseUrl: string) =>
  post(baseUrl, '/api/auth/sign-in', { email: account.email, password: account.password });

describe('one data directory through a crash and restarts', async () => {
  const DATA_DIR = await dataDir();
  const databaseDir = path.join(DATA_DIR, 'postgres');
  let running: Awaited<ReturnType<typeof start>>;

  it('starts again after its Node process was killed, with the data intact', async () => {
    const first = await start({ DATA_DIR });
    await waitUntilReady(first, first.baseUrl);
    expect((await post(first.baseUrl, '/api/auth/sign-up', account)).status).toBe(201);
    const leftover = (await postmasterPid(databaseDir)) as number;

    first.child.kill('SIGKILL'); // the Node process only, not its process group
    await first.exited;
    expect(alive(leftover), 'PostgreSQL outlives the killed Node process').toBe(true);

    running = await start({ DATA_DIR });
    await waitUntilReady(running, running.baseUrl);
    expect(running.output()).toContain(`PostgreSQL (pid ${leftover}) was left running by an earlier process`);
    expect(alive(leftover)).toBe(false);
    expect((await signIn(running.baseUrl)).status).toBe(200);
  }, 90_000);

  it('refuses a second server on the data directory while the first runs, saying what to do', async () => {
    const second = await start({ DATA_DIR });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `belongs to a Node process that is still running (pid ${running.child.pid}), probably Pentas started twice. ` +
        `Stop that one first (kill ${running.child.pid})`,
    );
    expect((await fetch(`${running.baseUrl}/readyz`)).status).toBe(200);
  }, 60_000);

  it('stops its PostgreSQL on SIGTERM', async () => {
    const postmaster = (await postmasterPid(databaseDir)) as number;
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(alive(postmaster)).toBe(false);
  }, 60_000);

  it('starts over a stale postmaster.pid whose process id now belongs to another program', async () => {
    // PostgreSQL refuses a lock file naming a live process it could signal: one of its own user's.
    const postgresUser =
      process.getuid?.() === 0
        ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
        : {};
    const unrelated = spawn('sleep', ['120'], { ...postgresUser, stdio: 'ignore' });
    processes.push(unrelated);
    const server = await start({ DATA_DIR });
    await waitUntilReady(server, server.baseUrl);
    const lockFile = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await writeFile(path.join(databaseDir, 'postmaster.pid'), lockFile.replace(/^\d+/, String(unrelated.pid)));

    const restarted = await start({ DATA_DIR });
    await waitUntilReady(restarted, restarted.baseUrl);
    expect((await signIn(restarted.baseUrl)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    unrelated.kill();
  }, 90_000);
});

describe('ports taken by another program', async () => {
  const DATA_DIR = await dataDir();
  const holder = net.createServer();
  const taken = await new Promise<number>((resolve) =>
    holder.listen(0, '127.0.0.1', () => resolve((holder.address() as net.AddressInfo).port)),
  );
  afterAll(() => new Promise((resolve) => holder.close(resolve)));

  it('names EMBEDDED_PG_PORT when the embedded PostgreSQL cannot have its port', async () => {
    const server = await start({ DATA_DIR, EMBEDDED_PG_PORT: taken });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Port ${taken} is in use by another program, so embedded PostgreSQL cannot listen on it. ` +
        'Stop that program or set EMBEDDED_PG_PORT to a free port.',
    );
  }, 90_000);

  it('names PORT when the HTTP port is taken, and leaves no PostgreSQL running', async () => {
    const server: ServerProcess = await start({ DATA_DIR, PORT: taken });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`PORT ${taken} is in use on 127.0.0.1 by another program: stop it or set PORT.`);
    expect(server.output()).not.toContain('undefined');
    expect(await postmasterPid(path.join(DATA_DIR, 'postgres'))).toBeNull();
  }, 60_000);
});
