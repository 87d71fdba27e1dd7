/**
 * Debian's nginx answering captured pages from files, each under its own path (no trailing slash:
 * nginx would look for an index there) with the headers the app sent: the static limit the
 * micro-cache in front of the app is compared with (issue 39 point 3), one worker as the load
 * balancer's bench configuration has.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianPackage } from '../../scripts/lib/debian-package'
import { answers, managedProcess, waitFor } from '../../tests/scale/support/process'
import type { CapturedPage } from './static-pages'

const NGINX = '/usr/sbin/nginx'
// nginx sets these itself from the file, or they describe one answer only.
const OWN = new Set(['content-length', 'content-type', 'etag', 'last-modified', 'server'])

function location(dir: string, urlPath: string, page: CapturedPage, index: number): string {
  const file = path.join(dir, `page-${index}.body`)
  fs.writeFileSync(file, Buffer.from(page.body, 'base64'), { mode: 0o644 })
  const headers = Object.entries(page.headers)
    .filter(([name]) => !OWN.has(name))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))
    .map(
      ([name, value]) => `    add_header ${name} '${String(value).replaceAll("'", "\\'")}' always;`,
    )
  return [
    `  location = ${urlPath} {`,
    `    alias ${file};`,
    `    default_type '${String(page.headers['content-type'] ?? 'text/html')}';`,
    ...headers,
    '  }',
  ].join('\n')
}

/** nginx on `port` serving `pages` (url path → captured answer) until `stop`. */
export async function nginxStatic(port: number, pages: Record<string, CapturedPage>) {
  const installed = ensureDebianPackage(NGINX, 'nginx')
  if (!installed.ok) throw new Error(installed.message)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  // Started as root, nginx's worker runs as nobody: it must read the files.
  fs.chmodSync(dir, 0o755)
  const locations = Object.entries(pages).map(([urlPath, page], index) =>
    location(dir, urlPath, page, index),
  )
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  etag off;
  types { }
${temp.map((name) => `  ${name}_temp_path ${dir}/${name};`).join('\n')}
  server {
    listen 127.0.0.1:${port};
${locations.join('\n')}
  }
}
`,
  )
  const first = Object.keys(pages)[0]!
  const nginx = managedProcess({
    name: 'nginx (static)',
    command: NGINX,
    args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    env: process.env,
    ready: () => waitFor(() => answers(`http://127.0.0.1:${port}${first}`), 10_000),
  })
  await nginx.start()
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await nginx.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
