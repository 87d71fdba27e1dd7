# syntax=docker/dockerfile:1
# The shop's images (issue 21):
#   runner (default)  the web server from the standalone build: node server.mjs
#   tools             the whole project: npm run migrate | seed | worker
# Build: docker build .   (--build-arg PAYMENT_PROVIDER=local for a demo)
#        docker build --target tools .

# Node 24 LTS, the version of package.json's `node` package, on which npm run builds and tests.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The committed lockfile is complete (.ci/run checks that npm install leaves it unchanged).
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

# `npm run build` runs next build, then completes .next/standalone (scripts/standalone.ts). It
# needs no database and holds no content: every page renders on its first request from the
# database the running shop uses (README "Going to production"), so one image serves any store.
FROM source AS build
# Baked in: the demo banner (PAYMENT_PROVIDER=local); the server refuses to start with another
# PAYMENT_PROVIDER than the one it was built with. SERVER_URL is read at run time.
ARG PAYMENT_PROVIDER=mollie
ENV PAYMENT_PROVIDER=${PAYMENT_PROVIDER}
RUN npm run build

FROM source AS tools
# The seed writes the generated admin password to .data when ADMIN_PASSWORD is unset; the worker
# runs from a bundle it writes to .next/worker at start.
RUN mkdir .data .next && chown node:node .data .next
ENV NODE_ENV=production
USER node
CMD ["npm", "run", "worker"]

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
# No MEDIA_DIR: uploads go to the S3 bucket (S3_*), and a server told neither refuses to start.
# Several instances must never keep uploads on their own disks unnoticed; one server alone may set
# MEDIA_DIR to a mounted volume.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# Node's image has the unprivileged `node` user. It owns the app, as in Next's own example: the
# server writes its caches (.next/cache, regenerated pages) there.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Liveness: an orchestrator restarts an unhealthy container, which cures a stuck process but not a
# database outage (restarting every instance then only adds load). Load balancers ask readiness,
# /api/health/ready/ (README "Health").
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
