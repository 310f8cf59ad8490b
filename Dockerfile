# syntax=docker/dockerfile:1
# Rank Checker in a container (README, "Running in production"). The steps are the tested start's, in its order:
# install, `npm run build` (the web app for APP_URL), then `npm start` with NODE_ENV=production, which never builds.
# Build it once per APP_URL: docker build --build-arg APP_URL=https://rank.example.com -t rank-checker .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The settings the pages carry (canonical URLs, prices in structured data, footer links); the server refuses to start
# with other values than the build's and names the one that differs.
ARG APP_URL
ARG PRICE_PRO_MONTHLY=""
ARG PRICE_ENTERPRISE_MONTHLY=""
ARG PRICE_CURRENCY=""
ARG SOCIAL_GITHUB_URL=""
ARG SOCIAL_X_URL=""
RUN test -n "$APP_URL" || (echo "Pass --build-arg APP_URL=https://your.domain" >&2 && exit 1)
RUN APP_URL="$APP_URL" npm run build
# Only what runs: the build tools (Vite and the rest) stay in this stage.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# The build's settings must be the server's: the same APP_URL and prices as when it was built.
ARG APP_URL
ARG PRICE_PRO_MONTHLY=""
ARG PRICE_ENTERPRISE_MONTHLY=""
ARG PRICE_CURRENCY=""
ARG SOCIAL_GITHUB_URL=""
ARG SOCIAL_X_URL=""
ENV APP_URL=$APP_URL \
    PRICE_PRO_MONTHLY=$PRICE_PRO_MONTHLY \
    PRICE_ENTERPRISE_MONTHLY=$PRICE_ENTERPRISE_MONTHLY \
    PRICE_CURRENCY=$PRICE_CURRENCY \
    SOCIAL_GITHUB_URL=$SOCIAL_GITHUB_URL \
    SOCIAL_X_URL=$SOCIAL_X_URL
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/v1/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/app/ops/container/entrypoint.sh"]
CMD ["npm", "start"]
