import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianPackage } from '../../../scripts/lib/debian-package'
import { answers, managedProcess, waitFor } from './process'

const NGINX = '/usr/sbin/nginx'

/**
 * The load balancer of the topology: round robin over the instances' loopback ports. A
 * connection refused (an instance down) passes the request to the next instance, POSTs included
 * (nothing was sent); a request that failed once sent is not passed on unless idempotent
 * (nginx's default), so the client sees a 502 and retries as a browser user would.
 */
const config = (dir: string, port: number, upstreams: number[]) => `
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
  upstream instances {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 32;
    # Below the instances' keep-alive timeout (65 s): nginx must never reuse a connection the instance is
    # closing, which fails a POST with a 502 (seen under bench:scale).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://instances;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The instances trust one hop (TRUSTED_PROXIES=1): the tests' own client addresses pass on.
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`

/** Debian's nginx (installed when missing) as a child process, its files in a temp folder. */
export function nginxProxy(port: number, upstreams: number[]) {
  const installed = ensureDebianPackage(NGINX, 'nginx')
  if (!installed.ok) throw new Error(installed.message)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-nginx-'))
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, upstreams))
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
