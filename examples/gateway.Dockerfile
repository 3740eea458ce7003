# A gateway deployment: the package and the EVM family's catalogue are generated at build time; the image installs
# three packed packages, the gateway, the generated one and the catalogue, with npm and runs Node alone: no generator, ts-morph, TypeScript or esbuild (docs/gateway.md,
# "Deploying"). test/gateway-deploy.test.ts runs these RUN and COPY steps in temporary folders (no container engine).
FROM node:20 AS build
WORKDIR /src
COPY . .
RUN npm ci
RUN node bin/rpcforge.js generate --spec spec/openrpc.yaml --out /out/api
RUN node bin/rpcforge.js catalogue --spec spec/openrpc.yaml --out /out/catalogues
RUN npx tsc -p gateway/tsconfig.build.json --outDir /out/gateway/dist && cp gateway/package.json /out/gateway/
RUN mkdir -p /out/packages && npm pack /out/gateway /out/api /out/catalogues/evm --pack-destination /out/packages

FROM node:20-slim
WORKDIR /app
COPY --from=build /out/packages /app/packages
COPY examples/gateway.yaml examples/keys.yaml /app/
RUN npm init -y && npm install --omit=dev --no-audit --no-fund ./packages/*.tgz
RUN npm pkg set scripts.start='rpcforge-gateway --package node_modules/blockchain-node-json-rpc-gateway --config gateway.yaml --keys keys.yaml --outside-spec forward --catalogue node_modules/rpcforge-catalogue-evm --host ${HOST:-0.0.0.0} --port ${PORT:-8080}'
EXPOSE 8080
CMD ["npm", "start"]
