# MedRecon production image. Build from the repository root:
#   docker build -t medrecon:0.1.0 .
# Run it as docs/deployment.md describes (deploy/compose.yaml: PostgreSQL, two instances, Caddy).
# The image holds no secrets and no data: configuration comes from the environment at run time.

# Node 24 is the active LTS line; the app also runs on 20.19+ and 22. Pin a digest in production
# (node:24-bookworm-slim@sha256:...) so a rebuild cannot change the base under you.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: all dependencies, then the client (Vite) and the server bundle (esbuild) ----------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies and the built files only --------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional as well: better-auth declares vitest and drizzle-kit as optional peers, so npm
# keeps them (with vite, tsx and esbuild, ~100 MB) under --omit=dev alone. Nothing the server runs
# needs an optional package; the start command below needs no development tool at all.
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
# DATA_DIR for the embedded database, used only when DATABASE_URL is not set (a trial run).
RUN mkdir -p /app/data && chown node:node /app/data

# The official image's unprivileged user (uid 1000); nothing in /app is writable but data/.
USER node
EXPOSE 3000

# Liveness: the process answers. Load balancers should also use /api/health/ready (database
# reachable, migrations applied, not shutting down). The start period covers waiting for another
# instance's migrations. Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# SIGTERM starts a graceful shutdown (SHUTDOWN_TIMEOUT_MS, default 25 s): give the container
# longer than that before it is killed (compose: stop_grace_period; Kubernetes:
# terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
