# Production image: build the client, keep only runtime dependencies, run as a non-root user.
# syntax=docker/dockerfile:1

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
# Landing page support buttons are baked into the client at build time.
ARG VITE_DONATE_URL=
ARG VITE_PATREON_URL=
COPY . .
RUN npx vite build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=2567 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/shared ./shared
COPY --from=build --chown=node:node /app/content ./content
COPY --from=build --chown=node:node /app/assets ./assets
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 2567
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Without RESEND_API_KEY the server refuses to start in production unless DEV_OUTBOX=enabled.
CMD ["node", "server/index.ts"]
