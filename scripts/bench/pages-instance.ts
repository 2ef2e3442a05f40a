/**
 * The built pages function (functions/dist) as one deployed instance runs it: one Node process taking
 * every request at once, where the Functions emulator gives each request a worker process of its own
 * (flood.ts compares the two). Run as a child of the bench; prints `port <n>` once it listens.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const entry = path.join(import.meta.dirname, '../../functions/dist/index.js');
// Express as firebase-functions itself resolves it: the request and response objects the function expects.
const fromFunctions = createRequire(createRequire(entry).resolve('firebase-functions'));
const express = fromFunctions('express') as () => Handler & { use(handler: Handler): void };
const { pages } = (await import(pathToFileURL(entry).href)) as { pages: Handler };

const app = express();
app.use((request, response) => pages(request, response));
const server = createServer(app);
// Node's own 5 s closed a connection the bench's client had kept for its next request, now and then just as
// that request went out: a reset (no answer) that no deployed instance gives, since Cloud Run's front end,
// not the bench, holds the connections to it. Longer than the client keeps an idle connection (4 s).
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`port ${typeof address === 'object' && address ? address.port : ''}`);
});
