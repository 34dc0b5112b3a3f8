// Child processes for the bench: each runs in its own process group so a whole `npm start` tree
// (npm -> sh -> node -> next-server) can be stopped at once, and only the groups we started.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';

/** Process groups started here and still running, by their leader's pid. */
const groups = new Map();

/** Pinning keeps the load generator and the server off each other's core (perf §4.2 item 4). */
const canPin = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
export const pinNote = canPin
  ? 'server on CPU 1, load generator and mock-odoo on CPU 0'
  : 'not pinned';

function pinned(cpu, command, args) {
  return canPin && cpu !== undefined
    ? ['taskset', ['-c', String(cpu), command, ...args]]
    : [command, args];
}

/** Starts a long-running process; its output goes to `logFile`. */
export function start(command, args, { env = {}, cwd, cpu, logFile } = {}) {
  const [cmd, argv] = pinned(cpu, command, args);
  const child = spawn(cmd, argv, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  groups.set(child.pid, child);
  child.on('exit', () => groups.delete(child.pid));
  return child;
}

export async function stop(child) {
  if (!groups.has(child.pid)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
  // The group leader (npm) can exit before next-server does; one left behind keeps logging to the
  // closed pipe and spins on its EPIPE errors, a busy core for the rest of the run and after it.
  for (let wait = 0; wait < 50 && groupAlive(child.pid); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command to completion; rejects with the tail of its output when it fails. */
export function run(command, args, { env = {}, cwd, cpu, logFile, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, { env, cwd, cpu, logFile });
    let out = '';
    if (capture) child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}; see ${logFile}`));
    });
  });
}

/** Stops every group still running, each with the same escalation as `stop`. */
export async function stopAll() {
  await Promise.all([...groups.values()].map(stop));
}

/** Last resort on an abnormal exit, where nothing can be awaited. */
export function stopAllSync() {
  for (const pid of groups.keys()) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited early`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
