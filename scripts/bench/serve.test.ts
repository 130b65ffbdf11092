import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {gunzipSync} from 'node:zlib';

import {createServer, resolveFile} from './serve.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));
let origin = '';
const server = createServer(root);

before(async () => {
  mkdirSync(path.join(root, 'docs'), {recursive: true});
  writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
  writeFileSync(path.join(root, '404.html'), '<p>missing</p>');
  writeFileSync(path.join(root, 'docs', 'intro.html'), '<p>intro</p>');
  writeFileSync(path.join(root, 'logo.png'), Buffer.from([137, 80, 78, 71]));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.close();
  rmSync(root, {recursive: true, force: true});
});

describe('the bench server', () => {
  it('maps paths as GitHub Pages does', () => {
    assert.deepEqual(resolveFile(root, '/'), {file: path.join(root, 'index.html'), status: 200});
    assert.deepEqual(resolveFile(root, '/docs/intro'), {
      file: path.join(root, 'docs', 'intro.html'),
      status: 200,
    });
    assert.deepEqual(resolveFile(root, '/nowhere'), {
      file: path.join(root, '404.html'),
      status: 404,
    });
    assert.deepEqual(resolveFile(root, '/../etc/passwd').status, 404);
  });

  it('gzips text for a browser that accepts it, and only text', async () => {
    const page = await fetch(`${origin}/docs/intro`, {headers: {'accept-encoding': 'gzip'}});
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.equal(await page.text(), '<p>intro</p>');
    const raw = await new Promise<Buffer>((resolve) => {
      void import('node:http').then(({get}) =>
        get(`${origin}/docs/intro`, {headers: {'accept-encoding': 'gzip'}}, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        }),
      );
    });
    assert.equal(gunzipSync(raw).toString(), '<p>intro</p>');
    const image = await fetch(`${origin}/logo.png`, {headers: {'accept-encoding': 'gzip'}});
    assert.equal(image.headers.get('content-encoding'), null);
    const missing = await fetch(`${origin}/nowhere`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), '<p>missing</p>');
  });
});
