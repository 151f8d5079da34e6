# 聚才 as production serves it: built with node, served by nginx through deploy/nginx.conf (the template the
# e2e suite serves the build with, tests/playwright.nginx.config.ts). `docker compose up` runs it with the mock
# as the API (compose.yaml). Build arguments are the build's own settings (README, "Configuration"):
#   docker build --build-arg VITE_API_HOST=https://api.example.com -t jucai .   (the app calls that host itself)
# or, same origin, leave VITE_API_HOST empty and point the proxy at the API when the container starts:
#   docker run -p 8080:8080 -e API_UPSTREAM=https://api.example.com jucai

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_API_HOST=""
ARG VITE_API_SIGN_KEY=""
ARG VITE_OSS_HOST=""
ARG VITE_OSS_SUFFIX=""
ENV VITE_API_HOST=${VITE_API_HOST} VITE_API_SIGN_KEY=${VITE_API_SIGN_KEY} VITE_OSS_HOST=${VITE_OSS_HOST} VITE_OSS_SUFFIX=${VITE_OSS_SUFFIX}
RUN npx vite build
# Each text file's .gz and .br beside it: nginx sends the .gz as it is (gzip_static), no compression per request.
RUN npx tsx config/scripts/precompress.ts --dist dist
# The server block for this build (its inline-script hashes in the CSP, the API host in connect-src). The API
# upstream stays `${API_UPSTREAM}`: the nginx image fills it in from the environment when the container starts.
RUN npx tsx config/scripts/nginxConf.ts --dist dist --serve-from /usr/share/nginx/jucai --listen 8080 \
      --api '${API_UPSTREAM}' --out /tmp/jucai.conf.template

# The mock /user API alone (`npm run mock`), for compose.yaml: listening on the container's network.
FROM build AS mock
ENV MOCK_HOST=0.0.0.0 MOCK_PORT=3001
EXPOSE 3001
CMD ["npx", "tsx", "mock/standalone.ts"]

FROM nginx:1.27-bookworm AS web
COPY --from=build /app/dist /usr/share/nginx/jucai
# The image's entrypoint writes /etc/nginx/conf.d/default.conf from this template (replacing its default
# server), substituting only API_UPSTREAM: nginx's own $variables stay as they are.
COPY --from=build /tmp/jucai.conf.template /etc/nginx/templates/default.conf.template
ENV API_UPSTREAM=http://mock:3001 NGINX_ENVSUBST_FILTER=^API_UPSTREAM$
EXPOSE 8080
