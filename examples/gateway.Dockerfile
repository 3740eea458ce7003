# A gateway deployment: the package is generated at build time, and the image runs Node alone — the gateway package's
# JavaScript beside the generated package, with no generator, ts-morph, TypeScript or esbuild (docs/gateway.md,
# "Deploying"). test/gateway-deploy.test.ts runs these RUN steps in a temporary folder (WORKDIR and /out there).
FROM node:20 AS build
WORKDIR /src
COPY . .
RUN npm ci
RUN node bin/rpcforge.js generate --spec spec/openrpc.yaml --out /out/api
RUN npx tsc -p gateway/tsconfig.build.json --outDir /out/gateway/dist && cp gateway/package.json /out/gateway/package.json
RUN mkdir -p /out/api/node_modules && cp -R node_modules/ws /out/api/node_modules/ws

FROM node:20-slim
WORKDIR /app
COPY --from=build /out /app
EXPOSE 8080
CMD ["node", "gateway/dist/main.js", "--package", "api", "--upstream", "http://node:8545", "--host", "0.0.0.0", "--port", "8080"]
