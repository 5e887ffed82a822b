import dns from 'node:dns';
import net from 'node:net';
import process from 'node:process';
import { isMainThread } from 'node:worker_threads';

// Preloaded (node --import) into the offline check and, through the inherited flags, into
// Tesseract's worker thread: any attempt to reach the network is reported on stderr and fails.
// Plain JavaScript, because the worker thread preloads it before any TypeScript loader.

function refuse(what) {
  process.stderr.write(`NETWORK ATTEMPT: ${what}\n`);
  throw new Error(`The network is off in this check (${what}).`);
}

net.Socket.prototype.connect = () => refuse('net.Socket.connect');
dns.lookup = () => refuse('dns.lookup');
Object.assign(globalThis, { fetch: async () => refuse('fetch') });

// Lets the test see that the guard was also in place in Tesseract's worker thread.
process.stderr.write(`network guard loaded in ${isMainThread ? 'the main' : 'a worker'} thread\n`);
