/**
 * A static server for the bench that answers as GitHub Pages does: gzip for
 * text (HTML, JavaScript, CSS, JSON, SVG, XML, Markdown) when the browser
 * accepts it, `Cache-Control: max-age=600`, `<path>.html` for an extensionless
 * path, `index.html` for a folder and `404.html` with status 404. `docusaurus
 * serve` sends everything uncompressed, which makes Lighthouse's simulated
 * mobile network charge about three times the bytes readers download.
 *
 *   node --import tsx scripts/bench/serve.mts <folder> <port>
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/** The file a request path maps to, and its status. */
export function resolveFile(root: string, urlPath: string): {file: string; status: number} {
  const wanted = path.join(root, decodeURIComponent(urlPath));
  if (!wanted.startsWith(root)) {
    return {file: path.join(root, '404.html'), status: 404};
  }
  for (const candidate of [wanted, `${wanted}.html`, path.join(wanted, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return {file: candidate, status: 200};
    }
  }
  return {file: path.join(root, '404.html'), status: 404};
}

export function createServer(root: string): http.Server {
  const gzipped = new Map<string, Buffer>();
  return http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const {file, status} = resolveFile(path.resolve(root), pathname);
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {'content-type': type, 'cache-control': 'max-age=600'};
    if (compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      let compressed = gzipped.get(file);
      if (!compressed) {
        compressed = gzipSync(body);
        gzipped.set(file, compressed);
      }
      body = compressed;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    response.writeHead(status, headers);
    response.end(body);
  });
}

const [, , root, port] = process.argv;
if (root && port && process.argv[1]?.endsWith('serve.mts')) {
  createServer(root).listen(Number(port), '127.0.0.1');
}
