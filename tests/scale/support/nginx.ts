import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianPackage } from '../../../scripts/lib/debian-package'
import { projectRoot } from '../../../scripts/lib/paths'
import { answers, managedProcess, waitFor } from './process'

const NGINX = '/usr/sbin/nginx'

const SHARED = path.join(projectRoot, 'deploy', 'nginx.conf')
const UPSTREAM = /^\s*server web-\d+:3000 (.*);$/gm
const LISTEN = /^\s*listen 80;$/m
const CACHE_PATH = /^proxy_cache_path \/var\/cache\/nginx\/pages /m

/**
 * The load balancer of the topology: deploy/nginx.conf, which compose.yaml runs too, with the
 * instances' loopback ports for compose's web-1 and web-2, a loopback port to listen on and its
 * micro-cache in `dir`; this
 * process's own main block around it (its pid, logs and temp folders in `dir`).
 */
export function proxyConfig(dir: string, port: number, upstreams: number[]): string {
  const shared = fs.readFileSync(SHARED, 'utf8')
  const [first, ...others] = [...shared.matchAll(UPSTREAM)]
  if (!first || others.length === 0 || !LISTEN.test(shared) || !CACHE_PATH.test(shared)) {
    throw new Error(`${SHARED}: no "server web-N:3000 …;", "listen 80;" or cache path to replace`)
  }
  const servers = upstreams.map((upstream) => `  server 127.0.0.1:${upstream} ${first[1]};`)
  const http = shared
    .replace(first[0], servers.join('\n'))
    .replace(UPSTREAM, '')
    .replace(LISTEN, `  listen 127.0.0.1:${port};`)
    .replace(CACHE_PATH, `proxy_cache_path ${dir}/pages `)
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`
}

/** Debian's nginx (installed when missing) as a child process, its files in a temp folder. */
export function nginxProxy(port: number, upstreams: number[]) {
  const installed = ensureDebianPackage(NGINX, 'nginx')
  if (!installed.ok) throw new Error(installed.message)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-nginx-'))
  // Started as root, nginx's workers run as nobody: they must reach the micro-cache's folder.
  fs.chmodSync(dir, 0o755)
  fs.writeFileSync(path.join(dir, 'nginx.conf'), proxyConfig(dir, port, upstreams))
  const proxy = managedProcess({
    name: 'nginx',
    command: NGINX,
    args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    env: process.env,
    // Any answer from an instance behind it will do; the instances are up before the proxy.
    ready: () => waitFor(() => answers(`http://127.0.0.1:${port}/api/health/`), 30_000),
  })
  return {
    ...proxy,
    url: `http://localhost:${port}`,
    async stop() {
      await proxy.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
