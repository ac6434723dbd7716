#!/usr/bin/env node
// Serves a built site with Debian's nginx and the site's own config (deploy/nginx/datahub-docs.conf, with
// the build's own security headers from its _headers file, as scripts/nginx-config.mjs writes it for a
// deployer), in the foreground, as an unprivileged local server: the browser tests' "nginx" project.
//   node scripts/serve-nginx.mjs <build dir> <port>
import {spawn} from 'node:child_process';
import {mkdtempSync, writeFileSync, existsSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {buildHeaders, committedNginxConfig, securityHeaders, withHeaders} from './security-headers.mjs';

export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((path) => path && existsSync(path));
}

/**
 * Debian's brotli static module (libnginx-mod-http-brotli-static), which the site config's brotli_static
 * needs. A system nginx loads it through /etc/nginx/modules-enabled; the nginx.conf below loads it itself.
 */
export function findBrotliStaticModule() {
  const candidates = [
    process.env.NGINX_BROTLI_STATIC_MODULE,
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/local/lib/nginx/modules/ngx_http_brotli_static_module.so',
  ];
  return candidates.find((path) => path && existsSync(path));
}

/**
 * The site config with the test's root and port and the build's security headers (its _headers file: the
 * Content-Security-Policy of its configuration); everything else exactly as committed.
 */
export function siteConfig(root, port, headers = buildHeaders(root) ?? securityHeaders()) {
  const committed = committedNginxConfig();
  let withBuildHeaders;
  try {
    withBuildHeaders = withHeaders(committed, headers);
  } catch (error) {
    throw new Error(`deploy/nginx/datahub-docs.conf: ${error.message}`);
  }
  const config = withBuildHeaders
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*root .*;$/m, `    root ${root};`);
  if (
    config === withBuildHeaders ||
    !config.includes(`listen 127.0.0.1:${port};`) ||
    !config.includes(`root ${root};`)
  ) {
    throw new Error('deploy/nginx/datahub-docs.conf: expected one "listen 80;" and one "root ...;" line to replace');
  }
  return config;
}

/**
 * Serves dir with nginx on 127.0.0.1:port while fn(origin) runs, then stops it: the bench and the profiler
 * measure pages through the site's own config.
 */
export async function withNginx(dir, port, fn) {
  if (!findNginx()) throw new Error('nginx not found (Debian: apt-get install nginx): pages are measured through it.');
  const server = spawn('node', [new URL(import.meta.url).pathname, dir, String(port)], {stdio: 'inherit'});
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 50; i++) {
      const up = await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return await fn(origin);
  } finally {
    server.kill('SIGTERM');
  }
}

function main() {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) throw new Error('Usage: serve-nginx.mjs <build dir> <port>');
  const nginx = findNginx();
  if (!nginx) {
    console.error('nginx not found. Install it (Debian: apt-get install nginx) or set NGINX_PATH.');
    process.exit(1);
  }
  const brotliModule = findBrotliStaticModule();
  if (!brotliModule) {
    console.error(
      "nginx's brotli static module not found: the site config's brotli_static needs it. Install it (Debian: " +
        'apt-get install libnginx-mod-http-brotli-static) or set NGINX_BROTLI_STATIC_MODULE to its .so file.',
    );
    process.exit(1);
  }
  const root = resolve(dir);
  const work = mkdtempSync(join(tmpdir(), 'docs-nginx-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, sub));
  writeFileSync(join(work, 'site.conf'), siteConfig(root, port));
  writeFileSync(
    join(work, 'nginx.conf'),
    `load_module ${brotliModule};
daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  );
  const child = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf')], {stdio: 'inherit'});
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
