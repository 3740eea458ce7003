const solanaClusters = /* @__PURE__ */ new Map([
  ["mainnet-beta", "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d"],
  ["devnet", "EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG"],
  ["testnet", "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY"]
]);
function chainIdOf(value) {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? `0x${value.toString(16)}` : void 0;
  if (typeof value !== "string") return void 0;
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return `0x${BigInt(value).toString(16)}`;
  if (/^[0-9]{1,78}$/.test(value)) return `0x${BigInt(value).toString(16)}`;
  return void 0;
}
const base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
function genesisHashOf(value) {
  if (typeof value !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return void 0;
  let n = 0n;
  for (const c of value) n = n * 58n + BigInt(base58.indexOf(c));
  const zeros = /^1*/.exec(value)[0].length;
  const bytes = zeros + (n === 0n ? 0 : Math.ceil(n.toString(16).length / 2));
  return bytes === 32 ? value : void 0;
}
function configuredGenesisHash(value) {
  return (typeof value === "string" ? solanaClusters.get(value) : void 0) ?? genesisHashOf(value);
}
function genesisHashName(hash) {
  for (const [name, known] of solanaClusters) if (known === hash) return `${hash} (${name})`;
  return hash;
}
const chainIds = { method: "", option: "chainId", of: chainIdOf };
function chainIdentityOf(family, prefix) {
  if (prefix === "eth_") return { ...chainIds, method: "eth_chainId" };
  if (prefix === "starknet_") return { ...chainIds, method: "starknet_chainId" };
  if (family === "slot-commitment") return { method: "getGenesisHash", option: "genesisHash", of: genesisHashOf };
  return void 0;
}
export {
  chainIdOf,
  chainIdentityOf,
  configuredGenesisHash,
  genesisHashName,
  genesisHashOf,
  solanaClusters
};
