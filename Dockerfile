# syntax=docker/dockerfile:1
# The production image (README "Production: a fleet in containers", ADR 0065): built in one stage with the
# devDependencies, run in another with the dependencies only, as an unprivileged user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# `npm install`, not `npm ci`: the registry lacks other platforms' optional binaries named in the lockfile.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
# The client, the prerendered public pages and the server as JavaScript; then the devDependencies go.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# What the built server reads at run time: its code, the client, the migrations, the blog, the packages
# (fonts and Typst come from npm dependencies) and package.json, which marks the project root.
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/drizzle ./drizzle
COPY --from=build --chown=root:root /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database (and Redis when configured) answer; node's fetch, since the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs once the build exists (scripts/start.mjs), with the same V8 flag
# (scripts/server-node-flags.json); node itself as PID 1 drains requests on SIGTERM (src/server/main.ts).
CMD ["node", "--max-semi-space-size=32", "dist/server/main.js"]
