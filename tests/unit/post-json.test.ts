import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {postJson} from '../../src/utils/postJson';

/** A local server answering each request with `answer`; resolves to its URL and a way to close it. */
async function serve(answer: (request: IncomingMessage, body: string) => {status: number} | 'never') {
  const received: {method?: string; type?: string; body: string}[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({method: request.method, type: request.headers['content-type'], body});
      const result = answer(request, body);
      if (result !== 'never') response.writeHead(result.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/feedback`;
  return {url, received, close: () => (server.closeAllConnections(), new Promise((done) => server.close(done)))};
}

test('posts the body as JSON and resolves on a 2xx answer', async () => {
  const server = await serve(() => ({status: 204}));
  try {
    await postJson(server.url, {vote: 'up', comment: null});
    assert.deepEqual(server.received, [
      {method: 'POST', type: 'application/json', body: '{"vote":"up","comment":null}'},
    ]);
  } finally {
    await server.close();
  }
});

test('an answer other than 2xx rejects with the status, in a sentence the form can show', async () => {
  const server = await serve(() => ({status: 500}));
  try {
    await assert.rejects(postJson(server.url, {}), {
      message: 'The server answered with status 500 (Internal Server Error).',
    });
  } finally {
    await server.close();
  }
});

test('no answer within the timeout rejects, so the reader is not left waiting', async () => {
  const server = await serve(() => 'never');
  try {
    await assert.rejects(postJson(server.url, {}, 200), {message: 'The server did not answer in time.'});
  } finally {
    await server.close();
  }
});

test('a server that cannot be reached rejects with a hint to check the connection', async () => {
  const server = await serve(() => ({status: 200}));
  await server.close();
  await assert.rejects(postJson(server.url, {}), {message: 'The server could not be reached. Check your connection.'});
});
