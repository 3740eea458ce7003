const openrpcDocument = '{"openrpc":"1.4.1","info":{"title":"Blockchain Node JSON-RPC Gateway","version":"3.2.0","description":"Access to blockchain networks through JSON-RPC 2.0 methods. A caller sends a JSON request\\nnaming a method and its parameters and receives a JSON response. Three method families are\\nexposed: EVM-style methods prefixed `eth_` (blocks, transactions, receipts, logs, storage,\\nproofs, calls and gas estimates); slot/commitment-style methods with no prefix\\n(`getTokenAccountsByDelegate`, `getVoteAccounts`, `getFeeForMessage`); and a Starknet-style\\nmethod prefixed `starknet_` (`starknet_addDeployAccountTransaction`).\\n\\nEnvelope: the request body is a JSON object with `jsonrpc` (\\"2.0\\"), `method`, `params` (an\\narray for every method except `starknet_addDeployAccountTransaction`, which takes an object\\nkeyed by parameter name; `params` may be omitted for `getVoteAccounts`) and `id` (a number\\nechoed in the response). A success response carries `jsonrpc`, `id` and `result`; a failure\\nresponse carries `jsonrpc`, `id` and `error` (`code` integer, `message` string and, for\\nreverts, `data` hex string).\\n\\nNumbers in the EVM family are `0x`-prefixed hex strings; hashes are 32-byte and addresses\\n20-byte `0x` hex strings (lower-case in this document, except that addresses may be\\nwritten in either case, as checksummed EIP-55 addresses are). Null-able fields are null when the\\nblock or item is pending.\\n\\nAuthentication: the API key (from the developer dashboard) is embedded in the request path\\nafter `/v3/` (HTTP) or `/ws/v3/` (WebSocket); no header, token exchange or signature is used.\\nThe network is selected by the base address.\\n\\nLimits: every method costs a fixed number of credits (x-credits on each method) taken from a\\ndaily balance. Method-specific limits are in x-limits.\\n\\nEverything the interface document marks \\"not shown\\" is listed in `x-not-shown` and nowhere\\nelse specified.","x-versioning":{"pathSegment":"v3","responseVersionField":"context.apiVersion","responseVersionFamilies":["slot-commitment"],"policy":"not shown"},"x-not-shown":[{"topic":"token-account-states","text":"The token account field `state` carries the value `initialized` in a response; the full set of state values and all transitions between states are not shown."},{"topic":"websocket-non-evm-methods","text":"WebSocket use of the slot/commitment-style methods (getTokenAccountsByDelegate, getVoteAccounts, getFeeForMessage) and of the Starknet-style method (starknet_addDeployAccountTransaction) is not shown."},{"topic":"networks","text":"The network is selected by the base address ({base_url}, {ws_base_url}); the set of networks and their addresses is not shown."},{"topic":"auth-missing-or-invalid-key","text":"Behavior for a missing or invalid API key is not shown."},{"topic":"auth-per-key-permissions","text":"Per-key permissions are not shown."},{"topic":"events","text":"Events are not shown. No subscription, webhook or notification mechanism is described.","decision":"The spec declares `eth_subscribe` over WebSocket as go-ethereum serves it, for `newHeads`, `logs`, `newPendingTransactions` and `transactionReceipts`, with `eth_unsubscribe`. Each kind\'s params, notification schema, identity and credits are in its `x-subscription`. Webhooks are not offered.","source":"https://geth.ethereum.org/docs/interacting-with-geth/rpc/pubsub"},{"topic":"other-error-codes","text":"Error codes other than those listed (-32005 for eth_getLogs, 3 for reverts) are not shown."},{"topic":"http-status-codes","text":"HTTP-level status codes are not shown."},{"topic":"invalid-params-errors","text":"Errors for invalid parameters are not shown."},{"topic":"starknet-credit-cost","text":"The credit cost of starknet_addDeployAccountTransaction is not shown."},{"topic":"daily-balance-size","text":"The size of the daily credit balance is not shown.","decision":"The generated server\'s stores default to 3,000,000 credits per key per day, the provider\'s free plan; `dailyCredits` (a number or a function of the key) sets it.","source":"https://docs.metamask.io/services/get-started/pricing/"},{"topic":"daily-balance-reset","text":"The reset time of the daily credit balance is not shown.","decision":"Balances reset at 00:00 UTC, as the provider\'s documentation says for all its customers (the Redis store by Redis\'s clock, so that every gateway process resets at once).","source":"https://docs.metamask.io/services/how-to/avoid-rate-limiting/"},{"topic":"rate-limits","text":"Request-rate limits are not shown.","decision":"The generated server takes a per-key rate in credits per second (`creditsPerSecond`, off unless set), as the provider\'s plans state theirs; a call past it is answered HTTP 429 with `Retry-After` and the JSON-RPC error -32005 \\"request rate exceeded\\", as the provider\'s documentation lists for deployments (HTTP errors: 429 Too Many Requests; JSON-RPC errors: -32005 limit exceeded). It is not charged.","source":"https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/#http-errors"},{"topic":"credits-exhausted","text":"The behavior when credits run out is not shown.","decision":"A call the key\'s daily balance cannot pay is answered HTTP 402 Payment Required, as the provider\'s documentation says its deployments answer once the daily credit limit is reached, with `Retry-After` (seconds to the 00:00 UTC reset). The body keeps JSON-RPC 2.0\'s error shape with -32005 \\"daily credit limit exceeded\\" and `data: { cost, balance, resetsAt }` rather than the documented example body, whose `code` repeats the HTTP status and which carries members outside JSON-RPC\'s error object (`event`, `details`).","source":"https://docs.metamask.io/services/how-to/avoid-rate-limiting/"},{"topic":"version-policy","text":"The policy for introducing or retiring versions is not shown."},{"topic":"fee-numeric-type","text":"The numeric type of the getFeeForMessage fee value is not shown (typed as a JSON number in this document)."},{"topic":"starknet-required-fields","text":"Which fields of the starknet_addDeployAccountTransaction `deploy_account_transaction` object are required is not shown (none is required in this document)."},{"topic":"starknet-allowed-values","text":"Allowed values of the `deploy_account_transaction` fields beyond those appearing in the document (type `DEPLOY_ACCOUNT`, data availability mode `L1`) are not shown."}]},"servers":[{"name":"HTTP","url":"https://{host}/v3/{apiKey}","summary":"JSON-RPC over HTTP POST.","description":"POST {base_url}/v3/<API_KEY> with header `Content-Type: application/json`. The document writes the base address as {base_url} and does not show the networks or their addresses; because an OpenRPC server URL must be an absolute URI with a scheme, the base address is written as `https://{host}` (decision: HTTPS scheme, host as a variable whose default is a placeholder in the reserved .invalid domain).","variables":{"host":{"default":"network-host.invalid","description":"Host of the network\'s base address. The document writes the base address as {base_url}/{ws_base_url} and does not show the networks or their addresses."},"apiKey":{"default":"YOUR_API_KEY","description":"The API key, obtained from the developer dashboard, embedded in the path after /v3/."}},"x-transport":{"protocol":"http","httpMethod":"POST","contentType":"application/json"},"x-auth":{"in":"path","variable":"apiKey","header":"none"}},{"name":"WebSocket","url":"wss://{host}/ws/v3/{apiKey}","summary":"JSON-RPC over a WebSocket connection.","description":"{ws_base_url}/ws/v3/<API_KEY>; a JSON-RPC request text sent on the connection gives the same result as over HTTP (documented for the EVM-family methods; WebSocket use of the other families is not shown). Because an OpenRPC server URL must be an absolute URI with a scheme, the base address is written as `wss://{host}` (decision: secure WebSocket scheme, host as a variable whose default is a placeholder in the reserved .invalid domain).","variables":{"host":{"default":"network-host.invalid","description":"Host of the network\'s WebSocket base address. The document writes the base address as {base_url}/{ws_base_url} and does not show the networks or their addresses."},"apiKey":{"default":"YOUR_API_KEY","description":"The API key, obtained from the developer dashboard, embedded in the path after /ws/v3/."}},"x-transport":{"protocol":"websocket"},"x-auth":{"in":"path","variable":"apiKey","header":"none"}}],"methods":[{"name":"eth_getStorageAt","summary":"Returns the value from a storage position at a given address.","description":"Returns the value stored at a storage position of an address, at a given block.\\n\\nStorage position of a variable: a plain variable sits at its declared slot number (hex, e.g.\\n\\"0x0\\"). A mapping element sits at the keccak hash of the key left-padded to 32 bytes\\nconcatenated with the mapping slot number left-padded to 32 bytes.\\n\\nResult: hex string, the value at the position.\\n\\nCredits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"address","description":"20-byte address of the storage.","required":true,"schema":{"$ref":"#/components/schemas/Address"}},{"name":"position","description":"Storage position (hex): the declared slot number of a plain variable, or, for a mapping element, keccak256(key left-padded to 32 bytes ++ mapping slot left-padded to 32 bytes).","required":true,"schema":{"$ref":"#/components/schemas/StorageSlot"}},{"name":"block","description":"Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.","required":true,"schema":{"$ref":"#/components/schemas/BlockNumberOrTag"}}],"result":{"name":"value","description":"The value at this storage position (hex string; real nodes return the 32-byte word).","schema":{"$ref":"#/components/schemas/Bytes"}},"errors":[],"x-family":"evm","x-credits":80,"x-transports":["http","websocket"],"examples":[{"name":"plain-variable-slot-0","description":"Value of the variable declared at slot 0. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getstorageat), unchanged.","params":[{"name":"address","value":"0x295a70b2de5e3953354a6a8344e616ed314d7251"},{"name":"position","value":"0x0"},{"name":"block","value":"0x65a8db"}],"result":{"name":"value","value":"0x00000000000000000000000000000000000000000000000000000000000004d2"}},{"name":"mapping-element","description":"Value of a mapping element; position = keccak256(key padded to 32 bytes ++ mapping slot padded to 32 bytes). From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getstorageat). Corrected: the page\'s first request/response pair uses the same params but shows a zero result; the pair from the mapping section (result ...162e) is used.","params":[{"name":"address","value":"0x295a70b2de5e3953354a6a8344e616ed314d7251"},{"name":"position","value":"0x6661e9d6d8b923d5bbaab1b96e1dd51ff6ea2a93520fdc9eb75d059238b8c5e9"},{"name":"block","value":"0x65a8db"}],"result":{"name":"value","value":"0x000000000000000000000000000000000000000000000000000000000000162e"}},{"name":"latest-block","description":"Slot written as a 32-byte value, block tag latest. From the go-ethereum recorded pair execution-apis/tests/eth_getStorageAt/get-storage.io.","params":[{"name":"address","value":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df"},{"name":"position","value":"0x0000000000000000000000000000000000000000000000000000000000000000"},{"name":"block","value":"latest"}],"result":{"name":"value","value":"0x0000000000000000000000000000000000000000000000000000000000000038"}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["block"]}},{"name":"eth_getLogs","summary":"Returns an array of all logs matching a given filter object.","description":"Returns the logs matching the filter object. The result is an array of Log objects, an empty\\narray if none match. In a Log, `logIndex`, `transactionIndex`, `transactionHash`, `blockHash`\\nand `blockNumber` are null when the log is pending; `removed` is true when the log was removed\\nby a chain reorganization.\\n\\nFilter: `fromBlock` and `toBlock` default to `latest`; when `blockHash` is present, `fromBlock`\\nand `toBlock` are not allowed.\\n\\nLimits: at most 5,000 parameters in a single request; at most 10,000 results per query; the\\nquery duration must not exceed 10 seconds. Exceeding the result limit returns error -32005\\n\\"query returned more than 10000 results\\"; exceeding the duration returns error -32005 \\"query\\ntimeout exceeded\\" (neither carries data). Recovery: narrow the block range with `fromBlock`\\nand `toBlock`; for commonly used topics, restrict the query to one contract `address`.\\n\\nFailover: the method can be forwarded to a partner provider during a service outage; this is\\navailable for some plans only (a Growth plan by self-upgrade, or a Custom plan by contacting\\nsales).\\n\\nCredits: 255 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"filter","description":"The filter object (the single element of params).","required":true,"schema":{"$ref":"#/components/schemas/Filter"},"x-decision":"Marked required: the document describes the filter object as the single element of params and gives no default for a missing filter."}],"result":{"name":"logs","description":"Array of Log objects matching the filter; an empty array if none match.","schema":{"type":"array","items":{"$ref":"#/components/schemas/Log"}}},"errors":[{"$ref":"#/components/errors/LogsResultLimitExceeded"},{"$ref":"#/components/errors/LogsQueryTimeout"}],"x-error-conditions":[{"code":-32005,"message":"query returned more than 10000 results","when":"The result set exceeds 10,000 entries. No `data` member. Recovery: narrow the block range with `fromBlock` and `toBlock`; for commonly used topics, restrict the query to one contract `address`."},{"code":-32005,"message":"query timeout exceeded","when":"The query runs longer than the 10-second duration limit. No `data` member. Recovery: narrow the block range with `fromBlock` and `toBlock`; for commonly used topics, restrict the query to one contract `address`."}],"x-family":"evm","x-credits":255,"x-transports":["http","websocket"],"x-limits":{"maxParams":5000,"maxResults":10000,"timeoutSeconds":10},"x-failover":{"description":"Can be forwarded to a partner provider during a service outage; available for some plans only.","plans":[{"name":"Growth","access":"self-upgrade"},{"name":"Custom","access":"contact sales"}]},"x-decision":"Both documented errors share code -32005 and are listed separately, told apart by their message, although the OpenRPC text asks for unique error codes per method: the document defines them as two conditions with the same code.","examples":[{"name":"by-block-hash-and-topic","description":"Logs of one block matching one topic. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getlogs), unchanged.","params":[{"name":"filter","value":{"blockHash":"0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70","topics":["0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"]}}],"result":{"name":"logs","value":[{"address":"0x1a94fce7ef36bc90959e206ba569a12afbc91ca1","blockHash":"0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70","blockNumber":"0x5c29fb","data":"0x0000000000000000000000003e3310720058c51f0de456e273c626cdd35065700000000000000000000000000000000000000000000000000000000000003185000000000000000000000000000000000000000000000000000000000000318200000000000000000000000000000000000000000000000000000000005c2a23","logIndex":"0x1d","removed":false,"topics":["0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"],"transactionHash":"0x3dc91b98249fa9f2c5c37486a2427a3a7825be240c1c84961dfb3063d9c04d50","transactionIndex":"0x1d"},{"address":"0x06012c8cf97bead5deae237070f9587f8e7a266d","blockHash":"0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70","blockNumber":"0x5c29fb","data":"0x00000000000000000000000077ea137625739598666ded665953d26b3d8e374400000000000000000000000000000000000000000000000000000000000749ff00000000000000000000000000000000000000000000000000000000000a749d00000000000000000000000000000000000000000000000000000000005c2a0f","logIndex":"0x57","removed":false,"topics":["0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"],"transactionHash":"0x788b1442414cb9c9a36dba2abe250763161a6f6395788a2e808f1b34e92beec1","transactionIndex":"0x54"}]}},{"name":"by-address-and-block-range","description":"Logs of one contract (address given as a list) across a block range. From the go-ethereum recorded pair execution-apis/tests/eth_getLogs/contract-addr.io; the extra blockTimestamp member real nodes send is kept (allowed).","params":[{"name":"filter","value":{"address":["0x7dcd17433742f4c0ca53122ab541d0ba67fc27df"],"fromBlock":"0x1","toBlock":"0x4"}}],"result":{"name":"logs","value":[{"address":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df","topics":["0x00000000000000000000000000000000000000000000000000000000656d6974","0xf4da19d6c17928e683661a52829cf391d3dc26d581152b81ce595a1207944f09"],"data":"0x0000000000000000000000000000000000000000000000000000000000000000","blockNumber":"0x2","transactionHash":"0x5bc704d4eb4ce7fe319705d2f888516961426a177f2799c9f934b5df7466dd33","transactionIndex":"0x2","blockHash":"0xb4874cd66b2070da5d1905b5937e97c82d1891747739b3ebb0f7f6ffc9ad518a","blockTimestamp":"0x14","logIndex":"0xa","removed":false},{"address":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df","topics":["0x00000000000000000000000000000000000000000000000000000000656d6974","0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"],"data":"0x0000000000000000000000000000000000000000000000000000000000000001","blockNumber":"0x4","transactionHash":"0xd48ebacfb769b85602310e2e0cf322e19f8cce25ac69cfd52f2d8622e3bbc3c9","transactionIndex":"0x1","blockHash":"0x98f797a6af91ea770ab3a99d89c17a3a46d14c76db6bb711b18156a3493d2c94","blockTimestamp":"0x28","logIndex":"0x0","removed":false}]}},{"name":"topic-wildcard-and-alternatives","description":"A null topic matching any first topic, then an array of alternatives for the second. From the go-ethereum recorded pair execution-apis/tests/eth_getLogs/topic-null-wildcard.io, unchanged.","params":[{"name":"filter","value":{"fromBlock":"0x3","toBlock":"0x6","topics":[null,["0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"]]}}],"result":{"name":"logs","value":[{"address":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df","topics":["0x00000000000000000000000000000000000000000000000000000000656d6974","0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"],"data":"0x0000000000000000000000000000000000000000000000000000000000000001","blockNumber":"0x4","transactionHash":"0xd48ebacfb769b85602310e2e0cf322e19f8cce25ac69cfd52f2d8622e3bbc3c9","transactionIndex":"0x1","blockHash":"0x98f797a6af91ea770ab3a99d89c17a3a46d14c76db6bb711b18156a3493d2c94","blockTimestamp":"0x28","logIndex":"0x0","removed":false}]}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["filter.fromBlock","filter.toBlock"]}},{"name":"eth_estimateGas","summary":"Generates and returns an estimate of how much gas is necessary for the transaction to complete.","description":"Returns a hex estimate of the gas the call object\'s execution needs. The transaction is not\\nadded to the chain. The estimate may be well above the gas actually used by the transaction.\\n\\nGas: the `gas` value is capped at 10 times (1000%) the current block gas limit. When no gas\\nlimit is given, the pending block gas limit is used as the upper bound, so the estimate may be\\ntoo low for executions that need more gas.\\n\\nRevert: when the EVM executes a REVERT, an error response is returned with code 3, message\\n\\"execution reverted: <revert_reason>\\" (the reason pre-decoded to a string) and `data` the hex\\nABI-encoded revert payload (e.g. an Error(string) payload starting 0x08c379a0).\\n\\nCredits: 300 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"transaction","description":"Call object; `from` and `to` are optional (the interface document: \\"`from` is optional, `to` is present\\").","required":true,"schema":{"$ref":"#/components/schemas/CallObject"},"x-decision":"`to` optional: the interface document marks it present, but every node estimates a contract creation sent without `to`, the official Ethereum execution-apis document (https://github.com/ethereum/execution-apis, vendored in test/reference/execution-apis) makes it optional, and viem, ethers and web3.js send every deployment\'s estimate so. Requiring it would refuse those estimates."},{"name":"block","description":"Block number or tag (hex block number, `latest`, `earliest`, `pending`, `safe`, `finalized`).","required":false,"schema":{"$ref":"#/components/schemas/BlockNumberOrTag"},"x-decision":"Optional (required false): the document lists this parameter as required, but its own reference request sends only the call object, and the official spec and real clients treat it as optional. Marking it required would reject the document\'s reference request."}],"result":{"name":"gasEstimate","description":"Hex estimate of the gas used; the transaction is not added to the chain.","schema":{"$ref":"#/components/schemas/Quantity"}},"errors":[{"$ref":"#/components/errors/ExecutionReverted"}],"x-error-conditions":[{"code":3,"when":"The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; `data` is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting `0x08c379a0`, or a Panic(uint256) payload starting `0x4e487b71`)."}],"x-family":"evm","x-credits":300,"x-transports":["http","websocket"],"x-limits":{"gasCap":{"field":"gas","blockGasLimitMultiple":10}},"x-decision":"The revert error\'s `data` (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).","examples":[{"name":"value-transfer-call","description":"Call object only, block parameter omitted (the document\'s reference request). From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_estimategas). Corrected: the mixed-case (checksummed) from address is lower-cased.","params":[{"name":"transaction","value":{"from":"0x9ce564c7d09f88e7d8233cdd3a4d7ac42abff3ac","to":"0xd46e8dd67c5d32be8058bb8eb970870f07244567","value":"0x9184e72a"}}],"result":{"name":"gasEstimate","value":"0x5cec"}},{"name":"simple-transfer","description":"Simple transfer estimate. From the go-ethereum recorded pair execution-apis/tests/eth_estimateGas/estimate-simple-transfer.io.","params":[{"name":"transaction","value":{"from":"0xaa00000000000000000000000000000000000000","to":"0x0100000000000000000000000000000000000000"}}],"result":{"name":"gasEstimate","value":"0x5208"}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["block"]}},{"name":"eth_call","summary":"Executes a new message call immediately without creating a transaction on the blockchain.","description":"Executes the call object against the state at the given block and returns the hex return\\nvalue of the executed contract (\\"0x\\" when empty). No transaction is created on the chain.\\n\\nGas: the `gas` value is capped at 10 times (1000%) the current block gas limit. The method\\nitself consumes no gas, but some executions need it.\\n\\nRevert: when the EVM executes a REVERT, an error response is returned with code 3, message\\n\\"execution reverted: <revert_reason>\\" (the reason pre-decoded to a string) and `data` the hex\\nABI-encoded revert payload (e.g. an Error(string) payload starting 0x08c379a0, or a\\nPanic(uint256) payload starting 0x4e487b71).\\n\\nState override: an optional third param sets the balance, nonce, code or storage of accounts\\nfor this call only, as go-ethereum and anvil take it.\\n\\nCredits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"transaction","description":"Call object; `from` and `to` are optional (the interface document: \\"`from` and `to` are both required\\").","required":true,"schema":{"$ref":"#/components/schemas/EthCallObject"},"x-decision":"`from` and `to` optional: the interface document marks both required, but every node accepts a call without `from` (run from the zero address) and without `to` (a contract creation), the official Ethereum execution-apis document (https://github.com/ethereum/execution-apis, vendored in test/reference/execution-apis) makes both optional, and viem, ethers and web3.js send them so for every read without an account and every deployment. Requiring them would refuse those calls."},{"name":"block","description":"Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.","required":true,"schema":{"$ref":"#/components/schemas/BlockNumberOrTag"}},{"name":"stateOverride","description":"Account state (balance, nonce, code, storage) to assume during the call, keyed by address; nothing is written to the chain. At most 64 accounts and 256 storage slots per account.","required":false,"schema":{"$ref":"#/components/schemas/StateOverride"},"x-decision":"Added, optional: the interface document shows two params, but go-ethereum and anvil take this third one (https://geth.ethereum.org/docs/interacting-with-geth/rpc/ns-eth#eth-call) and viem sends it for `call({ stateOverride })`; without it such calls were refused as \\"too many params\\". Same credits as any call."}],"result":{"name":"returnValue","description":"The return value of the executed contract (hex; \\"0x\\" when empty).","schema":{"$ref":"#/components/schemas/Bytes"}},"errors":[{"$ref":"#/components/errors/ExecutionReverted"}],"x-error-conditions":[{"code":3,"when":"The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; `data` is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting `0x08c379a0`, or a Panic(uint256) payload starting `0x4e487b71`)."}],"x-family":"evm","x-credits":80,"x-transports":["http","websocket"],"x-limits":{"gasCap":{"field":"gas","blockGasLimitMultiple":10}},"x-decision":"The revert error\'s `data` (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).","examples":[{"name":"call-with-data","description":"Call with gas, gasPrice, value and ABI-encoded data at the latest block; empty return value. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_call), unchanged.","params":[{"name":"transaction","value":{"from":"0xb60e8dd61c5d32be8058bb8eb970870f07233155","to":"0xd46e8dd67c5d32be8058bb8eb970870f07244567","gas":"0x76c0","gasPrice":"0x9184e72a000","value":"0x9184e72a","data":"0xd46e8dd67c5d32be8d46e8dd67c5d32be8058bb8eb970870f072445675058bb8eb970870f072445675"}},{"name":"block","value":"latest"}],"result":{"name":"returnValue","value":"0x"}},{"name":"call-without-data","description":"Call with only from and to. From the go-ethereum recorded pair execution-apis/tests/eth_call/call-callenv.io.","params":[{"name":"transaction","value":{"from":"0x0000000000000000000000000000000000000000","to":"0x9344b07175800259691961298ca11c824e65032d"}},{"name":"block","value":"latest"}],"result":{"name":"returnValue","value":"0x0000000000000000000000000000000000000000000000000000000000000036000000000000000000000000000000000000000000000000000c72dd9d5e883e00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["block"]}},{"name":"eth_getUncleByBlockHashAndIndex","summary":"Returns information about an uncle of a block by hash and uncle index position.","description":"Returns the uncle at the given index of the block with the given hash, as a Block object, or\\nnull when no uncle is found. The uncle block has no `transactions` field (the document lists\\nthat field only for eth_getBlockByNumber). In the Block object, `number`, `hash`, `nonce` and\\n`logsBloom` are null when the block is pending; `totalDifficulty` may be null.\\n\\nCredits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"blockHash","description":"32-byte hash of the block.","required":true,"schema":{"$ref":"#/components/schemas/Hash32"}},{"name":"index","description":"Position of the uncle in the block (hex).","required":true,"schema":{"$ref":"#/components/schemas/Quantity"}}],"result":{"name":"block","description":"The uncle Block object, or null when not found.","schema":{"oneOf":[{"$ref":"#/components/schemas/UncleBlock"},{"type":"null"}]}},"errors":[],"x-family":"evm","x-credits":150,"x-transports":["http","websocket"],"x-decision":"The result uses UncleBlock (the Block fields without `transactions`): the document lists `transactions` \\"only in eth_getBlockByNumber\\", and the gateway\'s example uncle response has no `transactions` member.","examples":[{"name":"first-uncle","description":"Uncle 0 of a block; the uncle has no transactions member and totalDifficulty is null. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getunclebyblockhashandindex); logsBloom normalised to 512 zero hex digits (the docs source has a longer string of zeros).","params":[{"name":"blockHash","value":"0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35"},{"name":"index","value":"0x0"}],"result":{"name":"block","value":{"difficulty":"0x57f117f5c","extraData":"0x476574682f76312e302e302f77696e646f77732f676f312e342e32","gasLimit":"0x1388","gasUsed":"0x0","hash":"0x932bdf904546a2287a2c9b2ede37925f698a7657484b172d4e5184f80bdd464d","logsBloom":"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000","miner":"0x5bf5e9cf9b456d6591073513de7fd69a9bef04bc","mixHash":"0x4500aa4ee2b3044a155252e35273770edeb2ab6f8cb19ca8e732771484462169","nonce":"0x24732773618192ac","number":"0x299","parentHash":"0xa779859b1ee558258b7008bbabff272280136c5dd3eb3ea3bfa8f6ae03bf91e5","receiptsRoot":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421","sha3Uncles":"0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347","size":"0x21d","stateRoot":"0x2604fbf5183f5360da249b51f1b9f1e0f315d2ff3ffa1a4143ff221ad9ca1fec","timestamp":"0x55ba4827","totalDifficulty":null,"transactionsRoot":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421","uncles":[]}}}],"x-idempotent":true,"x-cache":{"when":"found"}},{"name":"eth_getTransactionByHash","summary":"Returns information about a transaction for a given hash.","description":"Returns the Transaction object with the given hash, or null when no transaction is found.\\n`blockHash`, `blockNumber` and `transactionIndex` are null while the transaction is pending;\\n`to` is null for a contract creation.\\n\\nFailover: the method can be forwarded to a partner provider during a service outage; this is\\navailable for some plans only (a Growth plan by self-upgrade, or a Custom plan by contacting\\nsales).\\n\\nCredits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"transactionHash","description":"32-byte hash of the transaction.","required":true,"schema":{"$ref":"#/components/schemas/Hash32"}}],"result":{"name":"transaction","description":"The Transaction object, or null when not found.","schema":{"oneOf":[{"$ref":"#/components/schemas/Transaction"},{"type":"null"}]}},"errors":[],"x-family":"evm","x-credits":80,"x-transports":["http","websocket"],"x-failover":{"description":"Can be forwarded to a partner provider during a service outage; available for some plans only.","plans":[{"name":"Growth","access":"self-upgrade"},{"name":"Custom","access":"contact sales"}]},"examples":[{"name":"legacy-transaction","description":"Mined legacy transaction. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionbyhash), unchanged.","params":[{"name":"transactionHash","value":"0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0"}],"result":{"name":"transaction","value":{"blockHash":"0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35","blockNumber":"0x5bad55","chainId":"0x1","from":"0x398137383b3d25c92898c656696e41950e47316b","gas":"0x1d45e","gasPrice":"0xfa56ea00","hash":"0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0","input":"0xf7d8c88300000000000000000000000000000000000000000000000000000000000cee6100000000000000000000000000000000000000000000000000000000000ac3e1","nonce":"0x18","r":"0x2a378831cf81d99a3f06a18ae1b6ca366817ab4d88a70053c41d7a8f0368e031","s":"0x450d831a05b6e418724436c05c155e0a1b7b921015d0fbc2f667aed709ac4fb5","to":"0x06012c8cf97bead5deae237070f9587f8e7a266d","transactionIndex":"0x11","type":"0x0","v":"0x25","value":"0x1c6bf526340000"}}},{"name":"contract-creation","description":"Contract creation: to is null. From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionByHash/get-legacy-create.io; the extra blockTimestamp member is kept (allowed).","params":[{"name":"transactionHash","value":"0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e"}],"result":{"name":"transaction","value":{"blockHash":"0x80e911b62f552f563a2544dfef5eb39ec8863d9082c998ca6b657f76e19de38e","blockNumber":"0x1","blockTimestamp":"0xa","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gas":"0x13a54","gasPrice":"0x1","hash":"0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e","input":"0x600d380380600d6000396000f360004381526020014681526020014181526020014881526020014481526020013281526020013481526020016000f3","nonce":"0x0","to":null,"transactionIndex":"0x0","value":"0x0","type":"0x0","v":"0x1c","r":"0xd642ba4d1f9388c5fd312bb9fb42d189a0b3c796de55093c85f30802a85147c8","s":"0x37aa8680923f811a6988c03dd414ca00cd25d6876ba5925c7ca8ac6aad21669d"}}},{"name":"not-found","description":"Unknown hash: null. From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionByHash/get-notfound-tx.io.","params":[{"name":"transactionHash","value":"0x00000000000000000000000000000000000000000000000000000000deadbeef"}],"result":{"name":"transaction","value":null}}],"x-idempotent":true,"x-cache":{"when":"finalized","resultBlock":"blockNumber"}},{"name":"eth_getTransactionByBlockNumberAndIndex","summary":"Returns information about a transaction by block number and transaction index position.","description":"Returns the Transaction object at the given index of the given block, or null when not found.\\n`blockHash`, `blockNumber` and `transactionIndex` are null while the transaction is pending;\\n`to` is null for a contract creation.\\n\\nCredits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"block","description":"Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.","required":true,"schema":{"$ref":"#/components/schemas/BlockNumberOrTag"}},{"name":"index","description":"Position of the transaction in the block (hex).","required":true,"schema":{"$ref":"#/components/schemas/Quantity"}}],"result":{"name":"transaction","description":"The Transaction object, or null when not found.","schema":{"oneOf":[{"$ref":"#/components/schemas/Transaction"},{"type":"null"}]}},"errors":[],"x-family":"evm","x-credits":150,"x-transports":["http","websocket"],"examples":[{"name":"first-transaction-of-block","description":"Transaction 0 of block 0x5bad55. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionbyblocknumberandindex). Corrected: the upper-case block number \\"0x5BAD55\\" is lower-cased.","params":[{"name":"block","value":"0x5bad55"},{"name":"index","value":"0x0"}],"result":{"name":"transaction","value":{"blockHash":"0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35","blockNumber":"0x5bad55","chainId":"0x1","from":"0xfbb1b73c4f0bda4f67dca266ce6ef42f520fbb98","gas":"0x249f0","gasPrice":"0x174876e800","hash":"0x8784d99762bccd03b2086eabccee0d77f14d05463281e121a62abfebcf0d2d5f","input":"0x6ea056a9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000bd8d7fa6f8cc00","nonce":"0x5e4724","r":"0xd1556332df97e3bd911068651cfad6f975a30381f4ff3a55df7ab3512c78b9ec","s":"0x66b51cbb10cd1b2a09aaff137d9f6d4255bf73cb7702b666ebd5af502ffa4410","to":"0x4b9c25ca0224aef6a7522cabdbc3b2e125b7ca50","transactionIndex":"0x0","type":"0x0","v":"0x25","value":"0x0"}}},{"name":"contract-creation-in-block-1","description":"Transaction 0 of block 1, a contract creation (to null). From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionByBlockNumberAndIndex/get-block-n.io.","params":[{"name":"block","value":"0x1"},{"name":"index","value":"0x0"}],"result":{"name":"transaction","value":{"blockHash":"0x80e911b62f552f563a2544dfef5eb39ec8863d9082c998ca6b657f76e19de38e","blockNumber":"0x1","blockTimestamp":"0xa","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gas":"0x13a54","gasPrice":"0x1","hash":"0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e","input":"0x600d380380600d6000396000f360004381526020014681526020014181526020014881526020014481526020013281526020013481526020016000f3","nonce":"0x0","to":null,"transactionIndex":"0x0","value":"0x0","type":"0x0","v":"0x1c","r":"0xd642ba4d1f9388c5fd312bb9fb42d189a0b3c796de55093c85f30802a85147c8","s":"0x37aa8680923f811a6988c03dd414ca00cd25d6876ba5925c7ca8ac6aad21669d"}}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["block"]}},{"name":"eth_getBlockByNumber","summary":"Returns information about a block by block number.","description":"Returns the Block object for the given block parameter, or null when no block is found. With\\n`hydratedTransactions` true, `transactions` holds full Transaction objects; with false it\\nholds only the 32-byte transaction hashes. `number`, `hash`, `nonce` and `logsBloom` are null\\nwhen the block is pending; `totalDifficulty` may be null (and is omitted by post-merge nodes).\\n\\nCredits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"block","description":"Block parameter, a hex block number or one of `latest`, `earliest`, `pending`, `safe`, `finalized`.","required":true,"schema":{"$ref":"#/components/schemas/BlockNumberOrTag"}},{"name":"hydratedTransactions","description":"Show-transaction-details flag. true returns full transaction objects, false returns only the transaction hashes.","required":true,"schema":{"type":"boolean"}}],"result":{"name":"block","description":"The Block object, or null when not found.","schema":{"oneOf":[{"$ref":"#/components/schemas/Block"},{"type":"null"}]}},"errors":[],"x-family":"evm","x-credits":80,"x-transports":["http","websocket"],"examples":[{"name":"block-with-hashes","description":"Block 0x5bad55 with transaction hashes only. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getblockbynumber). Corrected: the upper-case block number \\"0x5BAD55\\" is lower-cased (the stray \\"{\\" of the docs source was already removed in the reference copy).","params":[{"name":"block","value":"0x5bad55"},{"name":"hydratedTransactions","value":false}],"result":{"name":"block","value":{"difficulty":"0xbfabcdbd93dda","extraData":"0x737061726b706f6f6c2d636e2d6e6f64652d3132","gasLimit":"0x79f39e","gasUsed":"0x79ccd3","hash":"0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35","logsBloom":"0x4848112002a2020aaa0812180045840210020005281600c80104264300080008000491220144461026015300100000128005018401002090a824a4150015410020140400d808440106689b29d0280b1005200007480ca950b15b010908814e01911000054202a020b05880b914642a0000300003010044044082075290283516be82504082003008c4d8d14462a8800c2990c88002a030140180036c220205201860402001014040180002006860810ec0a1100a14144148408118608200060461821802c081000042d0810104a8004510020211c088200420822a082040e10104c00d010064004c122692020c408a1aa2348020445403814002c800888208b1","miner":"0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c","mixHash":"0x3d1fdd16f15aeab72e7db1013b9f034ee33641d92f71c0736beab4e67d34c7a7","nonce":"0x4db7a1c01d8a8072","number":"0x5bad55","parentHash":"0x61a8ad530a8a43e3583f8ec163f773ad370329b2375d66433eb82f005e1d6202","receiptsRoot":"0x5eced534b3d84d3d732ddbc714f5fd51d98a941b28182b6efe6df3a0fe90004b","sha3Uncles":"0x8a562e7634774d3e3a36698ac4915e37fc84a2cd0044cb84fa5d80263d2af4f6","size":"0x41c7","stateRoot":"0xf5208fffa2ba5a3f3a2f64ebd5ca3d098978bedd75f335f56b705d8715ee2305","timestamp":"0x5b541449","totalDifficulty":"0x12ac11391a2f3872fcd","transactions":["0x8784d99762bccd03b2086eabccee0d77f14d05463281e121a62abfebcf0d2d5f","0x311be6a9b58748717ac0f70eb801d29973661aaf1365960d159e4ec4f4aa2d7f","0xe42b0256058b7cad8a14b136a0364acda0b4c36f5b02dea7e69bfd82cef252a2","0x4eb05376055c6456ed883fc843bc43df1dcf739c321ba431d518aecd7f98ca11","0x994dd9e72b212b7dc5fd0466ab75adf7d391cf4f206a65b7ad2a1fd032bb06d7","0xf6feecbb9ab0ac58591a4bc287059b1133089c499517e91a274e6a1f5e7dce53","0x7e537d687a5525259480440c6ea2e1a8469cd98906eaff8597f3d2a44422ff97","0xa762220e92bed6d77a2c19ffc60dad77d71bd5028c5230c896ab4b9552a39b50","0xf1fa677edda7e5add8e794732c7554cd5459a5c12781dc71de73c7937dfb2775","0x241d89f7888fbcfadfd415ee967882fec6fdd67c07ca8a00f2ca4c910a84c7dd"],"transactionsRoot":"0xf98631e290e88f58a46b7032f025969039aa9b5696498efc76baf436fa69b262","uncles":["0x824cce7c7c2ec6874b9fa9a9a898eb5f27cbaf3991dfa81084c3af60d1db618c"]}}},{"name":"latest-block-hydrated","description":"Latest block with full transaction objects (post-merge: no totalDifficulty; extra members such as baseFeePerGas and withdrawals are allowed). From the go-ethereum recorded pair execution-apis/tests/eth_getBlockByNumber/get-latest.io.","params":[{"name":"block","value":"latest"},{"name":"hydratedTransactions","value":true}],"result":{"name":"block","value":{"baseFeePerGas":"0x1a21397","blobGasUsed":"0x0","difficulty":"0x0","excessBlobGas":"0x0","extraData":"0x","gasLimit":"0xbebc200","gasUsed":"0x52f71","hash":"0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7","logsBloom":"0x00000000000000000000008000000000000000000000010000000000800000000000002000000000000000000200000800020000000000000000000000000000010000000000000000004000000800000200000000000000400800001001002000000000100000000000000000000000000000000000000000000000000000000000000001000200000000000000000001000000000000022000000008000000000000000000009000800000000000000000200002400000001000000000000000000000001000000200000000000000000000800000020000000100040000000000200000000000000000000001000000000000804800000000000000008000","miner":"0x0000000000000000000000000000000000000000","mixHash":"0x0000000000000000000000000000000000000000000000000000000000000000","nonce":"0x0000000000000000","number":"0x36","parentBeaconBlockRoot":"0x346910f7e777c596be32f0dcf46ccfda2efe8d6c5d3abbfe0f76dba7437f5dad","parentHash":"0x1c40cb1eae4d15a808b06f18145f4585fd6d45244b332853bd695e62e6990454","receiptsRoot":"0x1a7a488c0a3a5c1f846f03b8f37243cadc7e2b085d95f93612da2bdf3973d5dd","requestsHash":"0xe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855","sha3Uncles":"0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347","size":"0x455","stateRoot":"0x6da8f636cdc85dbe8c1b5299e5db22f462c041febaf3b78cac1040152ee30b3b","timestamp":"0x21c","transactions":[{"blockHash":"0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7","blockNumber":"0x36","blockTimestamp":"0x21c","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gas":"0x1bc1c","gasPrice":"0x1a21398","hash":"0x0d1cf59d345d07f13d0981dd7ca1313bb2fbac151848aba3b7a57a26713fba42","input":"0x43600052600060205260405b604060002060208051600101905281526020016101408110600b57506101006040f3","nonce":"0xf5","to":null,"transactionIndex":"0x0","value":"0x0","type":"0x0","chainId":"0xc72dd9d5e883e","v":"0x18e5bb3abd10a0","r":"0x18295d0a09e4b743fe66e4bd62cf4e0828c3a8ebf9902ae661585f1b9e24e12f","s":"0x1927746004a434d6c79f96c3be88496040b6f1eee6f00c11368cfbadfa119f19"},{"blockHash":"0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7","blockNumber":"0x36","blockTimestamp":"0x21c","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gas":"0x11f58","gasPrice":"0x1a21398","hash":"0x492784ac4d441388c6f8415f41e1441f007ab20dc960a2e5edd80012d657d986","input":"0x4360005260006020525b604060002060208051600101905260206020a15a61271010600957","nonce":"0xf6","to":null,"transactionIndex":"0x1","value":"0x0","type":"0x0","chainId":"0xc72dd9d5e883e","v":"0x18e5bb3abd109f","r":"0x6ee4b33f121a77f52fdcece9fa98c69e29ae191f6c4c6551a33592d4635c99af","s":"0x1603f7ebcea9ad9f438bd25f71676b58632bfdb82045ccd15ae8a650271fef64"},{"blockHash":"0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7","blockNumber":"0x36","blockTimestamp":"0x21c","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gas":"0x2088a","gasPrice":"0x1a21398","hash":"0x02a69bc31a30a32aa5bf7a21cce19aa740068681d40c19c72252f67f888c7885","input":"0x435b8080556001015a6161a810600157","nonce":"0xf7","to":null,"transactionIndex":"0x2","value":"0x0","type":"0x0","chainId":"0xc72dd9d5e883e","v":"0x18e5bb3abd109f","r":"0x19fae6c741d093de662cc729bbae1f2f0b3eb39f5e376f5990f47a463d790081","s":"0xd1fec24cad02e1f7a05873b1725ff81d5a7f387e5efc942e04a2cd4ff4a3ca"},{"blockHash":"0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7","blockNumber":"0x36","blockTimestamp":"0x21c","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gas":"0x186a0","gasPrice":"0x1a21398","hash":"0x42bbb5422de0069316bbe68f4cb8fc31ac577b1dd0fee07ee3584fe9822fd0cb","input":"0x46acb779ab122437656d6974","nonce":"0xf8","to":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df","transactionIndex":"0x3","value":"0x2","type":"0x0","chainId":"0xc72dd9d5e883e","v":"0x18e5bb3abd10a0","r":"0xf4980890e1198d1a15d2c79653e46da455dbb1767aefdb1f433093d7bb8f7e27","s":"0x6985937d6668f436aa87ffd28637e998f55a0989551e8366bdda5f37aeb31542"}],"transactionsRoot":"0x1d8e3b1f3ca532f9ea439d21d14dc59b7b5871dcd32c0c4c328d17e18f8f85b3","uncles":[],"withdrawals":[],"withdrawalsRoot":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"}}},{"name":"genesis-block","description":"Genesis block (empty transactions array). From the go-ethereum recorded pair execution-apis/tests/eth_getBlockByNumber/get-genesis.io.","params":[{"name":"block","value":"0x0"},{"name":"hydratedTransactions","value":true}],"result":{"name":"block","value":{"difficulty":"0x20000","extraData":"0x68697665636861696e","gasLimit":"0x5f5e100","gasUsed":"0x0","hash":"0x44fd89d504659cd58f48f4796b77a7e7012cf296a2409afa2f6c3cb99b5b3d99","logsBloom":"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000","miner":"0x0000000000000000000000000000000000000000","mixHash":"0x0000000000000000000000000000000000000000000000000000000000000000","nonce":"0x0000000000000000","number":"0x0","parentHash":"0x0000000000000000000000000000000000000000000000000000000000000000","receiptsRoot":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421","sha3Uncles":"0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347","size":"0x205","stateRoot":"0xdc43f460541a253c0f64b6943ef83fa3bd601699a255622f088d46f7fde359fc","timestamp":"0x0","transactions":[],"transactionsRoot":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421","uncles":[]}}},{"name":"not-found","description":"Block number beyond the head: null. From the go-ethereum recorded pair execution-apis/tests/eth_getBlockByNumber/get-block-notfound.io.","params":[{"name":"block","value":"0x3e8"},{"name":"hydratedTransactions","value":true}],"result":{"name":"block","value":null}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["block"]}},{"name":"eth_getTransactionReceipt","summary":"Returns the receipt of a transaction by transaction hash.","description":"Returns the receipt of the transaction with the given hash, or null when no receipt exists. A\\npending transaction has no receipt. A receipt carries exactly one of `root` (post-transaction\\nstate root, pre-Byzantium) or `status` (\\"0x1\\" success, \\"0x0\\" failure); `contractAddress` is\\nnull unless the transaction created a contract; `to` is null for a contract creation.\\n\\nCredits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"transactionHash","description":"32-byte hash of the transaction.","required":true,"schema":{"$ref":"#/components/schemas/Hash32"}}],"result":{"name":"receipt","description":"The transaction receipt, or null when no receipt exists (a pending transaction has no receipt).","schema":{"oneOf":[{"$ref":"#/components/schemas/TransactionReceipt"},{"type":"null"}]}},"errors":[],"x-family":"evm","x-credits":80,"x-transports":["http","websocket"],"examples":[{"name":"post-byzantium-receipt","description":"Receipt with status \\"0x1\\" and one log. From the gateway provider docs (https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionreceipt). Corrected: the published request asks for hash 0xbb3a...cba0 while the response is the receipt of 0x7114...c9af; the request parameter is replaced by the response\'s transactionHash.","params":[{"name":"transactionHash","value":"0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af"}],"result":{"name":"receipt","value":{"blockHash":"0x0a79eca9f5ca58a1d5d5030a0fabfdd8e815b8b77a9f223f74d59aa39596e1c7","blockNumber":"0x11e5883","contractAddress":null,"cumulativeGasUsed":"0xc5f3e7","effectiveGasPrice":"0xa45b9a444","from":"0x690b9a9e9aa1c9db991c7721a92d351db4fac990","gasUsed":"0x565f","logs":[{"address":"0x388c818ca8b9251b393131c08a736a67ccb19297","blockHash":"0x0a79eca9f5ca58a1d5d5030a0fabfdd8e815b8b77a9f223f74d59aa39596e1c7","blockNumber":"0x11e5883","data":"0x00000000000000000000000000000000000000000000000011b6b79503fb875d","logIndex":"0x187","removed":false,"topics":["0x27f12abfe35860a9a927b465bb3d4a9c23c8428174b83f278fe45ed7b4da2662"],"transactionHash":"0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af","transactionIndex":"0x76"}],"logsBloom":"0x00000000000000000000000000000000000100004000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000080000000000000000000000000000000000000000000000000000000000000000000000000800000000000000000000000000000000000000000000000000000000000","status":"0x1","to":"0x388c818ca8b9251b393131c08a736a67ccb19297","transactionHash":"0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af","transactionIndex":"0x76","type":"0x2"}}},{"name":"pre-byzantium-receipt","description":"Receipt carrying root instead of status (pre-Byzantium). From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionReceipt/get-legacy-receipt.io.","params":[{"name":"transactionHash","value":"0x3fbac8b19b59077cd29bbacc3815d73577b45a4d976cae80b04c98c793684c07"}],"result":{"name":"receipt","value":{"blockHash":"0xb8a651cb280e169015aef5235a141cb2d905058d1ff9bba788b7ad2c729c9837","blockNumber":"0x3","contractAddress":null,"cumulativeGasUsed":"0x5208","effectiveGasPrice":"0x1","from":"0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f","gasUsed":"0x5208","logs":[],"logsBloom":"0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000","root":"0x09ebe9c3ee77cd8d23faf37c62cf702b3c00e71dcadbef4d21355f35921b49ca","to":"0xc7b99a164efd027a93f147376cc7da7c67c6bbe0","transactionHash":"0x3fbac8b19b59077cd29bbacc3815d73577b45a4d976cae80b04c98c793684c07","transactionIndex":"0x0","type":"0x0"}}},{"name":"not-found","description":"Unknown hash: null. From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionReceipt/get-notfound-tx.io.","params":[{"name":"transactionHash","value":"0x00000000000000000000000000000000000000000000000000000000deadbeef"}],"result":{"name":"receipt","value":null}}],"x-idempotent":true,"x-cache":{"when":"finalized","resultBlock":"blockNumber"}},{"name":"eth_getProof","summary":"Returns the account and storage values, including the Merkle proof, of the specified account.","description":"Returns the Account proof object of an address at a block: balance, code hash, nonce, storage\\nhash, the account proof (RLP-serialized Merkle tree nodes from the state root node along the\\npath of the hash of the address) and one storage proof per requested key (RLP-serialized\\nnodes from the storage hash node along the path of the hash of the key; may be empty).\\n\\nBlock parameter: a hex block number, `latest`, `earliest`, `pending` or `finalized`. `safe` is\\nnot supported by this method; use `finalized` instead.\\n\\nCredits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.","paramStructure":"by-position","params":[{"name":"address","description":"20-byte address of the account.","required":true,"schema":{"$ref":"#/components/schemas/Address"}},{"name":"storageKeys","description":"Array of 32-byte storage keys to generate proofs for (may be empty).","required":true,"schema":{"type":"array","items":{"$ref":"#/components/schemas/Hash32"}}},{"name":"blockParameter","description":"Hex block number, `latest`, `earliest`, `pending` or `finalized` (`safe` is not supported; use `finalized`).","required":true,"schema":{"$ref":"#/components/schemas/ProofBlockNumberOrTag"},"x-decision":"Named `blockParameter`, the name the document gives this parameter (the other methods\' block parameters are unnamed in the document and called `block`)."}],"result":{"name":"accountProof","description":"The Account proof object.","schema":{"$ref":"#/components/schemas/AccountProof"}},"errors":[],"x-family":"evm","x-credits":150,"x-transports":["http","websocket"],"x-decision":"All three parameters are marked required: the document states no required/optional flags for eth_getProof, lists three parameters without a default, and its reference request sends all three (go-ethereum also defaults an omitted block to `latest`, which the document does not show).","examples":[{"name":"account-proof-no-storage","description":"Account proof at the latest block, no storage keys. From the go-ethereum recorded pair execution-apis/tests/eth_getProof/get-account-proof-latest.io. The gateway docs example is not used: its accountProof entries are elided with \\"...\\" and cannot be restored.","params":[{"name":"address","value":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df"},{"name":"storageKeys","value":[]},{"name":"blockParameter","value":"latest"}],"result":{"name":"accountProof","value":{"address":"0x7dcd17433742f4c0ca53122ab541d0ba67fc27df","accountProof":["0xf90211a03e7affd7171fd5da97f3c822aedb5a54883069214df918f0f8c19a3477835340a096ab2c852d4cf3883217a55ccc80525d4191990eec2a7e6c069d4402929b3a9ea0ec5d4f6a260e3066f809708adc8bb079b2a51f72d698cc5d59707a02260b22a4a0ea8a8eba999e8888fd9e04176c371fe261cf901831c42abf7782271b9aa149a5a04ea9cc0c744d4b9efb81b1b8244e120fac0fcae34815b454b4f5ae3ade317ddea0a4e18a1f895dcd084e0c9747152e63be09b0b13b75e04cc93f280f2731cbb4c9a0524c77b37063f3ea1614debae488bf0537a3870fe184feab728a92fd2762388da02a201e0a5a7baedcabc648b937bbaf714c9d8c8a5a5161a79f65546b77f2624da009b3f8bf6205057d39697ed8349764e5b752b2c489dfef617bc402689e7168fba07f2d0ced929198203a9e9538b59e9b4f812b53857ca8ebf615e7eb1f24a18d05a08252dd59527bb707c561bdc1e2e05b8a4781226f01dc96b64c61f84f68211904a055731299838a729727b2724d74b8bc1d62ed1d529303103a061096d99a6e18f0a0f76e4f5959b1ba750b2e790069ba7b9bb4d6877edce199fa0b3f51e41c81ff4ca06c59b04cf791ef6b43d8ec4a423368f9eea6606592e1ba8d1b92ccbc547fafc1a0ffce7fd1f8bfb6316ec4f22ec71e15b10ed816166203bd6f555b3569cf6397f0a04d6ca92bb6fece12d77e5638272515099bde6149f50adaf388eca40abe70243e80","0xf89180a02a2f71808bd7e7f11066619d43d6568a312e3de9666dd037b160a0fab523499080a0591c1f461f4c61296b7600d08e4594131e039114babe6464cd8b6702abc975d480808080808080a003519723dae2cc55588428c710ee5421f4c1e38e52e53deb94c7649f08d00bc7808080a0d3fbc6ec6915f0be27282666096502f621817e90fece0de4ddb015e2a83559e680","0xf869a0201f52c702c40589735c4b038bd94e04268a58c35afad63bb16c071d62d2e23db846f8448076a07917ac1f1d6cd87c54aea239c6efbe5c8865659f0761c74e67f1c1eb837923bba0a3216dd3ef46a63d518ef54e482cecac68a077f70fca0e5fb900be63f41d54a2"],"balance":"0x76","codeHash":"0xa3216dd3ef46a63d518ef54e482cecac68a077f70fca0e5fb900be63f41d54a2","nonce":"0x0","storageHash":"0x7917ac1f1d6cd87c54aea239c6efbe5c8865659f0761c74e67f1c1eb837923bb","storageProof":[]}}},{"name":"account-and-storage-proof","description":"Account proof with one 32-byte storage key. From the official Ethereum execution-apis spec example (src/eth/state.yaml). Corrected: the mixed-case address is lower-cased in the request and the result.","params":[{"name":"address","value":"0xe5cb067e90d5cd1f8052b83562ae670ba4a211a8"},{"name":"storageKeys","value":["0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"]},{"name":"blockParameter","value":"latest"}],"result":{"name":"accountProof","value":{"address":"0xe5cb067e90d5cd1f8052b83562ae670ba4a211a8","accountProof":["0xf90211a06a718c2c9da77c253b12d7b2569657901e37bb691718f5dda1b86157ab1dd5eda0e7f19ed5e21bccc8d3260236b24f80ad88b3634f5d005f37b838881f0e12f1bda0abb301291704e4d92686c0f5f8ebb1734185321559b8d717ffdca95c99591976a0d0c2026bfab65c3b95276bfa82af9dec860b485f8857f293c148d63a2182128fa0c98044ec9a1273a218bed58b478277dd39173ad7b8edb95c200423a6bc8fc25fa056e5a55d9ddccdbf49362857200bbb1f042d61187c9f5f9ddcff5d2f1fc984a2a02a5b7200af424114f99a4b5f0a21c19aac82209e431ed80bfde177adb1004bdfa0026e4374f0518ff44a80fa374838ecb86cc64ac93bb710fea6dff4198f947b27a03fea341d87984673ad523177ed52f278bf4d8f97e6531c8ece932aeede4802f4a0bfe2f4a7fcb78f7e9f080dea7b6977fb1d88c441696e4456dad92b9d34ff0f43a02a3eb5c0edb14626c9c629601027bd60178bb2b688a67cea4d179fc432436615a0747355b8e02f3b884b4ffe5cea1619e32515fea064cca98208591af8c744e894a0874253737bae37f020ad3bb7e3292c7c4a63cdc158af6b33aaa4deaef016dccba03d8192bc1fc6aa1548912e763a0b5013a94399cefad7b47cf388873b2b794068a09b67f9737c6028d796bfd1c5da57a6f45824dc891f848ea0e1f8019d1fb5fba8a0aa871f9de8da85960fcd8a22cdf21c27f11e3966c14a6737ffd414b98dda00b280","0xf90211a0d360be1e1da1a0c32bc4c105833bd531e59d110684007b7c50fb2709002973eca0cf6dd1e350a7031b4e2ab49c899fd8bd47551c8565d8fd8d1d7796c83820c3b1a0eb0a88c29bb33989a589156f7bf07d9efc74034dd9d3f5b73385c3b45c3249bea02783c25f97a6ddb8dc07adf4b176991836d39184b1f678adeda832fff15e3664a00a4e288060045e587774d8a64993a7add73068b16863145e1e8eeb4602e18e19a0340851f4046ad1298962d6e47d05c66329549c839c158748aaad7ae00b943aefa085b127bc2a3bd17604283de21b2b3c9aa8f1d4b7b85c94d8105a46fe32c77688a00f531d62b3c5435324c01009c284fe31277e8d38302b75ea01be89f09e205969a00011c8351c0e3d639ac54b9d3a59de630b16a67de8270d7d6064d0a67e93f9cca048780d32b7f2db88650b51c46f46fd0a68795edee1fd5ecee6eb3595741d9669a0c91afd74eaf8e08a997061a62b354e2516fdc494e8e26cc50ceeb8f4a175608ba0e2c07f1b48fab80eecb340f5882e8c7b32ee416e4045c61f1df646a133487303a01a1eff78435a7a29a29463bdc3486ae81364b00bea82ba0fdf67a110770f2261a04f2eb440ba71c72da5fd7f0e439018d6671dc809f747213a1ea755848124e994a074ff9f37fce99daa3ed01dd763076450022996fc729be2cc43c61ec5182c2366a0b80b36b7b621112592f52390b89748d422e9b1517c4b0203b8176a53f89d4a6680","0xf90211a0b25f283bd01a8c8b2418049f9585bc37ff2c1e2e12eab4b7f64ae1f26647389aa02ad96c150d7c3c9c194d30315456852cf6a0a940e0191ae5d04007454823d4e9a0b220cf7a855e2dbcc0b973134e2e119b982d7d40dbb1b27d99816c41f40e829aa049224431da84cbf1b7ae813abcc9ef4c1dfc1760f6ddc5d57f7354bf3cbf6cc4a015191f879ac115b362f0257fd3eedb789537e836574a5b1abf1c9982ebe3bdfea07913c1b6e7282569d2d421e9fa2257f5d1698e93303bc49b941704287d7aaefea0a526576981ce6fd9f2bd48dd2ca6d5272f2fbdc85f0ee35a295f6ccd97ae8765a0313fad407f0c737c29024c02a890c4ecc12d7771c05ab7b435e5087a7cdef4d9a0d2044603cba9d4afdaf6fd2470e729ef3a65242de71276f20d59accfa6b53a7ca0457caacb9370c09b15f7d904adefd2308be94e23669ba5f43241ffff5f438a0aa09fb2dd45a383a0cc088a72b14117e1e9b7d6889218f3ac7631e8de644c5cb76da0c675dcd4d3fb692b514851c6106e2b09e6f5661d56a0a32ae02e2efc1515c235a074949a59ff1bdba87548510d6e404ec4532f4456dfdec8e753d92fda11a3088ba0a328c6ab1ab8f70db4d23e95bb163c13ba0c508f063a5b1393a4efd7ff375f05a0c722fe3ce796998269373cbb2fc229b2bdf2c43c6c2df003309422e043ce6c03a024e69343286eec44fa4744f6907209116e5383cff3fa98fe81ba06e7e8d4366680","0xf90211a00e99ba2198124b8241ea304551fe973215829e2fbc0438d67922707a2a847432a0bb9ce24fd527879c5fe6dbbec1ef5a05ed9d1ca88e921d140bafbec1112f6a6aa099787fd6c7a1989229c4291ef5267335e66152ce417daea46e66d19cb6f81d1ca0e430ff4b8d5621baa5978673344e78b4d8b4df51431b6e63785267c98a24ce18a0bb3e91a825fe3d42ed270a93e9ad1aabd566c40cb28e622f7f1d7ee967c8afd6a0aa364b0056870c6507bc3262a5f851ecb13684088bdb13996d3cb2db401ce3ffa0a3732eba4c7a6e062665ab5be08acb986c3db87556fb138548cc900ff1e56995a026b088e90c9738b8ce16e853107a937a50d52726a24f9f6ce60f587762eb45a2a006c9d5bc3c064b5c1fb565bff91cace9161c64ae653a329610c1dcf34d434429a06c16df2edc70656d322d0c2403bad7d45bc790ffc3e7adeef856d98ea6afc91ba0ae05ed5d6c34b5da29c2e94d7880aeba0906f95f4ec10b132a1d4766a0701c98a01470a86aa350d1ada0c082eac75de828a851f9c8c7c4aa49b1556fe3a5574966a0334eef025100a6da1033710dd98e0475f29d3d7e397caf618ca71c336c5f4f49a0ef0b3abbebcff34d6a8a8f5cdbfbd154ab3452b58dcb09de58ec983644963675a041857e865ec38e200a13bc1a3cb71c7d69aeef7ffdee8be515c9a5b691ce091fa059edd0eb3bbec36bbf38a19802d4646c00ba821ab55fdeea12e15bab62c4e1e580","0xf90211a0af0c7fa65ffcb84c31e68c1cf00e1a20bf8bb497c39883e19b66a99975b03431a0c492cab3623eb7926069794c3c718733e16c5fd0d4a13fb7c752ee9809aac7ada05003cea7132aa70d6f36731d60640a90bcd8f4fd493e4540d5ab1b4943679c0ca0fd700683405b1d2306b586dd3b5b2f92f1692fae20d17cd8b8e59d09b9c6670da01db8683910e46e56e8afeb9fe2b7c35382e5a0914d7b0dd8f0e8cb9981ba7435a0fa7f75d73aa73c35824387bec81388315caa4aee3f4f5562f971beb256c62d49a0ee478e420d83f413e8568dacfd5d83f83a5dd7c45f494b504828e5dc962f0e3ea094b95444a917ac94a675681f6bf851172ad0969801a783a63a71edafed45e7a7a0a0c46586e109abe80fe50361dd582e3f143cb416828239faa43bb2b890869501a0ae051d5d43634c68bf9c97823256cc68580f194dfdbd0c301140c7ca5853430ca0660b9365bb77ec9cdc6eb95516c162dca20727c6f828dbbeb1ae110dde4d3134a09feb1b75e84ff6722e4d837bfb6d207b6ee3b21b86844a01140ce293813b49a1a0ed58a70b04efa3bdc0babe2abfa20824a75d61d52291bfdb5cf08597800764d6a020a2d5d3a83f9e35ad9fd1c448626d90af0eb3efefaa4f2f93207b4096ef5507a0fc8efc4484dcf0a54f0574de9aaade0dcff6ec3599edb9f82efb26b6566dcaeaa032f7e79856db3fd984f72bb2c93d4dab328198d355a61c975fab1f08bdb2046580"],"balance":"0x0","codeHash":"0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470","nonce":"0x0","storageHash":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421","storageProof":[{"key":"0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421","proof":["0xf90211a0c87222cccea2bf32759fcee9dbaacbe3ea4165dd6184af6773651c5e00e34a8ba0be90e6e5d1a67ab5587779c60ac136d6a96db62b84c04998a5f03a367346abd6a05344aa1c9ca2e3e56bf98fd718ec43728578d148e1967fbaf8bf17a2a073a0bda011a2f9312c3308640a0d6ceeae218747290f23806067456da1d444c65abae437a0b3097a108bfce79af6699da4ae3003cd4929f0b4576aad655c31cb725bde84c7a0c133d3c637e174f36a73c22b1039eb003da6374bc0929321241badb3efa3c4a9a0f13059f2301ad9862ce02e3f7f3f2c9ab78eb30583764d73654f7f1f8b1e86fda06544e3915748b18204e09df75ff20d2fa6bd8121e2e669699012d54590383d6fa070e3a8e093691581d58fadb560b510262a758037632cd8670d3a36df828976b7a062a88a2900544dc76a32255a6b2b2a2eef8fa68279700c00adc7508286702552a0a474aeebd5603dfce46a6ecd1ecd519068dc034a544fde03ac42d4018e60a334a0b7d528fc41c8fdc8ea18c6e7d0099270c777ec1403cf879d1f5134bdc12a6c6ca04440f1242e42c5bfa7c536591ab89c8e84bea417435871c32eef1e25295b20daa06a5dcfe3cc84cff9d3e3c3ae868cfba8f0dd111a90c3f85869dab5b893f96643a026b2fb9dd7d08b0ed2f1c44fbf875011412a384f86f751c92e1013248d4aa371a0c75597b2b789fc4e939b71937390ce9d7d53159431328ac52180eef08ef200f280","0xf90191a0f0c5b800b542001597f2b7a8e106ac0e2849d2cc1df1727ac35c4ea3965f1c9180a08537f2e248702a6ae2a57e9110a5740f5772c876389739ac90debd6a0692713ea00b3a26a05b5494fb3ff6f0b3897688a5581066b20b07ebab9252d169d928717fa0a9a54d84976d134d6dba06a65064c7f3a964a75947d452db6f6bb4b6c47b43aaa01e2a1ed3d1572b872bbf09ee44d2ed737da31f01de3c0f4b4e1f046740066461a076f251d160b9a02eb0b5c1d83b61c9cdd4f37361705e79a45529bf49801fb824a0774a01a624cb14a50d17f2fe4b7ae6af8a67bbb029177ccc3dd729a734484d3ea05921b8a19aebe4fff5a36071e311778f9b93459183fdf7f6d870b401fa25dcbba0c8d71dd13d2806e2865a5c2cfa447f626471bf0b66182a8fd07230434e1cad2680a0e9864fdfaf3693b2602f56cd938ccd494b8634b1f91800ef02203a3609ca4c21a0c69d174ad6b6e58b0bd05914352839ec60915cd066dd2bee2a48016139687f21a0513dd5514fd6bad56871711441d38de2821cc6913cb192416b0385f025650731808080"],"value":"0x1"}]}}}],"x-idempotent":true,"x-cache":{"when":"finalized","blocks":["blockParameter"]}},{"name":"getTokenAccountsByDelegate","summary":"Returns all SPL token accounts by approved delegate.","description":"Returns the token accounts whose approved delegate is the given public key, limited to one\\nmint (`mint`) or one token program (`programId`). The result is an object with `context`\\n(`slot` of the queried block, `apiVersion` used for the query) and `value`, an array of token\\naccount entries. With encoding `jsonParsed`, `account.data` is an object (`program`, `parsed`\\nwith `info` and `type`, `space`); otherwise it is encoded binary data.\\n\\nConfig: `commitment` (`finalized` default, `confirmed`, `processed`), `encoding` (`base58`,\\n`base64`, `base64+zstd`, `jsonParsed`), `dataSlice` (integer `offset` and `length` in bytes;\\nallowed only with `base58`, `base64` or `base64+zstd`), `minContextSlot`.\\n\\nCredits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this\\nmethod is not shown).","paramStructure":"by-position","params":[{"name":"delegate","description":"Base58 public key of the delegate.","required":true,"schema":{"$ref":"#/components/schemas/Pubkey"},"x-decision":"Named `delegate`: the document calls the parameter \\"address\\" and says it is the delegate; `delegate` says which address it is."},{"name":"accountDetails","description":"Object holding one of `mint` (base58 string) or `programId` (base58 string).","required":true,"schema":{"$ref":"#/components/schemas/TokenAccountsFilter"}},{"name":"config","description":"Optional configuration object.","required":false,"schema":{"$ref":"#/components/schemas/TokenAccountsByDelegateConfig"}}],"result":{"name":"tokenAccounts","description":"Object with `context` and `value` (array of token account entries).","schema":{"$ref":"#/components/schemas/TokenAccountsByDelegateResult"}},"errors":[],"x-family":"slot-commitment","x-credits":160,"x-transports":["http"],"examples":[{"name":"by-program-id-json-parsed","description":"Token accounts of a delegate under the SPL token program, jsonParsed encoding; context without apiVersion. From the gateway provider docs (https://docs.metamask.io/services/reference/solana/json-rpc-methods/gettokenaccountsbydelegate), unchanged.","params":[{"name":"delegate","value":"4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"},{"name":"accountDetails","value":{"programId":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"}},{"name":"config","value":{"encoding":"jsonParsed"}}],"result":{"name":"tokenAccounts","value":{"context":{"slot":1114},"value":[{"pubkey":"28YTZEwqtMHWrhWcvv34se7pjS7wctgqzCPB3gReCFKp","account":{"data":{"program":"spl-token","parsed":{"info":{"tokenAmount":{"amount":"1","decimals":1,"uiAmount":0.1,"uiAmountString":"0.1"},"delegate":"4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T","delegatedAmount":{"amount":"1","decimals":1,"uiAmount":0.1,"uiAmountString":"0.1"},"state":"initialized","isNative":false,"mint":"3wyAj7Rt1TWVPZVteFJPLa26JmLvdb1CAKEFZm3NY75E","owner":"CnPoSPKXu7wJqxe59Fs72tkBeALovhsCxYeFwPCQH9TD"},"type":"account"},"space":165},"executable":false,"lamports":1726080,"owner":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA","rentEpoch":4,"space":165}}]}}},{"name":"with-commitment","description":"Same query with commitment finalized; context carries apiVersion. From Solana\'s public RPC docs (https://solana.com/docs/rpc/http/gettokenaccountsbydelegate).","params":[{"name":"delegate","value":"4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"},{"name":"accountDetails","value":{"programId":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"}},{"name":"config","value":{"commitment":"finalized","encoding":"jsonParsed"}}],"result":{"name":"tokenAccounts","value":{"context":{"apiVersion":"3.1.8","slot":1114},"value":[{"pubkey":"28YTZEwqtMHWrhWcvv34se7pjS7wctgqzCPB3gReCFKp","account":{"data":{"program":"spl-token","parsed":{"info":{"tokenAmount":{"amount":"1","decimals":1,"uiAmount":0.1,"uiAmountString":"0.1"},"delegate":"4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T","delegatedAmount":{"amount":"1","decimals":1,"uiAmount":0.1,"uiAmountString":"0.1"},"state":"initialized","isNative":false,"mint":"3wyAj7Rt1TWVPZVteFJPLa26JmLvdb1CAKEFZm3NY75E","owner":"CnPoSPKXu7wJqxe59Fs72tkBeALovhsCxYeFwPCQH9TD"},"type":"account"},"space":165},"executable":false,"lamports":1726080,"owner":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA","rentEpoch":4,"space":165}}]}}}],"x-idempotent":true},{"name":"getVoteAccounts","summary":"Returns the account info and associated stake for all the voting accounts in the current bank.","description":"Returns an object with `current` and `delinquent`, arrays of vote account entries with the\\nsame fields (activatedStake, commission 0 to 100, epochCredits as [epoch, credits,\\npreviousCredits] tuples, epochVoteAccount, lastVote, nodePubkey, rootSlot, votePubkey). The\\nresult is not wrapped in a context object.\\n\\nThe single parameter is optional, so `params` may be omitted from the request.\\n\\nConfig: `commitment` (`finalized` default, `confirmed`, `processed`), `votePubkey` (restricts\\nthe results to that vote account), `keepUnstakedDelinquents` (when true, all delinquent\\naccounts are included even if unstaked), `delinquentSlotDistance` (slots a validator must be\\nbehind to be delinquent; specifying it is discouraged).\\n\\nCredits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this\\nmethod is not shown).","paramStructure":"by-position","params":[{"name":"config","description":"Optional configuration object; `params` may be omitted entirely.","required":false,"schema":{"$ref":"#/components/schemas/VoteAccountsConfig"}}],"result":{"name":"voteAccounts","description":"Object with `current` and `delinquent` arrays of vote account entries.","schema":{"$ref":"#/components/schemas/VoteAccounts"}},"errors":[],"x-family":"slot-commitment","x-credits":160,"x-transports":["http"],"examples":[{"name":"params-omitted","description":"Request without params. From the gateway provider docs (https://docs.metamask.io/services/reference/solana/json-rpc-methods/getvoteaccounts). Corrected: the published response is truncated with \\"...\\" after the first current entry and omits delinquent; the truncation is dropped and the required delinquent array is given empty.","params":[],"result":{"name":"voteAccounts","value":{"current":[{"activatedStake":21728348612276,"commission":0,"epochCredits":[[767,552326409,545429728],[768,559219285,552326409],[769,566108108,559219285],[770,573001980,566108108],[771,577049781,573001980]],"epochVoteAccount":true,"lastVote":333325355,"nodePubkey":"W1FAbXyQJ5iPghy12TqPktwobU5kTD73ZjA6QZCvsRp","rootSlot":333325324,"votePubkey":"DXjujkbMhAvkaygmjLbi7UGdovAs2AU6y45UMEqxhEnw"}],"delinquent":[]}}},{"name":"single-vote-account","description":"Restricted to one vote account with commitment finalized. From Solana\'s public RPC docs (https://solana.com/docs/rpc/http/getvoteaccounts).","params":[{"name":"config","value":{"commitment":"finalized","votePubkey":"i7NyKBMJCA9bLM2nsGyAGCKHECuR2L5eh4GqFciuwNT"}}],"result":{"name":"voteAccounts","value":{"current":[{"activatedStake":38263229364446900,"commission":95,"epochCredits":[[902,1383125544,1376213656],[903,1390037304,1383125544],[904,1396949288,1390037304],[905,1403861272,1396949288],[906,1406766600,1403861272]],"epochVoteAccount":true,"lastVote":391573587,"nodePubkey":"dv2eQHeP4RFrJZ6UeiZWoc3XTtmtZCUKxxCApCDcRNV","rootSlot":391573556,"votePubkey":"i7NyKBMJCA9bLM2nsGyAGCKHECuR2L5eh4GqFciuwNT"}],"delinquent":[]}}}],"x-idempotent":true},{"name":"getFeeForMessage","summary":"Returns the fee the network will charge for a particular message.","description":"Returns the fee for a base64-encoded transaction message. `result` is null when the block\\ndoes not exist; otherwise it is an object with `context` (`slot`, `apiVersion`) and `value`,\\nwhich is null or the fee for the message. The numeric type of the fee value is not shown by\\nthe document (typed here as a JSON number).\\n\\nConfig: `commitment` (`finalized` default, `confirmed`, `processed`), `minContextSlot`\\n(integer).\\n\\nCredits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this\\nmethod is not shown).","paramStructure":"by-position","params":[{"name":"message","description":"Base64 string of a transaction message.","required":true,"schema":{"$ref":"#/components/schemas/Base64String"}},{"name":"config","description":"Optional configuration object.","required":false,"schema":{"$ref":"#/components/schemas/FeeForMessageConfig"}}],"result":{"name":"fee","description":"Null when the block does not exist; otherwise an object with `context` and `value` (null, or the fee).","schema":{"oneOf":[{"$ref":"#/components/schemas/FeeForMessageResponse"},{"type":"null"}]}},"errors":[],"x-family":"slot-commitment","x-credits":160,"x-transports":["http"],"examples":[{"name":"fee-value-null","description":"Block exists but the fee value is null. From the gateway provider docs (https://docs.metamask.io/services/reference/solana/json-rpc-methods/getfeeformessage), unchanged.","params":[{"name":"message","value":"AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA"},{"name":"config","value":{"commitment":"processed"}}],"result":{"name":"fee","value":{"context":{"apiVersion":"2.1.11","slot":320142245},"value":null}}},{"name":"fee-5000","description":"Fee of 5000 for the message. From Solana\'s public RPC docs (https://solana.com/docs/rpc/http/getfeeformessage).","params":[{"name":"message","value":"AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA"},{"name":"config","value":{"commitment":"processed"}}],"result":{"name":"fee","value":{"context":{"apiVersion":"3.1.8","slot":5068},"value":5000}}}],"x-idempotent":true},{"name":"starknet_addDeployAccountTransaction","summary":"Submits a new deploy account transaction.","description":"Submits a deploy account transaction. `params` is an object keyed by parameter name with one\\nrequired key, `deploy_account_transaction`. The result is an object with `transaction_hash`\\n(hash of the deploy account transaction) and `contract_address` (address of the new\\ncontract).\\n\\nWhich fields of the transaction are required, and allowed values beyond those appearing in the\\ndocument (`DEPLOY_ACCOUNT`, `L1`), are not shown.\\n\\nCredits: not shown. Transport: HTTP (WebSocket use of this method is not shown).","paramStructure":"by-name","params":[{"name":"deploy_account_transaction","description":"The deploy account transaction.","required":true,"schema":{"$ref":"#/components/schemas/DeployAccountTransaction"}}],"result":{"name":"result","description":"Object with `transaction_hash` and `contract_address`.","schema":{"$ref":"#/components/schemas/DeployAccountTransactionResult"}},"errors":[],"x-family":"starknet","x-credits":"not shown","x-transports":["http"],"examples":[{"name":"deploy-account-v3","description":"Deploy account transaction, params by name. From the gateway provider docs (https://docs.metamask.io/services/reference/starknet/json-rpc-methods/starknet_adddeployaccounttransaction). Corrected: the published request is not valid JSON (trailing comma after l2_gas), removed.","params":[{"name":"deploy_account_transaction","value":{"type":"DEPLOY_ACCOUNT","version":"0x3","signature":["3557065757165699682249469970267166698995647077461960906176449260016084767701","3202126414680946801789588986259466145787792017299869598314522555275920413944"],"nonce":"0x7","contract_address_salt":"0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd","class_hash":"0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd","constructor_calldata":["0x1","0x677bb1cdc050e8d63855e8743ab6e09179138def390676cc03c484daf112ba1","0x362398bec32bc0ebb411203221a35a0301193a96f317ebe5e40be9f60d15320","0x0","0x1","0x1","0x2b","0x0"],"resource_bounds":{"l1_gas":"0x28ed6103d0000","l2_gas":"0x28ed6103d0000"},"tip":"0x0","paymaster_data":[],"nonce_data_availability_mode":"L1","fee_data_availability_mode":"L1"}}],"result":{"name":"result","value":{"transaction_hash":"0x1ce0d76c0c085306fd32679b75f9541fab71851da8d3e3898a691b49ed8175c","contract_address":"0x03b554093fb0a7460913be2d5c011cb5ac4333dfcfe6125851bcd3f926a3b558"}}}],"x-idempotent":false},{"name":"eth_subscribe","summary":"Subscribes to new heads, logs, pending transactions or transaction receipts over WebSocket.","description":"Opens a subscription on the WebSocket connection and answers its id. The server then sends an\\n`eth_subscription` notification, `{ subscription, result }`, for each new item, until\\n`eth_unsubscribe` is called or the connection closes. The first param chooses the kind; the\\nkinds, their params and their notifications are declared in `x-subscription`. Over HTTP the\\nmethod answers -32601 \\"notifications not supported\\".\\n\\nDecision: the interface document does not show subscriptions (\\"Events are not shown\\"). This\\nfollows go-ethereum and the execution-apis draft of eth_subscribe (May 2026).","paramStructure":"by-position","params":[{"name":"kind","description":"The kind of subscription.","required":true,"schema":{"type":"string","enum":["newHeads","logs","newPendingTransactions","transactionReceipts"]}},{"name":"options","description":"The kind\'s params, for `logs` and `transactionReceipts` a filter object (each kind\'s schema is in `x-subscription`).","required":false,"schema":{}}],"result":{"name":"subscription","description":"The subscription\'s id, carried by each of its notifications.","schema":{"$ref":"#/components/schemas/SubscriptionId"}},"errors":[],"x-family":"evm","x-credits":10,"x-transports":["websocket"],"x-decision":"The interface document does not show subscriptions. The spec declares eth_subscribe as go-ethereum serves it and the gateway forwards it, each kind with its own params and notification schema: what the execution-apis draft could only say in prose. Credits follow the gateway\'s defaults (10 per subscribe; per notification, below).","x-subscription":{"notification":"eth_subscription","unsubscribe":"eth_unsubscribe","kinds":[{"name":"newHeads","value":"newHeads","summary":"A block header each time a new block is added to the chain.","params":[],"result":{"name":"header","schema":{"$ref":"#/components/schemas/BlockHeader"}},"identity":["/hash"],"credits":20},{"name":"logs","value":"logs","summary":"Each log of a new block that matches the filter (again with removed true on a reorg).","params":[{"name":"filter","description":"The addresses and topics to match; every log when left out.","required":false,"schema":{"$ref":"#/components/schemas/LogSubscriptionFilter"}}],"result":{"name":"log","schema":{"$ref":"#/components/schemas/Log"}},"identity":["/blockHash","/logIndex","/removed"],"credits":10},{"name":"newPendingTransactions","value":"newPendingTransactions","summary":"The hash of each transaction added to the pending pool.","params":[],"result":{"name":"transactionHash","schema":{"$ref":"#/components/schemas/Hash32"}},"identity":[""],"credits":2},{"name":"transactionReceipts","value":"transactionReceipts","summary":"The receipts of each new block\'s transactions (those the filter names, when given).","params":[{"name":"filter","description":"The transactions to follow; every transaction of each new block when left out.","required":false,"schema":{"$ref":"#/components/schemas/TransactionReceiptsFilter"}}],"result":{"name":"receipts","schema":{"type":"array","items":{"$ref":"#/components/schemas/TransactionReceipt"}}},"identity":["/0/blockHash","/0/transactionHash"],"credits":20}]},"examples":[{"name":"new-heads","description":"Subscribes to new block headers; the answer is the subscription\'s id.","params":[{"name":"kind","value":"newHeads"}],"result":{"name":"subscription","value":"0x9cef478923ff08bf67fde6c64013158d"}}]},{"name":"eth_unsubscribe","summary":"Ends a subscription made on this WebSocket connection.","description":"Ends the subscription with the given id, made by `eth_subscribe` on the same connection. Answers\\ntrue when it was open, false otherwise. Free of credits.\\n\\nDecision: the interface document does not show subscriptions. This follows go-ethereum.","paramStructure":"by-position","params":[{"name":"subscription","description":"The id `eth_subscribe` answered.","required":true,"schema":{"$ref":"#/components/schemas/SubscriptionId"}}],"result":{"name":"ended","description":"True when the subscription was open and is now ended.","schema":{"type":"boolean"}},"errors":[],"x-family":"evm","x-credits":0,"x-transports":["websocket"],"examples":[{"name":"ended","description":"Ends a subscription that was open.","params":[{"name":"subscription","value":"0x9cef478923ff08bf67fde6c64013158d"}],"result":{"name":"ended","value":true}}]}],"components":{"schemas":{"Quantity":{"title":"Hex quantity","description":"Numeric quantity: a `0x`-prefixed lower-case hexadecimal string with no leading zeros (\\"0x0\\" for zero). The interface document states that all numeric quantities in the EVM family are hexadecimal strings prefixed `0x`.","type":"string","pattern":"^0x(0|[1-9a-f][0-9a-f]*)$","examples":["0x0","0x5bad55"]},"Uint256":{"title":"Hex 256-bit unsigned integer","description":"Unsigned integer of at most 32 bytes encoded as a hex quantity (no leading zeros, at most 64 hex digits). Used for the ECDSA signature components `r` and `s`: the document calls them \\"32-byte\\" values, and real nodes (go-ethereum) encode them as quantities, which drops leading zero digits (a 63-digit `r` appears in the recorded go-ethereum responses).","type":"string","pattern":"^0x(0|[1-9a-f][0-9a-f]{0,63})$"},"Bytes":{"title":"Hex bytes","description":"Arbitrary byte string: `0x` followed by an even number of lower-case hex digits; \\"0x\\" is the empty byte string.","type":"string","pattern":"^0x([0-9a-f][0-9a-f])*$","examples":["0x","0xd46e8dd6"]},"Bytes8":{"title":"8 hex-encoded bytes","description":"Exactly 8 bytes as `0x` plus 16 lower-case hex digits (the block proof-of-work nonce).","type":"string","pattern":"^0x[0-9a-f]{16}$"},"Bloom":{"title":"256-byte bloom filter","description":"Exactly 256 bytes as `0x` plus 512 lower-case hex digits.","type":"string","pattern":"^0x[0-9a-f]{512}$"},"Address":{"title":"Address","description":"20-byte account or contract address: `0x` plus 40 hex digits, in any case. Decision: the interface document says only \\"20-byte hex\\"; the official Ethereum execution-apis spec (`^0x[0-9a-fA-F]{40}$`, vendored in test/reference/execution-apis), every node, and every client write addresses in the mixed-case EIP-55 checksum spelling as well as in lower case (viem and ethers send checksummed addresses by default), so both are accepted wherever an address is taken or returned. The case carries no meaning here: the checksum is not verified, as nodes do not verify it. This document\'s own examples are lower-case.","type":"string","pattern":"^0x[0-9a-fA-F]{40}$","examples":["0x295a70b2de5e3953354a6a8344e616ed314d7251"]},"Hash32":{"title":"32-byte hash","description":"Exactly 32 bytes as `0x` plus 64 lower-case hex digits (block hash, transaction hash, topic, root, key).","type":"string","pattern":"^0x[0-9a-f]{64}$"},"StorageSlot":{"title":"Storage slot","description":"Storage position or key as hex of at most 32 bytes, leading zeros allowed (`0x` plus 1 to 64 lower-case hex digits). Decision: the document says only \\"hex\\" for the `eth_getStorageAt` position and shows both a plain slot number (\\"0x0\\") and a 32-byte keccak hash, so both spellings are accepted; real nodes also echo storage proof keys in this shortened form (a requested \\"0x00\\" comes back as \\"0x0\\").","type":"string","pattern":"^0x[0-9a-f]{1,64}$","examples":["0x0","0x6661e9d6d8b923d5bbaab1b96e1dd51ff6ea2a93520fdc9eb75d059238b8c5e9"]},"DecimalString":{"title":"Decimal number string","description":"Non-negative integer written in decimal digits inside a JSON string, without leading zeros.","type":"string","pattern":"^(0|[1-9][0-9]*)$","examples":["1","3557065757165699682249469970267166698995647077461960906176449260016084767701"]},"BlockTag":{"title":"Block tag","description":"Named block: `latest`, `earliest`, `pending`, `safe` or `finalized` (the five tags the document allows wherever a block parameter is taken).","type":"string","enum":["latest","earliest","pending","safe","finalized"]},"BlockNumberOrTag":{"title":"Block parameter","description":"A hex block number, or one of the strings `latest`, `earliest`, `pending`, `safe`, `finalized`.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"$ref":"#/components/schemas/BlockTag"}]},"ProofBlockTag":{"title":"Block tag for eth_getProof","description":"Named block accepted by `eth_getProof`: `latest`, `earliest`, `pending` or `finalized`. `safe` is not supported by this method (use `finalized` instead), as the document says.","type":"string","enum":["latest","earliest","pending","finalized"]},"ProofBlockNumberOrTag":{"title":"Block parameter for eth_getProof","description":"A hex block number, or one of `latest`, `earliest`, `pending`, `finalized` (`safe` is not supported).","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"$ref":"#/components/schemas/ProofBlockTag"}]},"UncleBlock":{"title":"Block object without transactions","description":"Block object as the document lists it, without the `transactions` field, which the document lists \\"only in `eth_getBlockByNumber`\\". This is the result shape of `eth_getUncleByBlockHashAndIndex` (uncle blocks are returned without transactions; the gateway\'s own example has none) and the base of `Block`. Required fields are the official Ethereum spec\'s required Block fields that the document also lists; `difficulty` and `totalDifficulty` are optional. `number`, `hash`, `nonce` and `logsBloom` are null when the block is pending. Other fields sent by real nodes (baseFeePerGas, withdrawals, withdrawalsRoot, blobGasUsed, excessBlobGas, parentBeaconBlockRoot, requestsHash, ...) are not listed by the document and are allowed, not forbidden.","type":"object","required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","extraData","size","gasLimit","gasUsed","timestamp","uncles","mixHash"],"properties":{"number":{"description":"Block number (hex); null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"hash":{"description":"32-byte block hash; null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Hash32"},{"type":"null"}]},"parentHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the parent block."},"nonce":{"description":"8 bytes, hash of the generated proof-of-work; null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Bytes8"},{"type":"null"}]},"sha3Uncles":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the uncles data in the block."},"logsBloom":{"description":"256-byte bloom filter for the logs of the block; null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Bloom"},{"type":"null"}]},"transactionsRoot":{"$ref":"#/components/schemas/Hash32","description":"32-byte root of the transaction trie of the block."},"stateRoot":{"$ref":"#/components/schemas/Hash32","description":"32-byte root of the final state trie of the block."},"receiptsRoot":{"$ref":"#/components/schemas/Hash32","description":"32-byte root of the receipts trie of the block."},"miner":{"$ref":"#/components/schemas/Address","description":"20-byte address of the beneficiary of the mining rewards."},"difficulty":{"$ref":"#/components/schemas/Quantity","description":"Difficulty of the block (hex). Optional, as in the official spec."},"totalDifficulty":{"description":"Total difficulty of the chain up to this block (hex). Optional and nullable: the document says it \\"may be null in responses\\", and go-ethereum omits it after the merge.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"extraData":{"$ref":"#/components/schemas/Bytes","description":"The extra data field of the block."},"size":{"$ref":"#/components/schemas/Quantity","description":"Size of the block in bytes (hex)."},"gasLimit":{"$ref":"#/components/schemas/Quantity","description":"Maximum gas allowed in the block (hex)."},"gasUsed":{"$ref":"#/components/schemas/Quantity","description":"Total gas used by all transactions in the block (hex)."},"timestamp":{"$ref":"#/components/schemas/Quantity","description":"Unix timestamp (hex) of the collation of the block."},"uncles":{"description":"Array of uncle block hashes (32 bytes each).","type":"array","items":{"$ref":"#/components/schemas/Hash32"}},"mixHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte mix hash (hex string), also returned in responses."}}},"Block":{"title":"Block object","description":"Block object returned by `eth_getBlockByNumber`: every field of `UncleBlock` plus the required `transactions` array (Transaction objects or 32-byte hashes, chosen by the `hydratedTransactions` parameter).","allOf":[{"$ref":"#/components/schemas/UncleBlock"},{"type":"object","required":["transactions"],"properties":{"transactions":{"description":"Array of Transaction objects (`hydratedTransactions` true) or of 32-byte transaction hashes (`hydratedTransactions` false). `anyOf` rather than `oneOf` because an empty array matches both forms.","anyOf":[{"title":"Transaction hashes","type":"array","items":{"$ref":"#/components/schemas/Hash32"}},{"title":"Full transactions","type":"array","items":{"$ref":"#/components/schemas/Transaction"}}]}}}]},"BlockHeader":{"title":"Block header","description":"Block header sent by an `eth_subscribe` `newHeads` subscription: the fields of `UncleBlock`, with `size` and `uncles` optional (a node does not send them with a header, as go-ethereum leaves them out), and no `transactions`. Decision: the interface document does not show subscriptions; this follows go-ethereum\'s `newHeads` notification. Fields real nodes add are allowed, not forbidden.","type":"object","required":["number","hash","parentHash","nonce","sha3Uncles","logsBloom","transactionsRoot","stateRoot","receiptsRoot","miner","extraData","gasLimit","gasUsed","timestamp","mixHash"],"properties":{"number":{"description":"Block number (hex); null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"hash":{"description":"32-byte block hash; null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Hash32"},{"type":"null"}]},"parentHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the parent block."},"nonce":{"description":"8 bytes, hash of the generated proof-of-work; null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Bytes8"},{"type":"null"}]},"sha3Uncles":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the uncles data in the block."},"logsBloom":{"description":"256-byte bloom filter for the logs of the block; null when the block is pending.","oneOf":[{"$ref":"#/components/schemas/Bloom"},{"type":"null"}]},"transactionsRoot":{"$ref":"#/components/schemas/Hash32","description":"32-byte root of the transaction trie of the block."},"stateRoot":{"$ref":"#/components/schemas/Hash32","description":"32-byte root of the final state trie of the block."},"receiptsRoot":{"$ref":"#/components/schemas/Hash32","description":"32-byte root of the receipts trie of the block."},"miner":{"$ref":"#/components/schemas/Address","description":"20-byte address of the beneficiary of the mining rewards."},"difficulty":{"$ref":"#/components/schemas/Quantity","description":"Difficulty of the block (hex). Optional, as in the official spec."},"totalDifficulty":{"description":"Total difficulty of the chain up to this block (hex). Optional and nullable: the document says it \\"may be null in responses\\", and go-ethereum omits it after the merge.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"extraData":{"$ref":"#/components/schemas/Bytes","description":"The extra data field of the block."},"size":{"$ref":"#/components/schemas/Quantity","description":"Size of the block in bytes (hex)."},"gasLimit":{"$ref":"#/components/schemas/Quantity","description":"Maximum gas allowed in the block (hex)."},"gasUsed":{"$ref":"#/components/schemas/Quantity","description":"Total gas used by all transactions in the block (hex)."},"timestamp":{"$ref":"#/components/schemas/Quantity","description":"Unix timestamp (hex) of the collation of the block."},"uncles":{"description":"Array of uncle block hashes (32 bytes each).","type":"array","items":{"$ref":"#/components/schemas/Hash32"}},"mixHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte mix hash (hex string), also returned in responses."}}},"AccessListEntry":{"title":"Access list entry","description":"One address accessed by the transaction and the storage keys accessed at it.","type":"object","required":["address","storageKeys"],"properties":{"address":{"$ref":"#/components/schemas/Address","description":"20-byte address accessed by the transaction."},"storageKeys":{"description":"32-byte storage keys accessed at that address.","type":"array","items":{"$ref":"#/components/schemas/Hash32"}}}},"AccessList":{"title":"Access list","description":"Addresses and storage keys accessed by the transaction (EIP-2930).","type":"array","items":{"$ref":"#/components/schemas/AccessListEntry"}},"Transaction":{"title":"Transaction object","description":"Transaction as returned by `eth_getTransactionByHash`, `eth_getTransactionByBlockNumberAndIndex` and (hydrated) `eth_getBlockByNumber`. Fields the document marks \\"present\\" or \\"always present\\" are required; `accessList`, `chainId`, `maxPriorityFeePerGas` and `maxFeePerGas` are optional. `blockHash`, `blockNumber` and `transactionIndex` are null when the transaction is pending; `to` is null for a contract creation. Fields real nodes add (blockTimestamp, yParity, authorizationList, blobVersionedHashes, maxFeePerBlobGas, ...) are allowed, not forbidden.","type":"object","required":["blockHash","blockNumber","from","gas","gasPrice","hash","input","nonce","r","s","to","transactionIndex","type","v","value"],"properties":{"accessList":{"$ref":"#/components/schemas/AccessList","description":"Addresses and storage keys accessed by the transaction. Optional."},"blockHash":{"description":"32-byte hash of the block holding the transaction; null when pending. Always present.","oneOf":[{"$ref":"#/components/schemas/Hash32"},{"type":"null"}]},"blockNumber":{"description":"Number of the block holding the transaction (hex); null when pending. Always present.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"chainId":{"$ref":"#/components/schemas/Quantity","description":"Chain identifier (hex); returned only for EIP-1559 transactions. Optional."},"from":{"$ref":"#/components/schemas/Address","description":"20-byte address of the sender."},"gas":{"$ref":"#/components/schemas/Quantity","description":"Gas provided by the sender (hex)."},"gasPrice":{"$ref":"#/components/schemas/Quantity","description":"Gas price provided by the sender, in wei (hex)."},"hash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the transaction."},"input":{"$ref":"#/components/schemas/Bytes","description":"Data sent along with the transaction."},"maxPriorityFeePerGas":{"$ref":"#/components/schemas/Quantity","description":"Maximum fee per gas above the base fee, in wei (EIP-1559). Optional."},"maxFeePerGas":{"$ref":"#/components/schemas/Quantity","description":"Maximum total fee per gas (base fee plus priority fee), in wei (EIP-1559). Optional."},"nonce":{"$ref":"#/components/schemas/Quantity","description":"Number of transactions made by the sender before this one (hex)."},"r":{"$ref":"#/components/schemas/Uint256","description":"ECDSA signature component r (32 bytes). Encoded as a hex quantity without leading zeros, as real nodes send it."},"s":{"$ref":"#/components/schemas/Uint256","description":"ECDSA signature component s (32 bytes). Encoded as a hex quantity without leading zeros, as real nodes send it."},"to":{"description":"20-byte address of the receiver; null for a contract creation transaction. Always present.","oneOf":[{"$ref":"#/components/schemas/Address"},{"type":"null"}]},"transactionIndex":{"description":"Index of the transaction in the block (hex); null when pending.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"type":{"$ref":"#/components/schemas/Quantity","description":"Transaction type (hex, e.g. \\"0x0\\" legacy, \\"0x1\\" EIP-2930, \\"0x2\\" EIP-1559)."},"v":{"$ref":"#/components/schemas/Quantity","description":"ECDSA recovery id (hex)."},"value":{"$ref":"#/components/schemas/Quantity","description":"Value transferred, in wei (hex)."}}},"ReceiptStatus":{"title":"Receipt status","description":"Execution status returned as a hex string, \\"0x1\\" for success or \\"0x0\\" for failure.","type":"string","enum":["0x0","0x1"]},"TransactionReceipt":{"title":"Transaction receipt object","description":"Receipt of a mined transaction (a pending transaction has no receipt). Decision: the document\'s table marks no field optional, so every listed field is required, except that exactly one of `root` (32-byte post-transaction state root, pre-Byzantium) or `status` (post-Byzantium) is present; this is expressed with `oneOf` of two branches, each requiring one of the two and forbidding the other. `contractAddress` is null unless the transaction created a contract; `to` is null for a contract creation. Fields real nodes add (blobGasUsed, blobGasPrice, ...) are allowed, not forbidden.","type":"object","required":["blockHash","blockNumber","contractAddress","cumulativeGasUsed","effectiveGasPrice","from","gasUsed","logs","logsBloom","to","transactionHash","transactionIndex","type"],"properties":{"blockHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the block holding the transaction."},"blockNumber":{"$ref":"#/components/schemas/Quantity","description":"Number of the block holding the transaction (hex)."},"contractAddress":{"description":"20-byte address of the contract created, if the transaction was a contract creation; otherwise null.","oneOf":[{"$ref":"#/components/schemas/Address"},{"type":"null"}]},"cumulativeGasUsed":{"$ref":"#/components/schemas/Quantity","description":"Total gas used in the block up to and including this transaction (hex)."},"effectiveGasPrice":{"$ref":"#/components/schemas/Quantity","description":"Actual value per gas deducted from the sender\'s account (hex); before EIP-1559 it equals the transaction\'s gas price."},"from":{"$ref":"#/components/schemas/Address","description":"20-byte address of the sender."},"gasUsed":{"$ref":"#/components/schemas/Quantity","description":"Gas used by this transaction alone (hex)."},"logs":{"description":"Array of Log objects generated by this transaction.","type":"array","items":{"$ref":"#/components/schemas/Log"}},"logsBloom":{"$ref":"#/components/schemas/Bloom","description":"256-byte bloom filter for light clients to quickly retrieve related logs."},"root":{"$ref":"#/components/schemas/Hash32","description":"32-byte post-transaction state root (transactions before Byzantium). Present exactly when `status` is absent."},"status":{"$ref":"#/components/schemas/ReceiptStatus","description":"\\"0x1\\" (success) or \\"0x0\\" (failure), transactions after Byzantium. Present exactly when `root` is absent."},"to":{"description":"20-byte address of the receiver; null for a contract creation transaction.","oneOf":[{"$ref":"#/components/schemas/Address"},{"type":"null"}]},"transactionHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the transaction."},"transactionIndex":{"$ref":"#/components/schemas/Quantity","description":"Index of the transaction in the block (hex)."},"type":{"$ref":"#/components/schemas/Quantity","description":"Transaction type (hex)."}},"oneOf":[{"title":"Post-Byzantium receipt (status)","required":["status"],"not":{"required":["root"]}},{"title":"Pre-Byzantium receipt (root)","required":["root"],"not":{"required":["status"]}}]},"Log":{"title":"Log object","description":"Log entry returned by `eth_getLogs` and inside receipts. Decision: the document\'s table marks no field optional, so every listed field is required; `logIndex`, `transactionIndex`, `transactionHash`, `blockHash` and `blockNumber` are null when the log is pending. Fields real nodes add (e.g. blockTimestamp) are allowed, not forbidden.","type":"object","required":["removed","logIndex","transactionIndex","transactionHash","blockHash","blockNumber","address","data","topics"],"properties":{"removed":{"description":"True when the log was removed by a chain reorganization; false for a valid log.","type":"boolean"},"logIndex":{"description":"Position of the log in the block (hex); null when pending.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"transactionIndex":{"description":"Index of the transaction that created the log (hex); null when pending.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"transactionHash":{"description":"32-byte hash of the transaction that created the log; null when pending.","oneOf":[{"$ref":"#/components/schemas/Hash32"},{"type":"null"}]},"blockHash":{"description":"32-byte hash of the block holding the log; null when pending.","oneOf":[{"$ref":"#/components/schemas/Hash32"},{"type":"null"}]},"blockNumber":{"description":"Number of the block holding the log (hex); null when pending.","oneOf":[{"$ref":"#/components/schemas/Quantity"},{"type":"null"}]},"address":{"$ref":"#/components/schemas/Address","description":"20-byte address from which the log originated."},"data":{"$ref":"#/components/schemas/Bytes","description":"One or more 32-byte non-indexed arguments of the log. Decision: typed as any byte string (\\"0x\\" included) because an event without non-indexed arguments has empty data and the EVM LOG opcodes do not force 32-byte multiples."},"topics":{"description":"Array of 0 to 4 indexed log arguments, 32 bytes each. The first is the hash of the event signature unless the event was declared anonymous.","type":"array","maxItems":4,"items":{"$ref":"#/components/schemas/Hash32"}}}},"Filter":{"title":"Log filter","description":"Filter object, the single element of the `eth_getLogs` params. All fields are optional. When `blockHash` is present, `fromBlock` and `toBlock` are not allowed (expressed with `not` over `anyOf` of the two forbidden combinations). Decision on `topics`: the document says \\"array of 32-byte topics; order-dependent\\", but every Ethereum client library (viem, ethers, web3.js) sends `null` for a position that matches any topic and an array for \\"any of these\\" at one position, the provider\'s own documentation allows both, and go-ethereum and the official execution-apis spec accept them; refusing them would refuse what real callers send, so each position is a `FilterTopic`. The object is left open: the document does not forbid other members.","type":"object","properties":{"address":{"description":"One 20-byte contract address or a list of addresses from which logs should originate.","oneOf":[{"$ref":"#/components/schemas/Address"},{"type":"array","items":{"$ref":"#/components/schemas/Address"}}]},"fromBlock":{"$ref":"#/components/schemas/BlockNumberOrTag","description":"Start of the block range, a hex block number or tag. Default `latest`.","default":"latest"},"toBlock":{"$ref":"#/components/schemas/BlockNumberOrTag","description":"End of the block range, a hex block number or tag. Default `latest`.","default":"latest"},"topics":{"description":"Array of 32-byte topics; order-dependent (position i is matched against the log\'s i-th topic). A position may also be `null` (any topic) or an array of topics (any of them).","type":"array","items":{"$ref":"#/components/schemas/FilterTopic"}},"blockHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte block hash restricting the results to that one block. When present, `fromBlock` and `toBlock` are not allowed."}},"not":{"anyOf":[{"required":["blockHash","fromBlock"]},{"required":["blockHash","toBlock"]}]}},"FilterTopic":{"title":"Filter topic","description":"One position of a log filter\'s `topics`: a 32-byte topic to match exactly, `null` to match any topic at that position, or an array of topics of which one must match (an empty array matches any, as in go-ethereum).","oneOf":[{"$ref":"#/components/schemas/Hash32"},{"type":"null"},{"type":"array","items":{"$ref":"#/components/schemas/Hash32"}}]},"SubscriptionId":{"title":"Subscription id","description":"Id of a subscription, answered by `eth_subscribe` and carried by each of its notifications (go-ethereum writes 16 random bytes as `0x` hex). Decision: any non-empty string, as nodes differ in how they write it.","type":"string","minLength":1,"maxLength":128},"LogSubscriptionFilter":{"title":"Logs subscription filter","description":"Filter of a `logs` subscription: the `address` and `topics` of `Filter`. A subscription takes new blocks only, so `fromBlock`, `toBlock` and `blockHash` are not allowed (the gateway refuses them, as it always has). Decision: the interface document does not show subscriptions; this follows go-ethereum\'s `logs` subscription.","type":"object","properties":{"address":{"description":"One 20-byte contract address or a list of addresses from which logs should originate.","oneOf":[{"$ref":"#/components/schemas/Address"},{"type":"array","items":{"$ref":"#/components/schemas/Address"}}]},"topics":{"description":"Array of 32-byte topics; order-dependent. A position may also be `null` (any topic) or an array of topics (any of them).","type":"array","items":{"$ref":"#/components/schemas/FilterTopic"}}},"not":{"anyOf":[{"required":["fromBlock"]},{"required":["toBlock"]},{"required":["blockHash"]}]}},"TransactionReceiptsFilter":{"title":"Transaction receipts subscription filter","description":"Filter of a `transactionReceipts` subscription: the hashes of the transactions whose receipts are sent. Without it, the receipts of every transaction of each new block are sent. Decision: this follows go-ethereum\'s `transactionReceipts` subscription (its `TransactionReceiptsQuery`).","type":"object","properties":{"transactionHashes":{"description":"32-byte hashes of the transactions to follow.","type":"array","items":{"$ref":"#/components/schemas/Hash32"}}}},"CallObject":{"title":"Call object (eth_call, eth_estimateGas)","description":"Transaction call object of `eth_call` and `eth_estimateGas`: every field is optional, `from` and `to` included. Decision: the interface document marks `from` required in `eth_call` and `to` present in both methods, but every node accepts a call without `from` (it runs from the zero address) and a contract creation without `to` (`data` is then the creation code); the official Ethereum execution-apis document (vendored in test/reference/execution-apis) makes both optional, and viem, ethers and web3.js send them so for every read without an account and every deployment. The `gas` value is capped at 10 times (1000%) the current block gas limit. The document names the input field `data`; the object is left open because the document does not forbid other members (real nodes also accept the official name `input`).","type":"object","properties":{"from":{"$ref":"#/components/schemas/Address","description":"20-byte address the transaction is sent from. The interface document: \\"Optional for `eth_estimateGas`, required for `eth_call`\\". Optional in both here (see the object\'s decision): a node runs a call without it from the zero address."},"to":{"$ref":"#/components/schemas/Address","description":"20-byte address the transaction is directed to. The interface document: \\"Present in both methods\\". Optional here (see the object\'s decision): left out, the call is a contract creation whose `data` is the creation code."},"gas":{"$ref":"#/components/schemas/Quantity","description":"Gas provided for the execution (hex). The method itself consumes no gas, but some executions need it. Capped at 10 times the current block gas limit. In `eth_estimateGas`, when no gas limit is given the pending block gas limit is the upper bound."},"gasPrice":{"$ref":"#/components/schemas/Quantity","description":"Price per gas (hex), in wei."},"maxPriorityFeePerGas":{"$ref":"#/components/schemas/Quantity","description":"Maximum fee per gas above the base fee, in wei (EIP-1559)."},"maxFeePerGas":{"$ref":"#/components/schemas/Quantity","description":"Maximum total fee per gas (base fee plus priority fee), in wei (EIP-1559)."},"value":{"$ref":"#/components/schemas/Quantity","description":"Value sent with the transaction (hex), in wei."},"data":{"$ref":"#/components/schemas/Bytes","description":"Hash of the method signature and encoded parameters (contract ABI encoding)."}}},"EthCallObject":{"title":"Call object (eth_call)","description":"Transaction call object of `eth_call`: the same as `CallObject` (`from` and `to` optional, see its decision). Kept as its own name so that code written against it keeps compiling.","allOf":[{"$ref":"#/components/schemas/CallObject"}]},"StateOverride":{"title":"State override (eth_call)","description":"Account state to assume for one `eth_call`, keyed by address, as go-ethereum and anvil take it (viem\'s `call({ stateOverride })` sends this shape): for each account, a balance, nonce, code, and either its whole storage (`state`) or changes to it (`stateDiff`), never both. Nothing is written to the chain. Decision: at most 64 accounts and 256 storage slots per account, so that one call cannot carry an unbounded override (the interface document does not show the parameter at all; nodes set no limit of their own beyond the request size).","type":"object","propertyNames":{"$ref":"#/components/schemas/Address"},"maxProperties":64,"additionalProperties":{"$ref":"#/components/schemas/AccountOverride"}},"AccountOverride":{"title":"Account override","description":"The state one account is assumed to have during the call. `state` replaces the account\'s whole storage and `stateDiff` changes only the slots it names: go-ethereum refuses an account with both, and so does this schema. Other members are left to the node (go-ethereum also takes `movePrecompileToAddress`), as every object of this document is left open.","type":"object","not":{"required":["state","stateDiff"]},"properties":{"balance":{"$ref":"#/components/schemas/Quantity","description":"Balance to assume, in wei (hex)."},"nonce":{"$ref":"#/components/schemas/Quantity","description":"Nonce to assume (hex)."},"code":{"$ref":"#/components/schemas/Bytes","description":"EVM bytecode to assume at the address (hex bytes)."},"state":{"$ref":"#/components/schemas/StorageOverride","description":"The account\'s whole storage during the call (every slot not named is zero)."},"stateDiff":{"$ref":"#/components/schemas/StorageOverride","description":"Storage slots changed during the call (the slots not named keep their value)."}}},"StorageOverride":{"title":"Storage override","description":"Storage slots and their values, each a 32-byte hex word (`0x` plus 64 lower-case hex digits), at most 256 slots.","type":"object","propertyNames":{"$ref":"#/components/schemas/Hash32"},"maxProperties":256,"additionalProperties":{"$ref":"#/components/schemas/Hash32"}},"StorageProof":{"title":"Storage proof","description":"Proof for one requested storage key. Decision: all three fields are required (the document lists them without optional marks).","type":"object","required":["key","value","proof"],"properties":{"key":{"$ref":"#/components/schemas/StorageSlot","description":"The requested storage key. Real nodes echo it in shortened hex (a requested \\"0x00\\" is returned as \\"0x0\\"), so any hex of at most 32 bytes is accepted."},"value":{"$ref":"#/components/schemas/Quantity","description":"The storage value (hex)."},"proof":{"description":"Array of RLP-serialized Merkle tree nodes, starting with the storage hash node and following the path of the hash of the key. May be empty.","type":"array","items":{"$ref":"#/components/schemas/Bytes"}}}},"AccountProof":{"title":"Account proof","description":"Result of `eth_getProof`. Decision: every field the document lists is required (the table marks none optional). Other fields are allowed, not forbidden.","type":"object","required":["address","balance","codeHash","nonce","storageHash","accountProof","storageProof"],"properties":{"address":{"$ref":"#/components/schemas/Address","description":"The account address (returned in the response)."},"balance":{"$ref":"#/components/schemas/Quantity","description":"Balance of the account in wei (hex)."},"codeHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the account code."},"nonce":{"$ref":"#/components/schemas/Quantity","description":"Nonce of the account (hex)."},"storageHash":{"$ref":"#/components/schemas/Hash32","description":"32-byte hash of the storage root. All storage proofs start at this root."},"accountProof":{"description":"Array of RLP-serialized Merkle tree nodes, starting with the state root node and following the path of the hash of the address.","type":"array","items":{"$ref":"#/components/schemas/Bytes"}},"storageProof":{"description":"Array with one entry per requested storage key.","type":"array","items":{"$ref":"#/components/schemas/StorageProof"}}}},"Base58String":{"title":"Base58 string","description":"Base58-encoded string (Bitcoin alphabet, no 0, O, I or l).","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]+$"},"Pubkey":{"title":"Public key","description":"Base58-encoded 32-byte public key (32 to 44 characters).","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]+$","minLength":32,"maxLength":44,"examples":["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"]},"Base64String":{"title":"Base64 string","description":"Standard base64-encoded string (alphabet A-Z a-z 0-9 + /, padded with = to a multiple of 4 characters).","type":"string","pattern":"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},"Commitment":{"title":"Commitment","description":"Commitment level of the queried bank state: `finalized` (default; block confirmed by a supermajority of the cluster at maximum lockout), `confirmed` (most recent block voted on by a supermajority of the cluster), `processed` (most recent block of the node, which may still be skipped).","type":"string","enum":["finalized","confirmed","processed"],"default":"finalized"},"AccountEncoding":{"title":"Account data encoding","description":"Encoding of returned account data, `base58`, `base64`, `base64+zstd` or `jsonParsed`.","type":"string","enum":["base58","base64","base64+zstd","jsonParsed"]},"DataSlice":{"title":"Data slice","description":"Limits the returned account data to `length` bytes starting at `offset`. Allowed only with the `base58`, `base64` or `base64+zstd` encodings. Decision: both members are required, since the document describes the object as holding an integer offset and length.","type":"object","required":["offset","length"],"properties":{"offset":{"description":"Byte offset at which the returned data starts.","type":"integer","minimum":0},"length":{"description":"Number of bytes to return.","type":"integer","minimum":0}}},"TokenAccountsFilter":{"title":"Token accounts filter (accountDetails)","description":"Second parameter of `getTokenAccountsByDelegate`, holding one of `mint` or `programId`. Decision: \\"holding one of\\" is read as exactly one of the two (expressed with `oneOf` of two branches, each requiring one member and forbidding the other), as the Solana RPC requires.","type":"object","properties":{"mint":{"$ref":"#/components/schemas/Pubkey","description":"Base58 public key of the token mint to limit the accounts to."},"programId":{"$ref":"#/components/schemas/Pubkey","description":"Base58 public key of the token program that owns the accounts."}},"oneOf":[{"title":"By mint","required":["mint"],"not":{"required":["programId"]}},{"title":"By program id","required":["programId"],"not":{"required":["mint"]}}]},"TokenAccountsByDelegateConfig":{"title":"getTokenAccountsByDelegate configuration","description":"Optional configuration of `getTokenAccountsByDelegate`. `dataSlice` is allowed only with the `base58`, `base64` or `base64+zstd` encodings: a `dataSlice` together with encoding `jsonParsed` is rejected (expressed with `not`). The document does not name a default encoding, so a `dataSlice` without `encoding` is accepted.","type":"object","properties":{"commitment":{"$ref":"#/components/schemas/Commitment","description":"Commitment level; default `finalized`."},"encoding":{"$ref":"#/components/schemas/AccountEncoding","description":"Encoding of the returned account data."},"dataSlice":{"$ref":"#/components/schemas/DataSlice","description":"Slice of the account data to return (offset and length in bytes); only with base58, base64 or base64+zstd."},"minContextSlot":{"description":"Minimum slot at which the request may be evaluated.","type":"integer","minimum":0}},"not":{"required":["dataSlice","encoding"],"properties":{"encoding":{"description":"The `jsonParsed` encoding, which excludes `dataSlice`.","const":"jsonParsed"}}}},"VoteAccountsConfig":{"title":"getVoteAccounts configuration","description":"Optional configuration of `getVoteAccounts`.","type":"object","properties":{"commitment":{"$ref":"#/components/schemas/Commitment","description":"Commitment level; default `finalized`."},"votePubkey":{"$ref":"#/components/schemas/Pubkey","description":"Base58 vote account public key; restricts the results to that vote account."},"keepUnstakedDelinquents":{"description":"When true, all delinquent accounts are included even if unstaked.","type":"boolean"},"delinquentSlotDistance":{"description":"Number of slots a validator must be behind to be delinquent. Specifying it is discouraged.","type":"integer","minimum":0}}},"FeeForMessageConfig":{"title":"getFeeForMessage configuration","description":"Optional configuration of `getFeeForMessage`.","type":"object","properties":{"commitment":{"$ref":"#/components/schemas/Commitment","description":"Commitment level; default `finalized`."},"minContextSlot":{"description":"Minimum slot at which the request may be evaluated.","type":"integer","minimum":0}}},"RpcContext":{"title":"Response context","description":"Context returned by the slot/commitment-style methods. Decision: `slot` is required and `apiVersion` optional, because the gateway\'s own `getTokenAccountsByDelegate` example omits `apiVersion` (older nodes do not send it).","type":"object","required":["slot"],"properties":{"slot":{"description":"Slot number of the queried block.","type":"integer","minimum":0},"apiVersion":{"description":"Version used for the query (the version reported in responses).","type":"string"}}},"TokenAmount":{"title":"Token amount","description":"Token balance with its decimals. Decision: every member is required (the document lists them without optional marks).","type":"object","required":["amount","decimals","uiAmount","uiAmountString"],"properties":{"amount":{"$ref":"#/components/schemas/DecimalString","description":"Raw balance without decimals, a string of a u64 integer."},"decimals":{"description":"Number of base-10 digits to the right of the decimal point.","type":"integer","minimum":0},"uiAmount":{"description":"Balance using the mint-prescribed decimals. Deprecated. Decision: nullable, because the Solana node type of this member is an optional float.","type":["number","null"]},"uiAmountString":{"description":"Balance as a string, using the mint-prescribed decimals.","type":"string"}}},"TokenAccountInfo":{"title":"Parsed token account info","description":"The `parsed.info` object of a token account returned with `jsonParsed`. Decision: every listed member is required.","type":"object","required":["tokenAmount","delegate","delegatedAmount","state","isNative","mint","owner"],"properties":{"tokenAmount":{"$ref":"#/components/schemas/TokenAmount","description":"Token balance of the account."},"delegate":{"$ref":"#/components/schemas/Pubkey","description":"Public key of the delegate."},"delegatedAmount":{"$ref":"#/components/schemas/TokenAmount","description":"Amount delegated to the delegate (same shape as tokenAmount)."},"state":{"description":"Current state of the token account. The value `initialized` appears in responses; the full set of state values and the transitions between them are not shown by the document, so any string is accepted.","type":"string","examples":["initialized"]},"isNative":{"description":"Whether the account holds native (wrapped) tokens.","type":"boolean"},"mint":{"$ref":"#/components/schemas/Pubkey","description":"Public key of the token mint."},"owner":{"$ref":"#/components/schemas/Pubkey","description":"Public key of the token account owner."}}},"ParsedTokenAccount":{"title":"Parsed token account","description":"The `parsed` object of `jsonParsed` account data, holding `info` and `type`.","type":"object","required":["info","type"],"properties":{"info":{"$ref":"#/components/schemas/TokenAccountInfo","description":"Parsed token account fields."},"type":{"description":"Type of the parsed account (e.g. `account`).","type":"string"}}},"ParsedTokenAccountData":{"title":"jsonParsed account data","description":"Account data returned with encoding `jsonParsed`.","type":"object","required":["program","parsed","space"],"properties":{"program":{"description":"Name of the program managing the account (e.g. `spl-token`).","type":"string"},"parsed":{"$ref":"#/components/schemas/ParsedTokenAccount","description":"Parsed account state."},"space":{"description":"Size of the account data in bytes.","type":"integer","minimum":0}}},"EncodedAccountData":{"title":"Encoded account data","description":"Account data in an encoded binary form (encodings base58, base64, base64+zstd). The document says only \\"encoded binary data\\". Decision: accept the Solana node forms, a two-element array `[data, encoding]` or a plain encoded string.","anyOf":[{"title":"Data and encoding","type":"array","items":[{"type":"string","description":"Encoded account data."},{"type":"string","description":"Encoding used for the data.","enum":["base58","base64","base64+zstd"]}],"minItems":2,"maxItems":2},{"title":"Encoded string","type":"string"}]},"TokenAccount":{"title":"Token account","description":"Account part of a token account entry. Decision: every listed member is required.","type":"object","required":["data","executable","lamports","owner","rentEpoch","space"],"properties":{"data":{"description":"Encoded binary data, or (with `jsonParsed`) an object with `program`, `parsed` and `space`.","oneOf":[{"$ref":"#/components/schemas/EncodedAccountData"},{"$ref":"#/components/schemas/ParsedTokenAccountData"}]},"executable":{"description":"Whether the account contains a program (and is read-only).","type":"boolean"},"lamports":{"description":"Lamport balance of the account.","type":"integer","minimum":0},"owner":{"$ref":"#/components/schemas/Pubkey","description":"Base58 public key of the program that owns the account."},"rentEpoch":{"description":"Epoch at which the account will next owe rent.","type":"integer","minimum":0},"space":{"description":"Size of the account data in bytes.","type":"integer","minimum":0}}},"TokenAccountEntry":{"title":"Token account entry","description":"One entry of the `getTokenAccountsByDelegate` result value.","type":"object","required":["pubkey","account"],"properties":{"pubkey":{"$ref":"#/components/schemas/Pubkey","description":"Base58 public key of the token account."},"account":{"$ref":"#/components/schemas/TokenAccount","description":"The token account."}}},"TokenAccountsByDelegateResult":{"title":"getTokenAccountsByDelegate result","description":"Object with `context` and `value` (array of token account entries).","type":"object","required":["context","value"],"properties":{"context":{"$ref":"#/components/schemas/RpcContext","description":"Slot and API version of the query."},"value":{"description":"Token accounts delegated to the given public key.","type":"array","items":{"$ref":"#/components/schemas/TokenAccountEntry"}}}},"EpochCredits":{"title":"Epoch credits tuple","description":"Three integers, `[epoch, credits, previousCredits]`.","type":"array","items":[{"type":"integer","minimum":0,"description":"Epoch."},{"type":"integer","minimum":0,"description":"Credits earned by the end of the epoch."},{"type":"integer","minimum":0,"description":"Credits earned before the epoch (previous credits)."}],"minItems":3,"maxItems":3},"VoteAccountEntry":{"title":"Vote account entry","description":"One vote account, in `current` or `delinquent`. Decision: every listed field is required (the document lists them without optional marks). Fields newer nodes add (e.g. inflationRewardsCommissionBps) are allowed, not forbidden.","type":"object","required":["activatedStake","commission","epochCredits","epochVoteAccount","lastVote","nodePubkey","rootSlot","votePubkey"],"properties":{"activatedStake":{"description":"Stake delegated to the vote account and active in this epoch, in lamports.","type":"integer","minimum":0},"commission":{"description":"Percentage (0 to 100) of rewards payout owed to the vote account.","type":"integer","minimum":0,"maximum":100},"epochCredits":{"description":"Latest history of earned credits, one `[epoch, credits, previousCredits]` tuple per epoch.","type":"array","items":{"$ref":"#/components/schemas/EpochCredits"}},"epochVoteAccount":{"description":"Whether the vote account is staked for the current epoch.","type":"boolean"},"lastVote":{"description":"Most recent slot voted on by the vote account.","type":"integer","minimum":0},"nodePubkey":{"$ref":"#/components/schemas/Pubkey","description":"Validator identity public key."},"rootSlot":{"description":"Current root slot of the vote account.","type":"integer","minimum":0},"votePubkey":{"$ref":"#/components/schemas/Pubkey","description":"Vote account public key."}}},"VoteAccounts":{"title":"getVoteAccounts result","description":"Object with `current` and `delinquent` arrays of vote account entries (same fields in both).","type":"object","required":["current","delinquent"],"properties":{"current":{"description":"Current (non-delinquent) vote accounts.","type":"array","items":{"$ref":"#/components/schemas/VoteAccountEntry"}},"delinquent":{"description":"Delinquent vote accounts.","type":"array","items":{"$ref":"#/components/schemas/VoteAccountEntry"}}}},"FeeForMessageResponse":{"title":"getFeeForMessage response object","description":"Object returned by `getFeeForMessage` when the block exists: `context` and `value` (null, or the fee the network will charge for the message). The numeric type of the fee is not shown by the document, so it is typed as a JSON number.","type":"object","required":["context","value"],"properties":{"context":{"$ref":"#/components/schemas/RpcContext","description":"Slot and API version of the query."},"value":{"description":"The fee for the message, or null. Numeric type not shown by the document (typed as number).","oneOf":[{"type":"number"},{"type":"null"}]}}},"StarknetHex":{"title":"Starknet hex string","description":"`0x`-prefixed lower-case hex string. The document says only \\"hex string\\"; leading zeros are accepted (the gateway\'s example returns `contract_address` \\"0x03b5...\\"), and no upper bound on length is shown.","type":"string","pattern":"^0x[0-9a-f]+$"},"DataAvailabilityMode":{"title":"Data availability mode","description":"Data availability mode, a plain string. The value `L1` appears in the document; allowed values beyond it are not shown, so any string is accepted.","type":"string","examples":["L1"]},"ResourceBounds":{"title":"Resource bounds","description":"Resource bounds of the transaction as the document shows them: an object with `l1_gas` and `l2_gas`, each a hex string. Which members are required is not shown, so none is required.","type":"object","properties":{"l1_gas":{"$ref":"#/components/schemas/StarknetHex","description":"L1 gas bound, hex string."},"l2_gas":{"$ref":"#/components/schemas/StarknetHex","description":"L2 gas bound, hex string."}}},"DeployAccountTransaction":{"title":"Deploy account transaction","description":"The `deploy_account_transaction` object. Shape as the document shows it; which fields are required, and allowed values beyond those appearing in the document, are not shown, so no field is required and only the documented shapes are checked. Other members are allowed, not forbidden.","type":"object","properties":{"type":{"description":"Transaction type, the string `DEPLOY_ACCOUNT`.","type":"string","const":"DEPLOY_ACCOUNT"},"version":{"$ref":"#/components/schemas/StarknetHex","description":"Transaction version, hex string (e.g. \\"0x3\\")."},"signature":{"description":"Transaction signature, an array of decimal-number strings.","type":"array","items":{"$ref":"#/components/schemas/DecimalString"}},"nonce":{"$ref":"#/components/schemas/StarknetHex","description":"Nonce, hex string."},"contract_address_salt":{"$ref":"#/components/schemas/StarknetHex","description":"Salt for the address of the deployed contract, hex string."},"class_hash":{"$ref":"#/components/schemas/StarknetHex","description":"Hash of the class of the account contract to deploy, hex string."},"constructor_calldata":{"description":"Constructor arguments, an array of hex strings.","type":"array","items":{"$ref":"#/components/schemas/StarknetHex"}},"resource_bounds":{"$ref":"#/components/schemas/ResourceBounds","description":"Object with `l1_gas` and `l2_gas`, hex strings."},"tip":{"$ref":"#/components/schemas/StarknetHex","description":"Tip, hex string."},"paymaster_data":{"description":"Paymaster data, an array (may be empty). The type of its items is not shown.","type":"array"},"nonce_data_availability_mode":{"$ref":"#/components/schemas/DataAvailabilityMode","description":"Data availability mode of the nonce (string; `L1` appears)."},"fee_data_availability_mode":{"$ref":"#/components/schemas/DataAvailabilityMode","description":"Data availability mode of the fee (string; `L1` appears)."}}},"DeployAccountTransactionResult":{"title":"Deploy account transaction result","description":"Result of `starknet_addDeployAccountTransaction`.","type":"object","required":["transaction_hash","contract_address"],"properties":{"transaction_hash":{"$ref":"#/components/schemas/StarknetHex","description":"Hash of the deploy account transaction."},"contract_address":{"$ref":"#/components/schemas/StarknetHex","description":"Address of the new contract."}}}},"errors":{"ParseError":{"code":-32700,"message":"Parse error"},"InvalidRequest":{"code":-32600,"message":"Invalid Request"},"MethodNotFound":{"code":-32601,"message":"Method not found"},"InvalidParams":{"code":-32602,"message":"Invalid params"},"InternalError":{"code":-32603,"message":"Internal error"},"LogsResultLimitExceeded":{"code":-32005,"message":"query returned more than 10000 results"},"LogsQueryTimeout":{"code":-32005,"message":"query timeout exceeded"},"ExecutionReverted":{"code":3,"message":"execution reverted: <revert_reason>","x-message-fields":{"revert_reason":"reason"},"data":"0x<hex ABI-encoded revert payload>"}}},"x-extensions":[{"openrpcExtension":"0.0.0-development","name":"x-credits","version":"1.0.0","summary":"Credit cost per call.","description":"Fixed number of credits one call of the method takes from the caller\'s daily balance, or the string \\"not shown\\" where the interface document does not show the cost (starknet_addDeployAccountTransaction). Size of the daily balance, reset time and behaviour when credits run out are not shown (see info.x-not-shown).","restricted":["methodObject"],"schema":{"oneOf":[{"type":"integer","minimum":0},{"const":"not shown"}]}},{"openrpcExtension":"0.0.0-development","name":"x-family","version":"1.0.0","summary":"Method family.","description":"Family the method belongs to: `evm` (EVM-style, prefixed eth_), `slot-commitment` (slot/commitment-style, no prefix) or `starknet` (Starknet-style, prefixed starknet_).","restricted":["methodObject"],"schema":{"type":"string","enum":["evm","slot-commitment","starknet"]}},{"openrpcExtension":"0.0.0-development","name":"x-message-fields","version":"1.0.0","summary":"Property names for the placeholders of an error message.","description":"Maps each `<placeholder>` of the error\'s message template to the name of the property that holds its text on the generated error class (for example `revert_reason` to `reason`). Placeholders it does not name keep a name derived from the placeholder.","restricted":["errorObject"],"schema":{"type":"object","minProperties":1,"additionalProperties":{"description":"A JavaScript identifier.","type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}},{"openrpcExtension":"0.0.0-development","name":"x-transports","version":"1.0.0","summary":"Transports the method is documented over.","description":"Transports over which the interface document documents the method: `http` (POST to the HTTP server) and/or `websocket` (a JSON-RPC request text sent on the WebSocket connection gives the same result as over HTTP). EVM-family methods are documented over both; WebSocket use of the slot/commitment-style and Starknet-style methods is not shown, so they list `http` only.","restricted":["methodObject"],"schema":{"type":"array","minItems":1,"items":{"type":"string","enum":["http","websocket"]}}},{"openrpcExtension":"0.0.0-development","name":"x-limits","version":"1.0.0","summary":"Documented per-method limits.","description":"Limits the document states for the method. `maxParams`: maximum number of parameters in a single request (eth_getLogs: 5,000). `maxResults`: maximum number of results per query (eth_getLogs: 10,000; exceeding it returns error -32005 \\"query returned more than 10000 results\\"). `timeoutSeconds`: maximum query duration in seconds (eth_getLogs: 10; exceeding it returns error -32005 \\"query timeout exceeded\\"). `gasCap`: the request field named `field` is capped at `blockGasLimitMultiple` times the current block gas limit (eth_call and eth_estimateGas: `gas` capped at 10 times, i.e. 1000%). Request-rate limits are not shown.","restricted":["methodObject"],"schema":{"type":"object","additionalProperties":false,"properties":{"maxParams":{"description":"Maximum number of parameters in a single request.","type":"integer","minimum":1},"maxResults":{"description":"Maximum number of results per query.","type":"integer","minimum":1},"timeoutSeconds":{"description":"Maximum query duration, in seconds.","type":"number","minimum":0},"gasCap":{"description":"Cap on a gas field of the request, as a multiple of the current block gas limit.","type":"object","additionalProperties":false,"required":["field","blockGasLimitMultiple"],"properties":{"field":{"description":"Name of the capped request field.","type":"string","minLength":1},"blockGasLimitMultiple":{"description":"The field is capped at this multiple of the current block gas limit.","type":"number","minimum":0}}}}}},{"openrpcExtension":"0.0.0-development","name":"x-failover","version":"1.0.0","summary":"Failover to a partner provider.","description":"The method can be forwarded to a partner provider during a service outage. Available for some plans only; `plans` names each plan and how a caller gets access to it.","restricted":["methodObject"],"schema":{"type":"object","required":["description","plans"],"properties":{"description":{"description":"What the failover does.","type":"string","minLength":1},"plans":{"description":"Plans with failover and how to obtain them.","type":"array","items":{"type":"object","required":["name","access"],"properties":{"name":{"description":"Plan name.","type":"string","minLength":1},"access":{"description":"How the plan is obtained.","type":"string","minLength":1}}}}}}},{"openrpcExtension":"0.0.0-development","name":"x-deterministic","version":"1.0.0","summary":"Whether an example\'s result is the same on every live endpoint.","description":"true when the example\'s result is what any conforming endpoint answers for its params at any time (a fixed block by hash, a pure computation), so a conformance run (`rpcforge test`) compares the answer value for value; otherwise only the result\'s shape is checked, as a live node\'s latest block or a balance legitimately differs. On a method it marks all its examples; an example\'s own value overrides its method\'s.","restricted":["methodObject","examplePairingObject"],"schema":{"type":"boolean"}},{"openrpcExtension":"0.0.0-development","name":"x-error-conditions","version":"1.0.0","summary":"When each of the method\'s errors happens.","description":"One entry per error the method lists, saying when the method returns it (Markdown), shown in the reference page\'s \\"When\\" column. An OpenRPC 1.4 error object has no description and no x- members, and one named error can mean different things on different methods, so the text sits on the method. `code` names the error; `message` is needed only where the method lists several errors with that code (eth_getLogs\' two -32005 errors). Each entry must name an error the method lists, each error at most once.","restricted":["methodObject"],"schema":{"type":"array","minItems":1,"maxItems":64,"items":{"type":"object","additionalProperties":false,"required":["code","when"],"properties":{"code":{"description":"The error\'s code, as the method\'s errors list it.","type":"integer"},"message":{"description":"The error\'s message, exactly; needed when the method lists several errors with this code.","type":"string","minLength":1},"when":{"description":"When the method returns the error, and how to recover where the document says (Markdown).","type":"string","minLength":1}}}}},{"openrpcExtension":"0.0.0-development","name":"x-subscription","version":"1.0.0","summary":"What a subscribe method sends back over the WebSocket.","description":"Marks a subscribe method: its answer is a subscription id, and the server then sends notifications (JSON-RPC requests without an id) until the unsubscribe method is called or the socket closes. `notification` names the notifications\' method (`eth_subscription`); its params are an object holding the id under `subscriptionParam` (default `subscription`) and the value under `resultParam` (default `result`). `unsubscribe` names the method that ends one, taking the id. Each of `kinds` is one subscription a client can open. `value`, when given, is sent as the method\'s first param to choose the kind, and the kind\'s `params` follow it; without `value` there is one kind and it takes the method\'s own params. `result` describes each notification\'s value. `identity` lists JSON pointers into it that identify a notification, so a client that subscribes again after a reconnect delivers none twice (a block\'s `/hash`; a log\'s `/blockHash` and `/logIndex`). `credits` is charged per notification sent. A decision of this document: OpenRPC 1.4 cannot describe messages a server sends on its own.","restricted":["methodObject"],"schema":{"type":"object","additionalProperties":false,"required":["notification","unsubscribe","kinds"],"properties":{"notification":{"description":"Method name of the notifications the server sends.","type":"string","minLength":1},"subscriptionParam":{"description":"Name of the notification param holding the subscription id (default `subscription`).","type":"string","minLength":1},"resultParam":{"description":"Name of the notification param holding the value (default `result`).","type":"string","minLength":1},"unsubscribe":{"description":"Name of the method, in this document, that ends a subscription given its id.","type":"string","minLength":1},"kinds":{"description":"The subscriptions the method opens, at most 64.","type":"array","minItems":1,"maxItems":64,"items":{"type":"object","additionalProperties":false,"required":["name","result"],"properties":{"name":{"description":"Name of the kind in generated code (`client.subscribe.newHeads`), a JavaScript identifier.","type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"},"value":{"description":"Value sent as the method\'s first param to choose this kind.","type":"string","minLength":1},"summary":{"type":"string","minLength":1},"description":{"type":"string","minLength":1},"params":{"description":"Content descriptors of the params that follow `value`.","type":"array","maxItems":16,"items":{"type":"object","required":["name","schema"],"properties":{"name":{"type":"string","minLength":1},"summary":{"type":"string","minLength":1},"description":{"type":"string","minLength":1},"required":{"type":"boolean"},"schema":{"type":["object","boolean"]}}}},"result":{"description":"Content descriptor of each notification\'s value.","type":"object","required":["name","schema"],"properties":{"name":{"type":"string","minLength":1},"summary":{"type":"string","minLength":1},"description":{"type":"string","minLength":1},"required":{"type":"boolean"},"schema":{"type":["object","boolean"]}}},"identity":{"description":"JSON pointers into the value that together identify a notification.","type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"items":{"type":"string","pattern":"^(/[^/]+)*$"}},"credits":{"description":"Credits charged per notification sent.","type":"integer","minimum":0}}}}}}},{"openrpcExtension":"0.0.0-development","name":"x-decision","version":"1.0.0","summary":"Decision taken where the interface document is ambiguous.","description":"A decision the spec authors took where the interface document is ambiguous or silent, and its reason. Decisions about schemas are recorded in the schemas\' `description` instead.","restricted":["methodObject","contentDescriptorObject"],"schema":{"type":"string","minLength":1}},{"openrpcExtension":"0.0.0-development","name":"x-not-shown","version":"1.0.0","summary":"Everything the interface document marks \\"not shown\\".","description":"Every item the interface document explicitly marks as not shown, in one place. Nothing in this list is specified elsewhere in this document; consumers must not assume any behaviour for these topics.","restricted":["infoObject"],"schema":{"type":"array","items":{"type":"object","required":["topic","text"],"properties":{"topic":{"description":"Short identifier of the topic.","type":"string","minLength":1},"text":{"description":"What is not shown, in the document\'s words.","type":"string","minLength":1},"decision":{"description":"What the generated server does about it, and why.","type":"string","minLength":1},"source":{"description":"Public documentation the decision follows (URL), where there is one.","type":"string","minLength":1}}}}},{"openrpcExtension":"0.0.0-development","name":"x-versioning","version":"1.0.0","summary":"How the API version is carried.","description":"`pathSegment`: the version segment carried by the request path on both HTTP and WebSocket addresses. `responseVersionField`: the response field naming the version used for the query, reported by the method families in `responseVersionFamilies`. `policy`: the policy for introducing or retiring versions (\\"not shown\\" in the document).","restricted":["infoObject"],"schema":{"type":"object","required":["pathSegment"],"properties":{"pathSegment":{"type":"string","minLength":1},"responseVersionField":{"type":"string","minLength":1},"responseVersionFamilies":{"type":"array","items":{"type":"string","minLength":1}},"policy":{"type":"string","minLength":1}}}},{"openrpcExtension":"0.0.0-development","name":"x-transport","version":"1.0.0","summary":"Transport of a server.","description":"Transport used to reach the server: `http` (with `httpMethod` POST and `contentType` application/json) or `websocket` (JSON-RPC request texts sent on the connection).","restricted":["serverObject"],"schema":{"type":"object","required":["protocol"],"properties":{"protocol":{"type":"string","enum":["http","websocket"]},"httpMethod":{"type":"string","minLength":1},"contentType":{"type":"string","minLength":1}}}},{"openrpcExtension":"0.0.0-development","name":"x-auth","version":"1.0.0","summary":"How the API key is sent.","description":"The API key travels in the request path (after /v3/ for HTTP, /ws/v3/ for WebSocket), in the server variable named `variable`; no header, token exchange or signature is used. The key is obtained from a developer dashboard. Behaviour for a missing or invalid key and per-key permissions are not shown.","restricted":["serverObject"],"schema":{"type":"object","required":["in","variable"],"properties":{"in":{"const":"path"},"variable":{"type":"string","minLength":1},"header":{"const":"none"}}}},{"openrpcExtension":"0.0.0-development","name":"x-idempotent","version":"1.0.0","summary":"Whether a call may safely be sent again.","description":"true when calling the method twice has the same effect as calling it once, so a client may retry it after a transport failure (every read method of the gateway: blocks, transactions, receipts, logs, storage, proofs, calls, estimates and the slot/commitment queries); false when it submits something (starknet_addDeployAccountTransaction submits a transaction and must not be retried blindly). A decision of this document: the interface document describes what each method does but not retry safety.","restricted":["methodObject"],"schema":{"type":"boolean"}},{"openrpcExtension":"0.0.0-development","name":"x-cache","version":"1.0.0","summary":"When an answer cannot change, so a gateway may cache it.","description":"`when: found`: a result that is not null never changes for the same params (a lookup by block hash), so it may be kept. `when: finalized`: the result may be kept only when every block the call names (`blocks`: a param\'s name, or `param.field` for a field of an object param; each must be present and a block number, or `earliest`, at or below the finalized block) and the block the result names (`resultBlock`: a property of the result holding a block number; a null there means not yet in a block) are final. A `latest`, `pending`, `safe` or `finalized` tag, a block hash, a null result and an error are never cached; a method without `x-cache` (every write, every answer about the current state) is never cached. A decision of this document: the interface document does not say which answers may be served from a cache.","restricted":["methodObject"],"schema":{"type":"object","additionalProperties":false,"required":["when"],"properties":{"when":{"description":"`found`: any result but null; `finalized`: only at or below the finalized block.","type":"string","enum":["found","finalized"]},"blocks":{"description":"The params (or `param.field`) holding the block numbers the call names, each once, at most 8.","type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*(\\\\.[A-Za-z_$][A-Za-z0-9_$]*)?$"}},"resultBlock":{"description":"The property of the result holding the number of the block it is in.","type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}}]}';
const openrpcDocumentEtag = '"9e8a33037ed93724c9d1bdc99c92b347"';
const discoverDefined = false;
const docsPage = `<!doctype html>
<!-- Generated by rpcforge from openrpc.yaml (Blockchain Node JSON-RPC Gateway 3.2.0, spec sha256 17738dc74ca9b7ba). Do not edit: change the spec and regenerate. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; script-src &#39;sha256-cuYU2JvlTTcaFyR3K+3A3mumlGB1ObzFBdvKPgr7jfk=&#39;; style-src &#39;sha256-2wvznbNE+KoPdJ8GpRTKLwUgda6lpqf3wAfqeCD+A0M=&#39;; connect-src &#39;self&#39;; base-uri &#39;none&#39;; form-action &#39;none&#39;">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>Blockchain Node JSON-RPC Gateway 3.2.0: API reference</title>
<style>:root{--bg:#fff;--fg:#1b1b1b;--muted:#4d4d4d;--link:#0b57d0;--line:#d0d0d0;--code:#f3f4f6;--nav:#f7f7f8;--badge:#e8eefc;--badge-fg:#173a7a;--warn:#fdecea;--warn-fg:#8a1c12;--focus:#c2410c;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#121316;--fg:#e7e7e9;--muted:#b4b4ba;--link:#8ab4f8;--line:#3a3b40;--code:#1d1f24;--nav:#17181c;--badge:#1f2b45;--badge-fg:#c6d7ff;--warn:#3d1b19;--warn-fg:#ffc4bd;--focus:#fdba74}}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{scroll-padding-top:1rem}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
main:focus{outline:none}
code,pre{font:0.9em/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
code{background:var(--code);padding:0 .25em;border-radius:3px;overflow-wrap:anywhere}
pre{background:var(--code);padding:.6em .8em;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere;margin:.3em 0}
pre code{background:none;padding:0}
.skip{position:absolute;left:-10000px;top:0}
.skip:focus{left:1rem;top:1rem;z-index:10;background:var(--bg);padding:.5em 1em}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.layout{display:grid;grid-template-columns:minmax(14rem,19rem) minmax(0,1fr)}
nav{position:sticky;top:0;height:100vh;overflow-y:auto;background:var(--nav);border-right:1px solid var(--line);padding:1rem}
nav ul{list-style:none;margin:0 0 1rem;padding:0}
nav li{margin:.1em 0;overflow-wrap:anywhere}
nav li a{text-decoration:none}
nav li a:hover{text-decoration:underline}
.brand{font-weight:600;margin-top:0;overflow-wrap:anywhere}
.family-name{font-weight:600;margin:.8em 0 .2em}
.search label{display:block;font-weight:600}
.search input{width:100%;font:inherit;padding:.35em .5em;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--fg)}
.small{font-size:.85em;margin:.3em 0}
main{padding:1rem 2rem 4rem;max-width:72rem;min-width:0}
h1{margin-top:.3em}
h1 .version{font-weight:400;color:var(--muted)}
h2{border-bottom:2px solid var(--line);padding-bottom:.2em;margin-top:2.5em}
h3{margin-top:2em}
h4{font-size:1.2em;margin:0 0 .4em}
h5{font-size:1em;margin:1.2em 0 .3em}
h6{font-size:.95em;margin:.8em 0 .3em}
.method,.schema{border-top:1px solid var(--line);padding-top:1.2em;margin-top:1.5em}
.muted{color:var(--muted)}
.summary{font-size:1.05em}
.badge{display:inline-block;font-size:.75em;font-weight:600;background:var(--badge);color:var(--badge-fg);padding:0 .45em;border-radius:999px;vertical-align:middle}
.badge.warn{background:var(--warn);color:var(--warn-fg)}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15em 1em;margin:.6em 0}
.facts dt{font-weight:600}
.facts dd{margin:0}
table{border-collapse:collapse;width:100%;margin:.4em 0;font-size:.95em}
th,td{border:1px solid var(--line);padding:.3em .5em;text-align:left;vertical-align:top;overflow-wrap:break-word}
th{white-space:nowrap}
td code{overflow-wrap:break-word}
td p:first-child{margin-top:0}
td p:last-child{margin-bottom:0}
.decision{border-left:4px solid var(--line);padding-left:.8em;margin:.6em 0}
.label{font-weight:600;margin:.4em 0 .1em}
.example{border:1px solid var(--line);border-radius:6px;padding:.4em .9em .8em;margin:.6em 0}
.example-problem{color:var(--warn-fg);font-size:.9em;overflow-wrap:anywhere}
.schema-example p{margin:.3em 0}
.pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:.8em}
.copyable{position:relative}
.copy{font:inherit;font-size:.85em;padding:.2em .8em;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--fg);cursor:pointer}
.copy:hover{background:var(--code)}
.offscreen{position:fixed;left:-10000px;top:0}
@media (max-width:50rem){.layout{display:block}nav{position:static;height:auto;border-right:0;border-bottom:1px solid var(--line)}main{padding:1rem}}
.wrap{display:inline-block;vertical-align:top;max-width:100%}
.w0{padding-left:2ch;text-indent:-2ch}.w1{padding-left:4ch;text-indent:-4ch}.w2{padding-left:6ch;text-indent:-6ch}.w3{padding-left:8ch;text-indent:-8ch}.w4{padding-left:10ch;text-indent:-10ch}.w5{padding-left:12ch;text-indent:-12ch}.w6{padding-left:14ch;text-indent:-14ch}.w7{padding-left:16ch;text-indent:-16ch}.w8{padding-left:18ch;text-indent:-18ch}.w9{padding-left:20ch;text-indent:-20ch}.w10{padding-left:22ch;text-indent:-22ch}.w11{padding-left:24ch;text-indent:-24ch}.w12{padding-left:26ch;text-indent:-26ch}.w13{padding-left:28ch;text-indent:-28ch}.w14{padding-left:30ch;text-indent:-30ch}.w15{padding-left:32ch;text-indent:-32ch}.w16{padding-left:34ch;text-indent:-34ch}.w17{padding-left:36ch;text-indent:-36ch}.w18{padding-left:38ch;text-indent:-38ch}.w19{padding-left:40ch;text-indent:-40ch}.w20{padding-left:42ch;text-indent:-42ch}
#try{border:1px solid var(--line);border-radius:6px;padding:0 1rem .6rem;margin-top:2rem}
#try h2{margin-top:.6em}
.try-settings{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.3em .8em;align-items:center}
.try-settings p{grid-column:2;margin:0 0 .4em}
.try-settings input,.field input,.field select,.field textarea{font:inherit;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;width:100%;padding:.3em .45em;border:1px solid var(--muted);border-radius:4px;background:var(--bg);color:var(--fg)}
.try,.try-sub{border:1px solid var(--line);border-radius:6px;padding:.3em .9em;margin:.8em 0}
.try summary,.try-sub summary{cursor:pointer;font-weight:600}
.try[open] summary,.try-sub[open] summary{margin-bottom:.4em}
.field{margin:.5em 0}
.field label{display:block;margin-bottom:.15em}
.field-error,.try-verdict.warn{color:var(--warn-fg);white-space:pre-wrap;overflow-wrap:anywhere;margin:.2em 0}
.try-verdict{white-space:pre-wrap;margin:.2em 0}
.send{font:inherit;font-weight:600;padding:.3em 1.2em;border:1px solid var(--link);border-radius:4px;background:var(--badge);color:var(--badge-fg);cursor:pointer}
.try-status{margin:.4em 0}
.try-notifications pre{max-height:20em;overflow:auto}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<div class="layout">
<nav id="index" aria-label="Methods">
<p class="brand"><a href="#overview">Blockchain Node JSON-RPC Gateway</a> <span class="muted">3.2.0</span></p>
<div class="search">
<label for="search">Search methods</label>
<input id="search" type="search" autocomplete="off" spellcheck="false" aria-describedby="search-count search-hint">
<p id="search-hint" class="muted small">Press / to search, Enter to go to the first match.</p>
<p id="search-count" class="muted small" role="status" aria-live="polite">14 methods</p>
</div>
<div class="family">
<p class="family-name" id="family-1-index">evm</p>
<ul aria-labelledby="family-1-index">
<li data-search="eth_getstorageat returns the value from a storage position at a given address. evm"><a href="#method-eth_getStorageAt">eth_getStorageAt</a></li>
<li data-search="eth_getlogs returns an array of all logs matching a given filter object. evm"><a href="#method-eth_getLogs">eth_getLogs</a></li>
<li data-search="eth_estimategas generates and returns an estimate of how much gas is necessary for the transaction to complete. evm"><a href="#method-eth_estimateGas">eth_estimateGas</a></li>
<li data-search="eth_call executes a new message call immediately without creating a transaction on the blockchain. evm"><a href="#method-eth_call">eth_call</a></li>
<li data-search="eth_getunclebyblockhashandindex returns information about an uncle of a block by hash and uncle index position. evm"><a href="#method-eth_getUncleByBlockHashAndIndex">eth_getUncleByBlockHashAndIndex</a></li>
<li data-search="eth_gettransactionbyhash returns information about a transaction for a given hash. evm"><a href="#method-eth_getTransactionByHash">eth_getTransactionByHash</a></li>
<li data-search="eth_gettransactionbyblocknumberandindex returns information about a transaction by block number and transaction index position. evm"><a href="#method-eth_getTransactionByBlockNumberAndIndex">eth_getTransactionByBlockNumberAndIndex</a></li>
<li data-search="eth_getblockbynumber returns information about a block by block number. evm"><a href="#method-eth_getBlockByNumber">eth_getBlockByNumber</a></li>
<li data-search="eth_gettransactionreceipt returns the receipt of a transaction by transaction hash. evm"><a href="#method-eth_getTransactionReceipt">eth_getTransactionReceipt</a></li>
<li data-search="eth_getproof returns the account and storage values, including the merkle proof, of the specified account. evm"><a href="#method-eth_getProof">eth_getProof</a></li>
</ul>
</div>
<div class="family">
<p class="family-name" id="family-2-index">slot-commitment</p>
<ul aria-labelledby="family-2-index">
<li data-search="gettokenaccountsbydelegate returns all spl token accounts by approved delegate. slot-commitment"><a href="#method-getTokenAccountsByDelegate">getTokenAccountsByDelegate</a></li>
<li data-search="getvoteaccounts returns the account info and associated stake for all the voting accounts in the current bank. slot-commitment"><a href="#method-getVoteAccounts">getVoteAccounts</a></li>
<li data-search="getfeeformessage returns the fee the network will charge for a particular message. slot-commitment"><a href="#method-getFeeForMessage">getFeeForMessage</a></li>
</ul>
</div>
<div class="family">
<p class="family-name" id="family-3-index">starknet</p>
<ul aria-labelledby="family-3-index">
<li data-search="starknet_adddeployaccounttransaction submits a new deploy account transaction. starknet"><a href="#method-starknet_addDeployAccountTransaction">starknet_addDeployAccountTransaction</a></li>
</ul>
</div>
<ul class="sections" aria-label="Sections">
<li><a href="#servers">Servers</a></li>
<li><a href="#methods">Methods</a></li>
<li><a href="#subscriptions">Subscriptions</a></li>
<li><a href="#schemas">Schemas</a></li>
<li><a href="#errors">Errors</a></li>
<li><a href="#not-shown">Not shown</a></li>
<li><a href="#decisions">Decisions</a></li>
</ul>
</nav>
<main id="main" tabindex="-1">
<header id="overview">
<h1>Blockchain Node JSON-RPC Gateway <span class="version">3.2.0</span></h1>
<p>Access to blockchain networks through JSON-RPC 2.0 methods. A caller sends a JSON request
naming a method and its parameters and receives a JSON response. Three method families are
exposed: EVM-style methods prefixed <code>eth_</code> (blocks, transactions, receipts, logs, storage,
proofs, calls and gas estimates); slot/commitment-style methods with no prefix
(<code>getTokenAccountsByDelegate</code>, <code>getVoteAccounts</code>, <code>getFeeForMessage</code>); and a Starknet-style
method prefixed <code>starknet_</code> (<code>starknet_addDeployAccountTransaction</code>).</p>
<p>Envelope: the request body is a JSON object with <code>jsonrpc</code> (&quot;2.0&quot;), <code>method</code>, <code>params</code> (an
array for every method except <code>starknet_addDeployAccountTransaction</code>, which takes an object
keyed by parameter name; <code>params</code> may be omitted for <code>getVoteAccounts</code>) and <code>id</code> (a number
echoed in the response). A success response carries <code>jsonrpc</code>, <code>id</code> and <code>result</code>; a failure
response carries <code>jsonrpc</code>, <code>id</code> and <code>error</code> (<code>code</code> integer, <code>message</code> string and, for
reverts, <code>data</code> hex string).</p>
<p>Numbers in the EVM family are <code>0x</code>-prefixed hex strings; hashes are 32-byte and addresses
20-byte <code>0x</code> hex strings (lower-case in this document, except that addresses may be
written in either case, as checksummed EIP-55 addresses are). Null-able fields are null when the
block or item is pending.</p>
<p>Authentication: the API key (from the developer dashboard) is embedded in the request path
after <code>/v3/</code> (HTTP) or <code>/ws/v3/</code> (WebSocket); no header, token exchange or signature is used.
The network is selected by the base address.</p>
<p>Limits: every method costs a fixed number of credits (x-credits on each method) taken from a
daily balance. Method-specific limits are in x-limits.</p>
<p>Everything the interface document marks &quot;not shown&quot; is listed in <code>x-not-shown</code> and nowhere
else specified.</p>
<p class="muted">14 methods, 62 named schemas. Generated by rpcforge from the API's OpenRPC document (<code>openrpc.json</code>; the examples' client calls use <code>createClient</code> from <code>blockchain-node-json-rpc-gateway</code>).</p>
<dl class="facts">
<dt>Versioning: pathSegment</dt><dd>v3</dd>
<dt>Versioning: responseVersionField</dt><dd>context.apiVersion</dd>
<dt>Versioning: responseVersionFamilies</dt><dd>slot-commitment</dd>
<dt>Versioning: policy</dt><dd>not shown</dd>
</dl>
</header>
<section id="servers" aria-labelledby="servers-title">
<h2 id="servers-title">Servers</h2>
<div class="server">
<p><code class="url">https://{host}/v3/{apiKey}</code> <span class="muted">HTTP</span> <span class="badge">HTTP</span></p>
<p>POST {base_url}/v3/&lt;API_KEY&gt; with header <code>Content-Type: application/json</code>. The document writes the base address as {base_url} and does not show the networks or their addresses; because an OpenRPC server URL must be an absolute URI with a scheme, the base address is written as <code>https://{host}</code> (decision: HTTPS scheme, host as a variable whose default is a placeholder in the reserved .invalid domain).</p>
<p class="auth">The API key travels in the URL path, as {apiKey}; no header carries it.</p>
<table>
<thead><tr><th scope="col">Variable</th><th scope="col">Default</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><td><code>host</code></td><td><code>network-host.invalid</code></td><td>Host of the network's base address. The document writes the base address as {base_url}/{ws_base_url} and does not show the networks or their addresses.</td></tr>
<tr><td><code>apiKey</code> <span class="badge">API key</span></td><td><code>YOUR_API_KEY</code></td><td>The API key, obtained from the developer dashboard, embedded in the path after /v3/.</td></tr>
</tbody>
</table>
</div>
<div class="server">
<p><code class="url">wss://{host}/ws/v3/{apiKey}</code> <span class="muted">WebSocket</span> <span class="badge">WebSocket</span></p>
<p>{ws_base_url}/ws/v3/&lt;API_KEY&gt;; a JSON-RPC request text sent on the connection gives the same result as over HTTP (documented for the EVM-family methods; WebSocket use of the other families is not shown). Because an OpenRPC server URL must be an absolute URI with a scheme, the base address is written as <code>wss://{host}</code> (decision: secure WebSocket scheme, host as a variable whose default is a placeholder in the reserved .invalid domain).</p>
<p class="auth">The API key travels in the URL path, as {apiKey}; no header carries it.</p>
<table>
<thead><tr><th scope="col">Variable</th><th scope="col">Default</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><td><code>host</code></td><td><code>network-host.invalid</code></td><td>Host of the network's WebSocket base address. The document writes the base address as {base_url}/{ws_base_url} and does not show the networks or their addresses.</td></tr>
<tr><td><code>apiKey</code> <span class="badge">API key</span></td><td><code>YOUR_API_KEY</code></td><td>The API key, obtained from the developer dashboard, embedded in the path after /ws/v3/.</td></tr>
</tbody>
</table>
</div>
</section>
<section id="try" aria-labelledby="try-title" data-key-variable="apiKey" data-ws-url="wss://network-host.invalid/ws/v3/{apiKey}" hidden>
<h2 id="try-title">Try it</h2>
<p id="try-note"></p>
<div class="try-settings">
<label for="try-url">Server URL</label>
<input id="try-url" type="text" inputmode="url" autocomplete="off" spellcheck="false" value="https://network-host.invalid/v3/{apiKey}" aria-describedby="try-url-hint">
<p id="try-url-hint" class="muted small"><code>{apiKey}</code> stands for the key; the curl lines follow this URL.</p>
<label for="try-key">API key</label>
<input id="try-key" type="password" autocomplete="off" spellcheck="false" aria-describedby="try-key-hint">
<p id="try-key-hint" class="muted small">Kept in this page's memory only: never in its address, in storage or in a cookie; the curl lines write it <code>"$API_KEY"</code>.</p>
</div>
<p class="muted small">Each method has a form under <em>Try it</em>: fields from its params, checked as you type with the package's validators; Enter sends (Ctrl+Enter in a JSON field), and the answer is checked against the result's schema.</p>
</section>
<section id="methods" aria-labelledby="methods-title">
<h2 id="methods-title">Methods</h2>
<section class="family-section" aria-labelledby="family-1">
<h3 id="family-1">evm</h3>
<article class="method" id="method-eth_getStorageAt" aria-labelledby="method-eth_getStorageAt-title">
<h4 id="method-eth_getStorageAt-title"><code>eth_getStorageAt</code></h4>
<p class="summary">Returns the value from a storage position at a given address.</p>
<p>Returns the value stored at a storage position of an address, at a given block.</p>
<p>Storage position of a variable: a plain variable sits at its declared slot number (hex, e.g.
&quot;0x0&quot;). A mapping element sits at the keccak hash of the key left-padded to 32 bytes
concatenated with the mapping slot number left-padded to 32 bytes.</p>
<p>Result: hex string, the value at the position.</p>
<p>Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>80 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when block at or below the finalized block; never a block tag or a null result</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>address</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td><p>20-byte address of the storage.</p></td></tr>
<tr><td>2</td><td><code>position</code></td><td>required</td><td><code class="type"><a href="#schema-StorageSlot">StorageSlot</a></code></td><td><p>Storage position (hex): the declared slot number of a plain variable, or, for a mapping element, keccak256(key left-padded to 32 bytes ++ mapping slot left-padded to 32 bytes).</p></td></tr>
<tr><td>3</td><td><code>block</code></td><td>required</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td><p>Block parameter, a hex block number or one of <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code>, <code>finalized</code>.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>value</code>: <code class="type"><a href="#schema-Bytes">Bytes</a></code></p>
<p>The value at this storage position (hex string; real nodes return the 32-byte word).</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-1" role="group" aria-label="Try eth_getStorageAt" data-method="eth_getStorageAt" data-structure="by-position" data-call="await client.eth_getStorageAt(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-1-p1"><code>address</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-1-p1" type="text" data-param="address" data-kind="string" value="0x295a70b2de5e3953354a6a8344e616ed314d7251" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-1-p1-error">
<p id="try-1-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-1-p2"><code>position</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-1-p2" type="text" data-param="position" data-kind="string" value="0x0" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-1-p2-error">
<p id="try-1-p2-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-1-p3"><code>block</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-1-p3" type="text" data-param="block" data-kind="string" value="0x65a8db" maxlength="1048576" autocomplete="off" spellcheck="false" list="try-1-p3-choices" aria-describedby="try-1-p3-error"><datalist id="try-1-p3-choices"><option value="latest"></option><option value="earliest"></option><option value="pending"></option><option value="safe"></option><option value="finalized"></option></datalist>
<p id="try-1-p3-error" class="field-error" hidden></p>
</div>

<p id="try-1-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-1-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-1-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-1-verdict" class="try-verdict"></p><pre id="try-1-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-1-curl"><code></code></pre><button type="button" class="copy" data-copy="try-1-curl" aria-label="Copy the curl command of the form of eth_getStorageAt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-1-call"><code></code></pre><button type="button" class="copy" data-copy="try-1-call" aria-label="Copy the client call of the form of eth_getStorageAt">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>plain-variable-slot-0 <span class="badge">matches its schemas</span></h6>
<p>Value of the variable declared at slot 0. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getstorageat" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getstorageat</a>), unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-1-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getStorageAt",
  "params": [
    "0x295a70b2de5e3953354a6a8344e616ed314d7251",
    "0x0",
    "0x65a8db"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-1-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
<span class="wrap w1">  "result": "0x00000000000000000000000000000000000000000000000000000000000004d2"</span>
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-1-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getStorageAt","params":["0x295a70b2de5e3953354a6a8344e616ed314d7251","0x0","0x65a8db"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-1-1-curl" aria-label="Copy the curl command of example plain-variable-slot-0 of eth_getStorageAt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-1-1-call"><code>await client.eth_getStorageAt("0x295a70b2de5e3953354a6a8344e616ed314d7251", "0x0", "0x65a8db");</code></pre><button type="button" class="copy" data-copy="ex-1-1-call" aria-label="Copy the client call of example plain-variable-slot-0 of eth_getStorageAt">Copy</button></div>
</div>
<div class="example">
<h6>mapping-element <span class="badge">matches its schemas</span></h6>
<p>Value of a mapping element; position = keccak256(key padded to 32 bytes ++ mapping slot padded to 32 bytes). From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getstorageat" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getstorageat</a>). Corrected: the page's first request/response pair uses the same params but shows a zero result; the pair from the mapping section (result ...162e) is used.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-1-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getStorageAt",
  "params": [
    "0x295a70b2de5e3953354a6a8344e616ed314d7251",
<span class="wrap w2">    "0x6661e9d6d8b923d5bbaab1b96e1dd51ff6ea2a93520fdc9eb75d059238b8c5e9",</span>
    "0x65a8db"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-1-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
<span class="wrap w1">  "result": "0x000000000000000000000000000000000000000000000000000000000000162e"</span>
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-1-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getStorageAt","params":["0x295a70b2de5e3953354a6a8344e616ed314d7251","0x6661e9d6d8b923d5bbaab1b96e1dd51ff6ea2a93520fdc9eb75d059238b8c5e9","0x65a8db"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-1-2-curl" aria-label="Copy the curl command of example mapping-element of eth_getStorageAt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-1-2-call"><code>await client.eth_getStorageAt("0x295a70b2de5e3953354a6a8344e616ed314d7251", "0x6661e9d6d8b923d5bbaab1b96e1dd51ff6ea2a93520fdc9eb75d059238b8c5e9", "0x65a8db");</code></pre><button type="button" class="copy" data-copy="ex-1-2-call" aria-label="Copy the client call of example mapping-element of eth_getStorageAt">Copy</button></div>
</div>
<div class="example">
<h6>latest-block <span class="badge">matches its schemas</span></h6>
<p>Slot written as a 32-byte value, block tag latest. From the go-ethereum recorded pair execution-apis/tests/eth_getStorageAt/get-storage.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-1-3-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getStorageAt",
  "params": [
    "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",
<span class="wrap w2">    "0x0000000000000000000000000000000000000000000000000000000000000000",</span>
    "latest"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-1-3-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
<span class="wrap w1">  "result": "0x0000000000000000000000000000000000000000000000000000000000000038"</span>
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-1-3-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getStorageAt","params":["0x7dcd17433742f4c0ca53122ab541d0ba67fc27df","0x0000000000000000000000000000000000000000000000000000000000000000","latest"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-1-3-curl" aria-label="Copy the curl command of example latest-block of eth_getStorageAt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-1-3-call"><code>await client.eth_getStorageAt("0x7dcd17433742f4c0ca53122ab541d0ba67fc27df", "0x0000000000000000000000000000000000000000000000000000000000000000", "latest");</code></pre><button type="button" class="copy" data-copy="ex-1-3-call" aria-label="Copy the client call of example latest-block of eth_getStorageAt">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getLogs" aria-labelledby="method-eth_getLogs-title">
<h4 id="method-eth_getLogs-title"><code>eth_getLogs</code></h4>
<p class="summary">Returns an array of all logs matching a given filter object.</p>
<p>Returns the logs matching the filter object. The result is an array of Log objects, an empty
array if none match. In a Log, <code>logIndex</code>, <code>transactionIndex</code>, <code>transactionHash</code>, <code>blockHash</code>
and <code>blockNumber</code> are null when the log is pending; <code>removed</code> is true when the log was removed
by a chain reorganization.</p>
<p>Filter: <code>fromBlock</code> and <code>toBlock</code> default to <code>latest</code>; when <code>blockHash</code> is present, <code>fromBlock</code>
and <code>toBlock</code> are not allowed.</p>
<p>Limits: at most 5,000 parameters in a single request; at most 10,000 results per query; the
query duration must not exceed 10 seconds. Exceeding the result limit returns error -32005
&quot;query returned more than 10000 results&quot;; exceeding the duration returns error -32005 &quot;query
timeout exceeded&quot; (neither carries data). Recovery: narrow the block range with <code>fromBlock</code>
and <code>toBlock</code>; for commonly used topics, restrict the query to one contract <code>address</code>.</p>
<p>Failover: the method can be forwarded to a partner provider during a service outage; this is
available for some plans only (a Growth plan by self-upgrade, or a Custom plan by contacting
sales).</p>
<p>Credits: 255 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>255 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Limits</dt><dd>at most 5000 parameters in one request; at most 10000 results; at most 10 s per query</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when filter.fromBlock, filter.toBlock at or below the finalized block; never a block tag or a null result</dd>
<dt>Failover</dt><dd>Can be forwarded to a partner provider during a service outage; available for some plans only. Plans: Growth (self-upgrade), Custom (contact sales)</dd>
</dl>
<div class="decision"><p class="label">Decision</p><p>Both documented errors share code -32005 and are listed separately, told apart by their message, although the OpenRPC text asks for unique error codes per method: the document defines them as two conditions with the same code.</p></div>
<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>filter</code></td><td>required</td><td><code class="type"><a href="#schema-Filter">Filter</a></code></td><td><p>The filter object (the single element of params).</p><p class="decision-inline"><span class="label">Decision:</span> Marked required: the document describes the filter object as the single element of params and gives no default for a missing filter.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>logs</code>: <code class="type"><a href="#schema-Log">Log</a>[]</code></p>
<p>Array of Log objects matching the filter; an empty array if none match.</p>

<h5>Errors</h5>
<table>
<thead><tr><th scope="col">Code</th><th scope="col">Message</th><th scope="col">When</th></tr></thead>
<tbody>
<tr><td><code>-32005</code></td><td>query returned more than 10000 results</td><td><p>The result set exceeds 10,000 entries. No <code>data</code> member. Recovery: narrow the block range with <code>fromBlock</code> and <code>toBlock</code>; for commonly used topics, restrict the query to one contract <code>address</code>.</p></td></tr>
<tr><td><code>-32005</code></td><td>query timeout exceeded</td><td><p>The query runs longer than the 10-second duration limit. No <code>data</code> member. Recovery: narrow the block range with <code>fromBlock</code> and <code>toBlock</code>; for commonly used topics, restrict the query to one contract <code>address</code>.</p></td></tr>
</tbody>
</table>
<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-2" role="group" aria-label="Try eth_getLogs" data-method="eth_getLogs" data-structure="by-position" data-call="await client.eth_getLogs(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-2-p1"><code>filter</code> required <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-2-p1" data-param="filter" data-kind="json" rows="6" maxlength="1048576" spellcheck="false" aria-describedby="try-2-p1-error">{
  "blockHash": "0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70",
  "topics": [
    "0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"
  ]
}</textarea>
<p id="try-2-p1-error" class="field-error" hidden></p>
</div>

<p id="try-2-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-2-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-2-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-2-verdict" class="try-verdict"></p><pre id="try-2-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-2-curl"><code></code></pre><button type="button" class="copy" data-copy="try-2-curl" aria-label="Copy the curl command of the form of eth_getLogs">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-2-call"><code></code></pre><button type="button" class="copy" data-copy="try-2-call" aria-label="Copy the client call of the form of eth_getLogs">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>by-block-hash-and-topic <span class="badge">matches its schemas</span></h6>
<p>Logs of one block matching one topic. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getlogs" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getlogs</a>), unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-2-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getLogs",
  "params": [
    {
<span class="wrap w3">      "blockHash": "0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70",</span>
      "topics": [
<span class="wrap w4">        "0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"</span>
      ]
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-2-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": [
    {
<span class="wrap w3">      "address": "0x1a94fce7ef36bc90959e206ba569a12afbc91ca1",</span>
<span class="wrap w3">      "blockHash": "0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70",</span>
      "blockNumber": "0x5c29fb",
<span class="wrap w3">      "data": "0x0000000000000000000000003e3310720058c51f0de456e273c626cdd35065700000000000000000000000000000000000000000000000000000000000003185000000000000000000000000000000000000000000000000000000000000318200000000000000000000000000000000000000000000000000000000005c2a23",</span>
      "logIndex": "0x1d",
      "removed": false,
      "topics": [
<span class="wrap w4">        "0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"</span>
      ],
<span class="wrap w3">      "transactionHash": "0x3dc91b98249fa9f2c5c37486a2427a3a7825be240c1c84961dfb3063d9c04d50",</span>
      "transactionIndex": "0x1d"
    },
    {
<span class="wrap w3">      "address": "0x06012c8cf97bead5deae237070f9587f8e7a266d",</span>
<span class="wrap w3">      "blockHash": "0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70",</span>
      "blockNumber": "0x5c29fb",
<span class="wrap w3">      "data": "0x00000000000000000000000077ea137625739598666ded665953d26b3d8e374400000000000000000000000000000000000000000000000000000000000749ff00000000000000000000000000000000000000000000000000000000000a749d00000000000000000000000000000000000000000000000000000000005c2a0f",</span>
      "logIndex": "0x57",
      "removed": false,
      "topics": [
<span class="wrap w4">        "0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"</span>
      ],
<span class="wrap w3">      "transactionHash": "0x788b1442414cb9c9a36dba2abe250763161a6f6395788a2e808f1b34e92beec1",</span>
      "transactionIndex": "0x54"
    }
  ]
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-2-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[{"blockHash":"0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70","topics":["0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"]}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-2-1-curl" aria-label="Copy the curl command of example by-block-hash-and-topic of eth_getLogs">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-2-1-call"><code>await client.eth_getLogs({
  "blockHash": "0x7c5a35e9cb3e8ae0e221ab470abae9d446c3a5626ce6689fc777dcffcab52c70",
  "topics": [
    "0x241ea03ca20251805084d27d4440371c34a0b85ff108f6bb5611248f73818b80"
  ]
});</code></pre><button type="button" class="copy" data-copy="ex-2-1-call" aria-label="Copy the client call of example by-block-hash-and-topic of eth_getLogs">Copy</button></div>
</div>
<div class="example">
<h6>by-address-and-block-range <span class="badge">matches its schemas</span></h6>
<p>Logs of one contract (address given as a list) across a block range. From the go-ethereum recorded pair execution-apis/tests/eth_getLogs/contract-addr.io; the extra blockTimestamp member real nodes send is kept (allowed).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-2-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getLogs",
  "params": [
    {
      "address": [
        "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df"
      ],
      "fromBlock": "0x1",
      "toBlock": "0x4"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-2-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": [
    {
<span class="wrap w3">      "address": "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",</span>
      "topics": [
<span class="wrap w4">        "0x00000000000000000000000000000000000000000000000000000000656d6974",</span>
<span class="wrap w4">        "0xf4da19d6c17928e683661a52829cf391d3dc26d581152b81ce595a1207944f09"</span>
      ],
<span class="wrap w3">      "data": "0x0000000000000000000000000000000000000000000000000000000000000000",</span>
      "blockNumber": "0x2",
<span class="wrap w3">      "transactionHash": "0x5bc704d4eb4ce7fe319705d2f888516961426a177f2799c9f934b5df7466dd33",</span>
      "transactionIndex": "0x2",
<span class="wrap w3">      "blockHash": "0xb4874cd66b2070da5d1905b5937e97c82d1891747739b3ebb0f7f6ffc9ad518a",</span>
      "blockTimestamp": "0x14",
      "logIndex": "0xa",
      "removed": false
    },
    {
<span class="wrap w3">      "address": "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",</span>
      "topics": [
<span class="wrap w4">        "0x00000000000000000000000000000000000000000000000000000000656d6974",</span>
<span class="wrap w4">        "0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"</span>
      ],
<span class="wrap w3">      "data": "0x0000000000000000000000000000000000000000000000000000000000000001",</span>
      "blockNumber": "0x4",
<span class="wrap w3">      "transactionHash": "0xd48ebacfb769b85602310e2e0cf322e19f8cce25ac69cfd52f2d8622e3bbc3c9",</span>
      "transactionIndex": "0x1",
<span class="wrap w3">      "blockHash": "0x98f797a6af91ea770ab3a99d89c17a3a46d14c76db6bb711b18156a3493d2c94",</span>
      "blockTimestamp": "0x28",
      "logIndex": "0x0",
      "removed": false
    }
  ]
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-2-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[{"address":["0x7dcd17433742f4c0ca53122ab541d0ba67fc27df"],"fromBlock":"0x1","toBlock":"0x4"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-2-2-curl" aria-label="Copy the curl command of example by-address-and-block-range of eth_getLogs">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-2-2-call"><code>await client.eth_getLogs({
  "address": [
    "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df"
  ],
  "fromBlock": "0x1",
  "toBlock": "0x4"
});</code></pre><button type="button" class="copy" data-copy="ex-2-2-call" aria-label="Copy the client call of example by-address-and-block-range of eth_getLogs">Copy</button></div>
</div>
<div class="example">
<h6>topic-wildcard-and-alternatives <span class="badge">matches its schemas</span></h6>
<p>A null topic matching any first topic, then an array of alternatives for the second. From the go-ethereum recorded pair execution-apis/tests/eth_getLogs/topic-null-wildcard.io, unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-2-3-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getLogs",
  "params": [
    {
      "fromBlock": "0x3",
      "toBlock": "0x6",
      "topics": [
        null,
        [
<span class="wrap w5">          "0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"</span>
        ]
      ]
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-2-3-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": [
    {
<span class="wrap w3">      "address": "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",</span>
      "topics": [
<span class="wrap w4">        "0x00000000000000000000000000000000000000000000000000000000656d6974",</span>
<span class="wrap w4">        "0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"</span>
      ],
<span class="wrap w3">      "data": "0x0000000000000000000000000000000000000000000000000000000000000001",</span>
      "blockNumber": "0x4",
<span class="wrap w3">      "transactionHash": "0xd48ebacfb769b85602310e2e0cf322e19f8cce25ac69cfd52f2d8622e3bbc3c9",</span>
      "transactionIndex": "0x1",
<span class="wrap w3">      "blockHash": "0x98f797a6af91ea770ab3a99d89c17a3a46d14c76db6bb711b18156a3493d2c94",</span>
      "blockTimestamp": "0x28",
      "logIndex": "0x0",
      "removed": false
    }
  ]
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-2-3-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[{"fromBlock":"0x3","toBlock":"0x6","topics":[null,["0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"]]}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-2-3-curl" aria-label="Copy the curl command of example topic-wildcard-and-alternatives of eth_getLogs">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-2-3-call"><code>await client.eth_getLogs({
  "fromBlock": "0x3",
  "toBlock": "0x6",
  "topics": [
    null,
    [
      "0x95b7276947f6331672b0c63eca28c1d39f25286d5e2793d6a487837ff1475ba0"
    ]
  ]
});</code></pre><button type="button" class="copy" data-copy="ex-2-3-call" aria-label="Copy the client call of example topic-wildcard-and-alternatives of eth_getLogs">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_estimateGas" aria-labelledby="method-eth_estimateGas-title">
<h4 id="method-eth_estimateGas-title"><code>eth_estimateGas</code></h4>
<p class="summary">Generates and returns an estimate of how much gas is necessary for the transaction to complete.</p>
<p>Returns a hex estimate of the gas the call object's execution needs. The transaction is not
added to the chain. The estimate may be well above the gas actually used by the transaction.</p>
<p>Gas: the <code>gas</code> value is capped at 10 times (1000%) the current block gas limit. When no gas
limit is given, the pending block gas limit is used as the upper bound, so the estimate may be
too low for executions that need more gas.</p>
<p>Revert: when the EVM executes a REVERT, an error response is returned with code 3, message
&quot;execution reverted: &lt;revert_reason&gt;&quot; (the reason pre-decoded to a string) and <code>data</code> the hex
ABI-encoded revert payload (e.g. an Error(string) payload starting 0x08c379a0).</p>
<p>Credits: 300 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>300 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Limits</dt><dd>gas at most 10 \xD7 the block gas limit</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when block at or below the finalized block; never a block tag or a null result</dd>
</dl>
<div class="decision"><p class="label">Decision</p><p>The revert error's <code>data</code> (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).</p></div>
<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>transaction</code></td><td>required</td><td><code class="type"><a href="#schema-CallObject">CallObject</a></code></td><td><p>Call object; <code>from</code> and <code>to</code> are optional (the interface document: &quot;<code>from</code> is optional, <code>to</code> is present&quot;).</p><p class="decision-inline"><span class="label">Decision:</span> <code>to</code> optional: the interface document marks it present, but every node estimates a contract creation sent without <code>to</code>, the official Ethereum execution-apis document (<a href="https://github.com/ethereum/execution-apis" rel="noopener noreferrer">https://github.com/ethereum/execution-apis</a>, vendored in test/reference/execution-apis) makes it optional, and viem, ethers and web3.js send every deployment's estimate so. Requiring it would refuse those estimates.</p></td></tr>
<tr><td>2</td><td><code>block</code></td><td>optional</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td><p>Block number or tag (hex block number, <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code>, <code>finalized</code>).</p><p class="decision-inline"><span class="label">Decision:</span> Optional (required false): the document lists this parameter as required, but its own reference request sends only the call object, and the official spec and real clients treat it as optional. Marking it required would reject the document's reference request.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>gasEstimate</code>: <code class="type"><a href="#schema-Quantity">Quantity</a></code></p>
<p>Hex estimate of the gas used; the transaction is not added to the chain.</p>

<h5>Errors</h5>
<table>
<thead><tr><th scope="col">Code</th><th scope="col">Message</th><th scope="col">When</th></tr></thead>
<tbody>
<tr><td><code>3</code></td><td>execution reverted: &lt;revert_reason&gt;<br><span class="muted">data: <code>"0x&lt;hex ABI-encoded revert payload&gt;"</code></span></td><td><p>The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; <code>data</code> is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting <code>0x08c379a0</code>, or a Panic(uint256) payload starting <code>0x4e487b71</code>).</p></td></tr>
</tbody>
</table>
<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-3" role="group" aria-label="Try eth_estimateGas" data-method="eth_estimateGas" data-structure="by-position" data-call="await client.eth_estimateGas(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-3-p1"><code>transaction</code> required <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-3-p1" data-param="transaction" data-kind="json" rows="5" maxlength="1048576" spellcheck="false" aria-describedby="try-3-p1-error">{
  "from": "0x9ce564c7d09f88e7d8233cdd3a4d7ac42abff3ac",
  "to": "0xd46e8dd67c5d32be8058bb8eb970870f07244567",
  "value": "0x9184e72a"
}</textarea>
<p id="try-3-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-3-p2"><code>block</code> optional <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-3-p2" type="text" data-param="block" data-kind="string" value="" maxlength="1048576" autocomplete="off" spellcheck="false" list="try-3-p2-choices" aria-describedby="try-3-p2-error"><datalist id="try-3-p2-choices"><option value="latest"></option><option value="earliest"></option><option value="pending"></option><option value="safe"></option><option value="finalized"></option></datalist>
<p id="try-3-p2-error" class="field-error" hidden></p>
</div>

<p id="try-3-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-3-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-3-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-3-verdict" class="try-verdict"></p><pre id="try-3-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-3-curl"><code></code></pre><button type="button" class="copy" data-copy="try-3-curl" aria-label="Copy the curl command of the form of eth_estimateGas">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-3-call"><code></code></pre><button type="button" class="copy" data-copy="try-3-call" aria-label="Copy the client call of the form of eth_estimateGas">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>value-transfer-call <span class="badge">matches its schemas</span></h6>
<p>Call object only, block parameter omitted (the document's reference request). From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_estimategas" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_estimategas</a>). Corrected: the mixed-case (checksummed) from address is lower-cased.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-3-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_estimateGas",
  "params": [
    {
      "from": "0x9ce564c7d09f88e7d8233cdd3a4d7ac42abff3ac",
      "to": "0xd46e8dd67c5d32be8058bb8eb970870f07244567",
      "value": "0x9184e72a"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-3-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": "0x5cec"
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-3-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_estimateGas","params":[{"from":"0x9ce564c7d09f88e7d8233cdd3a4d7ac42abff3ac","to":"0xd46e8dd67c5d32be8058bb8eb970870f07244567","value":"0x9184e72a"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-3-1-curl" aria-label="Copy the curl command of example value-transfer-call of eth_estimateGas">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-3-1-call"><code>await client.eth_estimateGas({
  "from": "0x9ce564c7d09f88e7d8233cdd3a4d7ac42abff3ac",
  "to": "0xd46e8dd67c5d32be8058bb8eb970870f07244567",
  "value": "0x9184e72a"
});</code></pre><button type="button" class="copy" data-copy="ex-3-1-call" aria-label="Copy the client call of example value-transfer-call of eth_estimateGas">Copy</button></div>
</div>
<div class="example">
<h6>simple-transfer <span class="badge">matches its schemas</span></h6>
<p>Simple transfer estimate. From the go-ethereum recorded pair execution-apis/tests/eth_estimateGas/estimate-simple-transfer.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-3-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_estimateGas",
  "params": [
    {
      "from": "0xaa00000000000000000000000000000000000000",
      "to": "0x0100000000000000000000000000000000000000"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-3-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": "0x5208"
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-3-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_estimateGas","params":[{"from":"0xaa00000000000000000000000000000000000000","to":"0x0100000000000000000000000000000000000000"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-3-2-curl" aria-label="Copy the curl command of example simple-transfer of eth_estimateGas">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-3-2-call"><code>await client.eth_estimateGas({
  "from": "0xaa00000000000000000000000000000000000000",
  "to": "0x0100000000000000000000000000000000000000"
});</code></pre><button type="button" class="copy" data-copy="ex-3-2-call" aria-label="Copy the client call of example simple-transfer of eth_estimateGas">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_call" aria-labelledby="method-eth_call-title">
<h4 id="method-eth_call-title"><code>eth_call</code></h4>
<p class="summary">Executes a new message call immediately without creating a transaction on the blockchain.</p>
<p>Executes the call object against the state at the given block and returns the hex return
value of the executed contract (&quot;0x&quot; when empty). No transaction is created on the chain.</p>
<p>Gas: the <code>gas</code> value is capped at 10 times (1000%) the current block gas limit. The method
itself consumes no gas, but some executions need it.</p>
<p>Revert: when the EVM executes a REVERT, an error response is returned with code 3, message
&quot;execution reverted: &lt;revert_reason&gt;&quot; (the reason pre-decoded to a string) and <code>data</code> the hex
ABI-encoded revert payload (e.g. an Error(string) payload starting 0x08c379a0, or a
Panic(uint256) payload starting 0x4e487b71).</p>
<p>State override: an optional third param sets the balance, nonce, code or storage of accounts
for this call only, as go-ethereum and anvil take it.</p>
<p>Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>80 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Limits</dt><dd>gas at most 10 \xD7 the block gas limit</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when block at or below the finalized block; never a block tag or a null result</dd>
</dl>
<div class="decision"><p class="label">Decision</p><p>The revert error's <code>data</code> (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).</p></div>
<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>transaction</code></td><td>required</td><td><code class="type"><a href="#schema-EthCallObject">EthCallObject</a></code></td><td><p>Call object; <code>from</code> and <code>to</code> are optional (the interface document: &quot;<code>from</code> and <code>to</code> are both required&quot;).</p><p class="decision-inline"><span class="label">Decision:</span> <code>from</code> and <code>to</code> optional: the interface document marks both required, but every node accepts a call without <code>from</code> (run from the zero address) and without <code>to</code> (a contract creation), the official Ethereum execution-apis document (<a href="https://github.com/ethereum/execution-apis" rel="noopener noreferrer">https://github.com/ethereum/execution-apis</a>, vendored in test/reference/execution-apis) makes both optional, and viem, ethers and web3.js send them so for every read without an account and every deployment. Requiring them would refuse those calls.</p></td></tr>
<tr><td>2</td><td><code>block</code></td><td>required</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td><p>Block parameter, a hex block number or one of <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code>, <code>finalized</code>.</p></td></tr>
<tr><td>3</td><td><code>stateOverride</code></td><td>optional</td><td><code class="type"><a href="#schema-StateOverride">StateOverride</a></code></td><td><p>Account state (balance, nonce, code, storage) to assume during the call, keyed by address; nothing is written to the chain. At most 64 accounts and 256 storage slots per account.</p><p class="decision-inline"><span class="label">Decision:</span> Added, optional: the interface document shows two params, but go-ethereum and anvil take this third one (<a href="https://geth.ethereum.org/docs/interacting-with-geth/rpc/ns-eth#eth-call" rel="noopener noreferrer">https://geth.ethereum.org/docs/interacting-with-geth/rpc/ns-eth#eth-call</a>) and viem sends it for <code>call({ stateOverride })</code>; without it such calls were refused as &quot;too many params&quot;. Same credits as any call.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>returnValue</code>: <code class="type"><a href="#schema-Bytes">Bytes</a></code></p>
<p>The return value of the executed contract (hex; &quot;0x&quot; when empty).</p>

<h5>Errors</h5>
<table>
<thead><tr><th scope="col">Code</th><th scope="col">Message</th><th scope="col">When</th></tr></thead>
<tbody>
<tr><td><code>3</code></td><td>execution reverted: &lt;revert_reason&gt;<br><span class="muted">data: <code>"0x&lt;hex ABI-encoded revert payload&gt;"</code></span></td><td><p>The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; <code>data</code> is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting <code>0x08c379a0</code>, or a Panic(uint256) payload starting <code>0x4e487b71</code>).</p></td></tr>
</tbody>
</table>
<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-4" role="group" aria-label="Try eth_call" data-method="eth_call" data-structure="by-position" data-call="await client.eth_call(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-4-p1"><code>transaction</code> required <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-4-p1" data-param="transaction" data-kind="json" rows="8" maxlength="1048576" spellcheck="false" aria-describedby="try-4-p1-error">{
  "from": "0xb60e8dd61c5d32be8058bb8eb970870f07233155",
  "to": "0xd46e8dd67c5d32be8058bb8eb970870f07244567",
  "gas": "0x76c0",
  "gasPrice": "0x9184e72a000",
  "value": "0x9184e72a",
  "data": "0xd46e8dd67c5d32be8d46e8dd67c5d32be8058bb8eb970870f072445675058bb8eb970870f072445675"
}</textarea>
<p id="try-4-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-4-p2"><code>block</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-4-p2" type="text" data-param="block" data-kind="string" value="latest" maxlength="1048576" autocomplete="off" spellcheck="false" list="try-4-p2-choices" aria-describedby="try-4-p2-error"><datalist id="try-4-p2-choices"><option value="latest"></option><option value="earliest"></option><option value="pending"></option><option value="safe"></option><option value="finalized"></option></datalist>
<p id="try-4-p2-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-4-p3"><code>stateOverride</code> optional <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-4-p3" data-param="stateOverride" data-kind="json" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-4-p3-error"></textarea>
<p id="try-4-p3-error" class="field-error" hidden></p>
</div>

<p id="try-4-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-4-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-4-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-4-verdict" class="try-verdict"></p><pre id="try-4-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-4-curl"><code></code></pre><button type="button" class="copy" data-copy="try-4-curl" aria-label="Copy the curl command of the form of eth_call">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-4-call"><code></code></pre><button type="button" class="copy" data-copy="try-4-call" aria-label="Copy the client call of the form of eth_call">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>call-with-data <span class="badge">matches its schemas</span></h6>
<p>Call with gas, gasPrice, value and ABI-encoded data at the latest block; empty return value. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_call" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_call</a>), unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-4-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_call",
  "params": [
    {
      "from": "0xb60e8dd61c5d32be8058bb8eb970870f07233155",
      "to": "0xd46e8dd67c5d32be8058bb8eb970870f07244567",
      "gas": "0x76c0",
      "gasPrice": "0x9184e72a000",
      "value": "0x9184e72a",
<span class="wrap w3">      "data": "0xd46e8dd67c5d32be8d46e8dd67c5d32be8058bb8eb970870f072445675058bb8eb970870f072445675"</span>
    },
    "latest"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-4-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": "0x"
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-4-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"from":"0xb60e8dd61c5d32be8058bb8eb970870f07233155","to":"0xd46e8dd67c5d32be8058bb8eb970870f07244567","gas":"0x76c0","gasPrice":"0x9184e72a000","value":"0x9184e72a","data":"0xd46e8dd67c5d32be8d46e8dd67c5d32be8058bb8eb970870f072445675058bb8eb970870f072445675"},"latest"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-4-1-curl" aria-label="Copy the curl command of example call-with-data of eth_call">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-4-1-call"><code>await client.eth_call({
  "from": "0xb60e8dd61c5d32be8058bb8eb970870f07233155",
  "to": "0xd46e8dd67c5d32be8058bb8eb970870f07244567",
  "gas": "0x76c0",
  "gasPrice": "0x9184e72a000",
  "value": "0x9184e72a",
  "data": "0xd46e8dd67c5d32be8d46e8dd67c5d32be8058bb8eb970870f072445675058bb8eb970870f072445675"
}, "latest");</code></pre><button type="button" class="copy" data-copy="ex-4-1-call" aria-label="Copy the client call of example call-with-data of eth_call">Copy</button></div>
</div>
<div class="example">
<h6>call-without-data <span class="badge">matches its schemas</span></h6>
<p>Call with only from and to. From the go-ethereum recorded pair execution-apis/tests/eth_call/call-callenv.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-4-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_call",
  "params": [
    {
      "from": "0x0000000000000000000000000000000000000000",
      "to": "0x9344b07175800259691961298ca11c824e65032d"
    },
    "latest"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-4-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
<span class="wrap w1">  "result": "0x0000000000000000000000000000000000000000000000000000000000000036000000000000000000000000000000000000000000000000000c72dd9d5e883e00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"</span>
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-4-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"from":"0x0000000000000000000000000000000000000000","to":"0x9344b07175800259691961298ca11c824e65032d"},"latest"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-4-2-curl" aria-label="Copy the curl command of example call-without-data of eth_call">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-4-2-call"><code>await client.eth_call({
  "from": "0x0000000000000000000000000000000000000000",
  "to": "0x9344b07175800259691961298ca11c824e65032d"
}, "latest");</code></pre><button type="button" class="copy" data-copy="ex-4-2-call" aria-label="Copy the client call of example call-without-data of eth_call">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getUncleByBlockHashAndIndex" aria-labelledby="method-eth_getUncleByBlockHashAndIndex-title">
<h4 id="method-eth_getUncleByBlockHashAndIndex-title"><code>eth_getUncleByBlockHashAndIndex</code></h4>
<p class="summary">Returns information about an uncle of a block by hash and uncle index position.</p>
<p>Returns the uncle at the given index of the block with the given hash, as a Block object, or
null when no uncle is found. The uncle block has no <code>transactions</code> field (the document lists
that field only for eth_getBlockByNumber). In the Block object, <code>number</code>, <code>hash</code>, <code>nonce</code> and
<code>logsBloom</code> are null when the block is pending; <code>totalDifficulty</code> may be null.</p>
<p>Credits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>150 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>a result but null, once found</dd>
</dl>
<div class="decision"><p class="label">Decision</p><p>The result uses UncleBlock (the Block fields without <code>transactions</code>): the document lists <code>transactions</code> &quot;only in eth_getBlockByNumber&quot;, and the gateway's example uncle response has no <code>transactions</code> member.</p></div>
<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>blockHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td><p>32-byte hash of the block.</p></td></tr>
<tr><td>2</td><td><code>index</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td><p>Position of the uncle in the block (hex).</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>block</code>: <code class="type"><a href="#schema-UncleBlock">UncleBlock</a> | null</code></p>
<p>The uncle Block object, or null when not found.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-5" role="group" aria-label="Try eth_getUncleByBlockHashAndIndex" data-method="eth_getUncleByBlockHashAndIndex" data-structure="by-position" data-call="await client.eth_getUncleByBlockHashAndIndex(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-5-p1"><code>blockHash</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-5-p1" type="text" data-param="blockHash" data-kind="string" value="0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-5-p1-error">
<p id="try-5-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-5-p2"><code>index</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-5-p2" type="text" data-param="index" data-kind="string" value="0x0" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-5-p2-error">
<p id="try-5-p2-error" class="field-error" hidden></p>
</div>

<p id="try-5-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-5-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-5-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-5-verdict" class="try-verdict"></p><pre id="try-5-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-5-curl"><code></code></pre><button type="button" class="copy" data-copy="try-5-curl" aria-label="Copy the curl command of the form of eth_getUncleByBlockHashAndIndex">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-5-call"><code></code></pre><button type="button" class="copy" data-copy="try-5-call" aria-label="Copy the client call of the form of eth_getUncleByBlockHashAndIndex">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>first-uncle <span class="badge">matches its schemas</span></h6>
<p>Uncle 0 of a block; the uncle has no transactions member and totalDifficulty is null. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getunclebyblockhashandindex" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getunclebyblockhashandindex</a>); logsBloom normalised to 512 zero hex digits (the docs source has a longer string of zeros).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-5-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getUncleByBlockHashAndIndex",
  "params": [
<span class="wrap w2">    "0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35",</span>
    "0x0"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-5-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "difficulty": "0x57f117f5c",
<span class="wrap w2">    "extraData": "0x476574682f76312e302e302f77696e646f77732f676f312e342e32",</span>
    "gasLimit": "0x1388",
    "gasUsed": "0x0",
<span class="wrap w2">    "hash": "0x932bdf904546a2287a2c9b2ede37925f698a7657484b172d4e5184f80bdd464d",</span>
<span class="wrap w2">    "logsBloom": "0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",</span>
    "miner": "0x5bf5e9cf9b456d6591073513de7fd69a9bef04bc",
<span class="wrap w2">    "mixHash": "0x4500aa4ee2b3044a155252e35273770edeb2ab6f8cb19ca8e732771484462169",</span>
    "nonce": "0x24732773618192ac",
    "number": "0x299",
<span class="wrap w2">    "parentHash": "0xa779859b1ee558258b7008bbabff272280136c5dd3eb3ea3bfa8f6ae03bf91e5",</span>
<span class="wrap w2">    "receiptsRoot": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",</span>
<span class="wrap w2">    "sha3Uncles": "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347",</span>
    "size": "0x21d",
<span class="wrap w2">    "stateRoot": "0x2604fbf5183f5360da249b51f1b9f1e0f315d2ff3ffa1a4143ff221ad9ca1fec",</span>
    "timestamp": "0x55ba4827",
    "totalDifficulty": null,
<span class="wrap w2">    "transactionsRoot": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",</span>
    "uncles": []
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-5-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getUncleByBlockHashAndIndex","params":["0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35","0x0"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-5-1-curl" aria-label="Copy the curl command of example first-uncle of eth_getUncleByBlockHashAndIndex">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-5-1-call"><code>await client.eth_getUncleByBlockHashAndIndex("0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35", "0x0");</code></pre><button type="button" class="copy" data-copy="ex-5-1-call" aria-label="Copy the client call of example first-uncle of eth_getUncleByBlockHashAndIndex">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getTransactionByHash" aria-labelledby="method-eth_getTransactionByHash-title">
<h4 id="method-eth_getTransactionByHash-title"><code>eth_getTransactionByHash</code></h4>
<p class="summary">Returns information about a transaction for a given hash.</p>
<p>Returns the Transaction object with the given hash, or null when no transaction is found.
<code>blockHash</code>, <code>blockNumber</code> and <code>transactionIndex</code> are null while the transaction is pending;
<code>to</code> is null for a contract creation.</p>
<p>Failover: the method can be forwarded to a partner provider during a service outage; this is
available for some plans only (a Growth plan by self-upgrade, or a Custom plan by contacting
sales).</p>
<p>Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>80 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when the result's blockNumber at or below the finalized block; never a block tag or a null result</dd>
<dt>Failover</dt><dd>Can be forwarded to a partner provider during a service outage; available for some plans only. Plans: Growth (self-upgrade), Custom (contact sales)</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>transactionHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td><p>32-byte hash of the transaction.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>transaction</code>: <code class="type"><a href="#schema-Transaction">Transaction</a> | null</code></p>
<p>The Transaction object, or null when not found.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-6" role="group" aria-label="Try eth_getTransactionByHash" data-method="eth_getTransactionByHash" data-structure="by-position" data-call="await client.eth_getTransactionByHash(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-6-p1"><code>transactionHash</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-6-p1" type="text" data-param="transactionHash" data-kind="string" value="0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-6-p1-error">
<p id="try-6-p1-error" class="field-error" hidden></p>
</div>

<p id="try-6-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-6-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-6-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-6-verdict" class="try-verdict"></p><pre id="try-6-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-6-curl"><code></code></pre><button type="button" class="copy" data-copy="try-6-curl" aria-label="Copy the curl command of the form of eth_getTransactionByHash">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-6-call"><code></code></pre><button type="button" class="copy" data-copy="try-6-call" aria-label="Copy the client call of the form of eth_getTransactionByHash">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>legacy-transaction <span class="badge">matches its schemas</span></h6>
<p>Mined legacy transaction. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionbyhash" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionbyhash</a>), unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-6-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionByHash",
  "params": [
<span class="wrap w2">    "0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0"</span>
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-6-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "blockHash": "0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35",</span>
    "blockNumber": "0x5bad55",
    "chainId": "0x1",
    "from": "0x398137383b3d25c92898c656696e41950e47316b",
    "gas": "0x1d45e",
    "gasPrice": "0xfa56ea00",
<span class="wrap w2">    "hash": "0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0",</span>
<span class="wrap w2">    "input": "0xf7d8c88300000000000000000000000000000000000000000000000000000000000cee6100000000000000000000000000000000000000000000000000000000000ac3e1",</span>
    "nonce": "0x18",
<span class="wrap w2">    "r": "0x2a378831cf81d99a3f06a18ae1b6ca366817ab4d88a70053c41d7a8f0368e031",</span>
<span class="wrap w2">    "s": "0x450d831a05b6e418724436c05c155e0a1b7b921015d0fbc2f667aed709ac4fb5",</span>
    "to": "0x06012c8cf97bead5deae237070f9587f8e7a266d",
    "transactionIndex": "0x11",
    "type": "0x0",
    "v": "0x25",
    "value": "0x1c6bf526340000"
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-6-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByHash","params":["0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-6-1-curl" aria-label="Copy the curl command of example legacy-transaction of eth_getTransactionByHash">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-6-1-call"><code>await client.eth_getTransactionByHash("0xbb3a336e3f823ec18197f1e13ee875700f08f03e2cab75f0d0b118dabb44cba0");</code></pre><button type="button" class="copy" data-copy="ex-6-1-call" aria-label="Copy the client call of example legacy-transaction of eth_getTransactionByHash">Copy</button></div>
</div>
<div class="example">
<h6>contract-creation <span class="badge">matches its schemas</span></h6>
<p>Contract creation: to is null. From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionByHash/get-legacy-create.io; the extra blockTimestamp member is kept (allowed).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-6-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionByHash",
  "params": [
<span class="wrap w2">    "0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e"</span>
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-6-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "blockHash": "0x80e911b62f552f563a2544dfef5eb39ec8863d9082c998ca6b657f76e19de38e",</span>
    "blockNumber": "0x1",
    "blockTimestamp": "0xa",
    "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",
    "gas": "0x13a54",
    "gasPrice": "0x1",
<span class="wrap w2">    "hash": "0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e",</span>
<span class="wrap w2">    "input": "0x600d380380600d6000396000f360004381526020014681526020014181526020014881526020014481526020013281526020013481526020016000f3",</span>
    "nonce": "0x0",
    "to": null,
    "transactionIndex": "0x0",
    "value": "0x0",
    "type": "0x0",
    "v": "0x1c",
<span class="wrap w2">    "r": "0xd642ba4d1f9388c5fd312bb9fb42d189a0b3c796de55093c85f30802a85147c8",</span>
<span class="wrap w2">    "s": "0x37aa8680923f811a6988c03dd414ca00cd25d6876ba5925c7ca8ac6aad21669d"</span>
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-6-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByHash","params":["0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-6-2-curl" aria-label="Copy the curl command of example contract-creation of eth_getTransactionByHash">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-6-2-call"><code>await client.eth_getTransactionByHash("0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e");</code></pre><button type="button" class="copy" data-copy="ex-6-2-call" aria-label="Copy the client call of example contract-creation of eth_getTransactionByHash">Copy</button></div>
</div>
<div class="example">
<h6>not-found <span class="badge">matches its schemas</span></h6>
<p>Unknown hash: null. From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionByHash/get-notfound-tx.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-6-3-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionByHash",
  "params": [
<span class="wrap w2">    "0x00000000000000000000000000000000000000000000000000000000deadbeef"</span>
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-6-3-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": null
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-6-3-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByHash","params":["0x00000000000000000000000000000000000000000000000000000000deadbeef"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-6-3-curl" aria-label="Copy the curl command of example not-found of eth_getTransactionByHash">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-6-3-call"><code>await client.eth_getTransactionByHash("0x00000000000000000000000000000000000000000000000000000000deadbeef");</code></pre><button type="button" class="copy" data-copy="ex-6-3-call" aria-label="Copy the client call of example not-found of eth_getTransactionByHash">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getTransactionByBlockNumberAndIndex" aria-labelledby="method-eth_getTransactionByBlockNumberAndIndex-title">
<h4 id="method-eth_getTransactionByBlockNumberAndIndex-title"><code>eth_getTransactionByBlockNumberAndIndex</code></h4>
<p class="summary">Returns information about a transaction by block number and transaction index position.</p>
<p>Returns the Transaction object at the given index of the given block, or null when not found.
<code>blockHash</code>, <code>blockNumber</code> and <code>transactionIndex</code> are null while the transaction is pending;
<code>to</code> is null for a contract creation.</p>
<p>Credits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>150 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when block at or below the finalized block; never a block tag or a null result</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>block</code></td><td>required</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td><p>Block parameter, a hex block number or one of <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code>, <code>finalized</code>.</p></td></tr>
<tr><td>2</td><td><code>index</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td><p>Position of the transaction in the block (hex).</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>transaction</code>: <code class="type"><a href="#schema-Transaction">Transaction</a> | null</code></p>
<p>The Transaction object, or null when not found.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-7" role="group" aria-label="Try eth_getTransactionByBlockNumberAndIndex" data-method="eth_getTransactionByBlockNumberAndIndex" data-structure="by-position" data-call="await client.eth_getTransactionByBlockNumberAndIndex(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-7-p1"><code>block</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-7-p1" type="text" data-param="block" data-kind="string" value="0x5bad55" maxlength="1048576" autocomplete="off" spellcheck="false" list="try-7-p1-choices" aria-describedby="try-7-p1-error"><datalist id="try-7-p1-choices"><option value="latest"></option><option value="earliest"></option><option value="pending"></option><option value="safe"></option><option value="finalized"></option></datalist>
<p id="try-7-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-7-p2"><code>index</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-7-p2" type="text" data-param="index" data-kind="string" value="0x0" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-7-p2-error">
<p id="try-7-p2-error" class="field-error" hidden></p>
</div>

<p id="try-7-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-7-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-7-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-7-verdict" class="try-verdict"></p><pre id="try-7-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-7-curl"><code></code></pre><button type="button" class="copy" data-copy="try-7-curl" aria-label="Copy the curl command of the form of eth_getTransactionByBlockNumberAndIndex">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-7-call"><code></code></pre><button type="button" class="copy" data-copy="try-7-call" aria-label="Copy the client call of the form of eth_getTransactionByBlockNumberAndIndex">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>first-transaction-of-block <span class="badge">matches its schemas</span></h6>
<p>Transaction 0 of block 0x5bad55. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionbyblocknumberandindex" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionbyblocknumberandindex</a>). Corrected: the upper-case block number &quot;0x5BAD55&quot; is lower-cased.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-7-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionByBlockNumberAndIndex",
  "params": [
    "0x5bad55",
    "0x0"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-7-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "blockHash": "0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35",</span>
    "blockNumber": "0x5bad55",
    "chainId": "0x1",
    "from": "0xfbb1b73c4f0bda4f67dca266ce6ef42f520fbb98",
    "gas": "0x249f0",
    "gasPrice": "0x174876e800",
<span class="wrap w2">    "hash": "0x8784d99762bccd03b2086eabccee0d77f14d05463281e121a62abfebcf0d2d5f",</span>
<span class="wrap w2">    "input": "0x6ea056a9000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000bd8d7fa6f8cc00",</span>
    "nonce": "0x5e4724",
<span class="wrap w2">    "r": "0xd1556332df97e3bd911068651cfad6f975a30381f4ff3a55df7ab3512c78b9ec",</span>
<span class="wrap w2">    "s": "0x66b51cbb10cd1b2a09aaff137d9f6d4255bf73cb7702b666ebd5af502ffa4410",</span>
    "to": "0x4b9c25ca0224aef6a7522cabdbc3b2e125b7ca50",
    "transactionIndex": "0x0",
    "type": "0x0",
    "v": "0x25",
    "value": "0x0"
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-7-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByBlockNumberAndIndex","params":["0x5bad55","0x0"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-7-1-curl" aria-label="Copy the curl command of example first-transaction-of-block of eth_getTransactionByBlockNumberAndIndex">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-7-1-call"><code>await client.eth_getTransactionByBlockNumberAndIndex("0x5bad55", "0x0");</code></pre><button type="button" class="copy" data-copy="ex-7-1-call" aria-label="Copy the client call of example first-transaction-of-block of eth_getTransactionByBlockNumberAndIndex">Copy</button></div>
</div>
<div class="example">
<h6>contract-creation-in-block-1 <span class="badge">matches its schemas</span></h6>
<p>Transaction 0 of block 1, a contract creation (to null). From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionByBlockNumberAndIndex/get-block-n.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-7-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionByBlockNumberAndIndex",
  "params": [
    "0x1",
    "0x0"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-7-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "blockHash": "0x80e911b62f552f563a2544dfef5eb39ec8863d9082c998ca6b657f76e19de38e",</span>
    "blockNumber": "0x1",
    "blockTimestamp": "0xa",
    "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",
    "gas": "0x13a54",
    "gasPrice": "0x1",
<span class="wrap w2">    "hash": "0xc1d605c6612a5fe84dc95810030bfe5b1d327652b381bc695e28f50d13b2b09e",</span>
<span class="wrap w2">    "input": "0x600d380380600d6000396000f360004381526020014681526020014181526020014881526020014481526020013281526020013481526020016000f3",</span>
    "nonce": "0x0",
    "to": null,
    "transactionIndex": "0x0",
    "value": "0x0",
    "type": "0x0",
    "v": "0x1c",
<span class="wrap w2">    "r": "0xd642ba4d1f9388c5fd312bb9fb42d189a0b3c796de55093c85f30802a85147c8",</span>
<span class="wrap w2">    "s": "0x37aa8680923f811a6988c03dd414ca00cd25d6876ba5925c7ca8ac6aad21669d"</span>
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-7-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByBlockNumberAndIndex","params":["0x1","0x0"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-7-2-curl" aria-label="Copy the curl command of example contract-creation-in-block-1 of eth_getTransactionByBlockNumberAndIndex">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-7-2-call"><code>await client.eth_getTransactionByBlockNumberAndIndex("0x1", "0x0");</code></pre><button type="button" class="copy" data-copy="ex-7-2-call" aria-label="Copy the client call of example contract-creation-in-block-1 of eth_getTransactionByBlockNumberAndIndex">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getBlockByNumber" aria-labelledby="method-eth_getBlockByNumber-title">
<h4 id="method-eth_getBlockByNumber-title"><code>eth_getBlockByNumber</code></h4>
<p class="summary">Returns information about a block by block number.</p>
<p>Returns the Block object for the given block parameter, or null when no block is found. With
<code>hydratedTransactions</code> true, <code>transactions</code> holds full Transaction objects; with false it
holds only the 32-byte transaction hashes. <code>number</code>, <code>hash</code>, <code>nonce</code> and <code>logsBloom</code> are null
when the block is pending; <code>totalDifficulty</code> may be null (and is omitted by post-merge nodes).</p>
<p>Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>80 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when block at or below the finalized block; never a block tag or a null result</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>block</code></td><td>required</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td><p>Block parameter, a hex block number or one of <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code>, <code>finalized</code>.</p></td></tr>
<tr><td>2</td><td><code>hydratedTransactions</code></td><td>required</td><td><code class="type">boolean</code></td><td><p>Show-transaction-details flag. true returns full transaction objects, false returns only the transaction hashes.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>block</code>: <code class="type"><a href="#schema-Block">Block</a> | null</code></p>
<p>The Block object, or null when not found.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-8" role="group" aria-label="Try eth_getBlockByNumber" data-method="eth_getBlockByNumber" data-structure="by-position" data-call="await client.eth_getBlockByNumber(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-8-p1"><code>block</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-8-p1" type="text" data-param="block" data-kind="string" value="0x5bad55" maxlength="1048576" autocomplete="off" spellcheck="false" list="try-8-p1-choices" aria-describedby="try-8-p1-error"><datalist id="try-8-p1-choices"><option value="latest"></option><option value="earliest"></option><option value="pending"></option><option value="safe"></option><option value="finalized"></option></datalist>
<p id="try-8-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-8-p2"><code>hydratedTransactions</code> required <span class="muted">(true or false)</span></label>
<select id="try-8-p2" data-param="hydratedTransactions" data-kind="boolean" aria-describedby="try-8-p2-error"><option value="true">true</option><option value="false" selected>false</option></select>
<p id="try-8-p2-error" class="field-error" hidden></p>
</div>

<p id="try-8-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-8-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-8-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-8-verdict" class="try-verdict"></p><pre id="try-8-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-8-curl"><code></code></pre><button type="button" class="copy" data-copy="try-8-curl" aria-label="Copy the curl command of the form of eth_getBlockByNumber">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-8-call"><code></code></pre><button type="button" class="copy" data-copy="try-8-call" aria-label="Copy the client call of the form of eth_getBlockByNumber">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>block-with-hashes <span class="badge">matches its schemas</span></h6>
<p>Block 0x5bad55 with transaction hashes only. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getblockbynumber" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_getblockbynumber</a>). Corrected: the upper-case block number &quot;0x5BAD55&quot; is lower-cased (the stray &quot;{&quot; of the docs source was already removed in the reference copy).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-8-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getBlockByNumber",
  "params": [
    "0x5bad55",
    false
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-8-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "difficulty": "0xbfabcdbd93dda",
<span class="wrap w2">    "extraData": "0x737061726b706f6f6c2d636e2d6e6f64652d3132",</span>
    "gasLimit": "0x79f39e",
    "gasUsed": "0x79ccd3",
<span class="wrap w2">    "hash": "0xb3b20624f8f0f86eb50dd04688409e5cea4bd02d700bf6e79e9384d47d6a5a35",</span>
<span class="wrap w2">    "logsBloom": "0x4848112002a2020aaa0812180045840210020005281600c80104264300080008000491220144461026015300100000128005018401002090a824a4150015410020140400d808440106689b29d0280b1005200007480ca950b15b010908814e01911000054202a020b05880b914642a0000300003010044044082075290283516be82504082003008c4d8d14462a8800c2990c88002a030140180036c220205201860402001014040180002006860810ec0a1100a14144148408118608200060461821802c081000042d0810104a8004510020211c088200420822a082040e10104c00d010064004c122692020c408a1aa2348020445403814002c800888208b1",</span>
    "miner": "0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c",
<span class="wrap w2">    "mixHash": "0x3d1fdd16f15aeab72e7db1013b9f034ee33641d92f71c0736beab4e67d34c7a7",</span>
    "nonce": "0x4db7a1c01d8a8072",
    "number": "0x5bad55",
<span class="wrap w2">    "parentHash": "0x61a8ad530a8a43e3583f8ec163f773ad370329b2375d66433eb82f005e1d6202",</span>
<span class="wrap w2">    "receiptsRoot": "0x5eced534b3d84d3d732ddbc714f5fd51d98a941b28182b6efe6df3a0fe90004b",</span>
<span class="wrap w2">    "sha3Uncles": "0x8a562e7634774d3e3a36698ac4915e37fc84a2cd0044cb84fa5d80263d2af4f6",</span>
    "size": "0x41c7",
<span class="wrap w2">    "stateRoot": "0xf5208fffa2ba5a3f3a2f64ebd5ca3d098978bedd75f335f56b705d8715ee2305",</span>
    "timestamp": "0x5b541449",
    "totalDifficulty": "0x12ac11391a2f3872fcd",
    "transactions": [
<span class="wrap w3">      "0x8784d99762bccd03b2086eabccee0d77f14d05463281e121a62abfebcf0d2d5f",</span>
<span class="wrap w3">      "0x311be6a9b58748717ac0f70eb801d29973661aaf1365960d159e4ec4f4aa2d7f",</span>
<span class="wrap w3">      "0xe42b0256058b7cad8a14b136a0364acda0b4c36f5b02dea7e69bfd82cef252a2",</span>
<span class="wrap w3">      "0x4eb05376055c6456ed883fc843bc43df1dcf739c321ba431d518aecd7f98ca11",</span>
<span class="wrap w3">      "0x994dd9e72b212b7dc5fd0466ab75adf7d391cf4f206a65b7ad2a1fd032bb06d7",</span>
<span class="wrap w3">      "0xf6feecbb9ab0ac58591a4bc287059b1133089c499517e91a274e6a1f5e7dce53",</span>
<span class="wrap w3">      "0x7e537d687a5525259480440c6ea2e1a8469cd98906eaff8597f3d2a44422ff97",</span>
<span class="wrap w3">      "0xa762220e92bed6d77a2c19ffc60dad77d71bd5028c5230c896ab4b9552a39b50",</span>
<span class="wrap w3">      "0xf1fa677edda7e5add8e794732c7554cd5459a5c12781dc71de73c7937dfb2775",</span>
<span class="wrap w3">      "0x241d89f7888fbcfadfd415ee967882fec6fdd67c07ca8a00f2ca4c910a84c7dd"</span>
    ],
<span class="wrap w2">    "transactionsRoot": "0xf98631e290e88f58a46b7032f025969039aa9b5696498efc76baf436fa69b262",</span>
    "uncles": [
<span class="wrap w3">      "0x824cce7c7c2ec6874b9fa9a9a898eb5f27cbaf3991dfa81084c3af60d1db618c"</span>
    ]
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-8-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x5bad55",false]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-8-1-curl" aria-label="Copy the curl command of example block-with-hashes of eth_getBlockByNumber">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-8-1-call"><code>await client.eth_getBlockByNumber("0x5bad55", false);</code></pre><button type="button" class="copy" data-copy="ex-8-1-call" aria-label="Copy the client call of example block-with-hashes of eth_getBlockByNumber">Copy</button></div>
</div>
<div class="example">
<h6>latest-block-hydrated <span class="badge">matches its schemas</span></h6>
<p>Latest block with full transaction objects (post-merge: no totalDifficulty; extra members such as baseFeePerGas and withdrawals are allowed). From the go-ethereum recorded pair execution-apis/tests/eth_getBlockByNumber/get-latest.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-8-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getBlockByNumber",
  "params": [
    "latest",
    true
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-8-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "baseFeePerGas": "0x1a21397",
    "blobGasUsed": "0x0",
    "difficulty": "0x0",
    "excessBlobGas": "0x0",
    "extraData": "0x",
    "gasLimit": "0xbebc200",
    "gasUsed": "0x52f71",
<span class="wrap w2">    "hash": "0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7",</span>
<span class="wrap w2">    "logsBloom": "0x00000000000000000000008000000000000000000000010000000000800000000000002000000000000000000200000800020000000000000000000000000000010000000000000000004000000800000200000000000000400800001001002000000000100000000000000000000000000000000000000000000000000000000000000001000200000000000000000001000000000000022000000008000000000000000000009000800000000000000000200002400000001000000000000000000000001000000200000000000000000000800000020000000100040000000000200000000000000000000001000000000000804800000000000000008000",</span>
    "miner": "0x0000000000000000000000000000000000000000",
<span class="wrap w2">    "mixHash": "0x0000000000000000000000000000000000000000000000000000000000000000",</span>
    "nonce": "0x0000000000000000",
    "number": "0x36",
<span class="wrap w2">    "parentBeaconBlockRoot": "0x346910f7e777c596be32f0dcf46ccfda2efe8d6c5d3abbfe0f76dba7437f5dad",</span>
<span class="wrap w2">    "parentHash": "0x1c40cb1eae4d15a808b06f18145f4585fd6d45244b332853bd695e62e6990454",</span>
<span class="wrap w2">    "receiptsRoot": "0x1a7a488c0a3a5c1f846f03b8f37243cadc7e2b085d95f93612da2bdf3973d5dd",</span>
<span class="wrap w2">    "requestsHash": "0xe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",</span>
<span class="wrap w2">    "sha3Uncles": "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347",</span>
    "size": "0x455",
<span class="wrap w2">    "stateRoot": "0x6da8f636cdc85dbe8c1b5299e5db22f462c041febaf3b78cac1040152ee30b3b",</span>
    "timestamp": "0x21c",
    "transactions": [
      {
<span class="wrap w4">        "blockHash": "0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7",</span>
        "blockNumber": "0x36",
        "blockTimestamp": "0x21c",
<span class="wrap w4">        "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",</span>
        "gas": "0x1bc1c",
        "gasPrice": "0x1a21398",
<span class="wrap w4">        "hash": "0x0d1cf59d345d07f13d0981dd7ca1313bb2fbac151848aba3b7a57a26713fba42",</span>
<span class="wrap w4">        "input": "0x43600052600060205260405b604060002060208051600101905281526020016101408110600b57506101006040f3",</span>
        "nonce": "0xf5",
        "to": null,
        "transactionIndex": "0x0",
        "value": "0x0",
        "type": "0x0",
        "chainId": "0xc72dd9d5e883e",
        "v": "0x18e5bb3abd10a0",
<span class="wrap w4">        "r": "0x18295d0a09e4b743fe66e4bd62cf4e0828c3a8ebf9902ae661585f1b9e24e12f",</span>
<span class="wrap w4">        "s": "0x1927746004a434d6c79f96c3be88496040b6f1eee6f00c11368cfbadfa119f19"</span>
      },
      {
<span class="wrap w4">        "blockHash": "0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7",</span>
        "blockNumber": "0x36",
        "blockTimestamp": "0x21c",
<span class="wrap w4">        "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",</span>
        "gas": "0x11f58",
        "gasPrice": "0x1a21398",
<span class="wrap w4">        "hash": "0x492784ac4d441388c6f8415f41e1441f007ab20dc960a2e5edd80012d657d986",</span>
<span class="wrap w4">        "input": "0x4360005260006020525b604060002060208051600101905260206020a15a61271010600957",</span>
        "nonce": "0xf6",
        "to": null,
        "transactionIndex": "0x1",
        "value": "0x0",
        "type": "0x0",
        "chainId": "0xc72dd9d5e883e",
        "v": "0x18e5bb3abd109f",
<span class="wrap w4">        "r": "0x6ee4b33f121a77f52fdcece9fa98c69e29ae191f6c4c6551a33592d4635c99af",</span>
<span class="wrap w4">        "s": "0x1603f7ebcea9ad9f438bd25f71676b58632bfdb82045ccd15ae8a650271fef64"</span>
      },
      {
<span class="wrap w4">        "blockHash": "0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7",</span>
        "blockNumber": "0x36",
        "blockTimestamp": "0x21c",
<span class="wrap w4">        "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",</span>
        "gas": "0x2088a",
        "gasPrice": "0x1a21398",
<span class="wrap w4">        "hash": "0x02a69bc31a30a32aa5bf7a21cce19aa740068681d40c19c72252f67f888c7885",</span>
        "input": "0x435b8080556001015a6161a810600157",
        "nonce": "0xf7",
        "to": null,
        "transactionIndex": "0x2",
        "value": "0x0",
        "type": "0x0",
        "chainId": "0xc72dd9d5e883e",
        "v": "0x18e5bb3abd109f",
<span class="wrap w4">        "r": "0x19fae6c741d093de662cc729bbae1f2f0b3eb39f5e376f5990f47a463d790081",</span>
<span class="wrap w4">        "s": "0xd1fec24cad02e1f7a05873b1725ff81d5a7f387e5efc942e04a2cd4ff4a3ca"</span>
      },
      {
<span class="wrap w4">        "blockHash": "0xd226371d0b1551adb03fb52b71f08e3e11247fe9b1af994768af8cdaa8e7dcd7",</span>
        "blockNumber": "0x36",
        "blockTimestamp": "0x21c",
<span class="wrap w4">        "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",</span>
        "gas": "0x186a0",
        "gasPrice": "0x1a21398",
<span class="wrap w4">        "hash": "0x42bbb5422de0069316bbe68f4cb8fc31ac577b1dd0fee07ee3584fe9822fd0cb",</span>
        "input": "0x46acb779ab122437656d6974",
        "nonce": "0xf8",
        "to": "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",
        "transactionIndex": "0x3",
        "value": "0x2",
        "type": "0x0",
        "chainId": "0xc72dd9d5e883e",
        "v": "0x18e5bb3abd10a0",
<span class="wrap w4">        "r": "0xf4980890e1198d1a15d2c79653e46da455dbb1767aefdb1f433093d7bb8f7e27",</span>
<span class="wrap w4">        "s": "0x6985937d6668f436aa87ffd28637e998f55a0989551e8366bdda5f37aeb31542"</span>
      }
    ],
<span class="wrap w2">    "transactionsRoot": "0x1d8e3b1f3ca532f9ea439d21d14dc59b7b5871dcd32c0c4c328d17e18f8f85b3",</span>
    "uncles": [],
    "withdrawals": [],
<span class="wrap w2">    "withdrawalsRoot": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"</span>
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-8-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["latest",true]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-8-2-curl" aria-label="Copy the curl command of example latest-block-hydrated of eth_getBlockByNumber">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-8-2-call"><code>await client.eth_getBlockByNumber("latest", true);</code></pre><button type="button" class="copy" data-copy="ex-8-2-call" aria-label="Copy the client call of example latest-block-hydrated of eth_getBlockByNumber">Copy</button></div>
</div>
<div class="example">
<h6>genesis-block <span class="badge">matches its schemas</span></h6>
<p>Genesis block (empty transactions array). From the go-ethereum recorded pair execution-apis/tests/eth_getBlockByNumber/get-genesis.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-8-3-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getBlockByNumber",
  "params": [
    "0x0",
    true
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-8-3-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "difficulty": "0x20000",
    "extraData": "0x68697665636861696e",
    "gasLimit": "0x5f5e100",
    "gasUsed": "0x0",
<span class="wrap w2">    "hash": "0x44fd89d504659cd58f48f4796b77a7e7012cf296a2409afa2f6c3cb99b5b3d99",</span>
<span class="wrap w2">    "logsBloom": "0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",</span>
    "miner": "0x0000000000000000000000000000000000000000",
<span class="wrap w2">    "mixHash": "0x0000000000000000000000000000000000000000000000000000000000000000",</span>
    "nonce": "0x0000000000000000",
    "number": "0x0",
<span class="wrap w2">    "parentHash": "0x0000000000000000000000000000000000000000000000000000000000000000",</span>
<span class="wrap w2">    "receiptsRoot": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",</span>
<span class="wrap w2">    "sha3Uncles": "0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347",</span>
    "size": "0x205",
<span class="wrap w2">    "stateRoot": "0xdc43f460541a253c0f64b6943ef83fa3bd601699a255622f088d46f7fde359fc",</span>
    "timestamp": "0x0",
    "transactions": [],
<span class="wrap w2">    "transactionsRoot": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",</span>
    "uncles": []
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-8-3-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x0",true]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-8-3-curl" aria-label="Copy the curl command of example genesis-block of eth_getBlockByNumber">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-8-3-call"><code>await client.eth_getBlockByNumber("0x0", true);</code></pre><button type="button" class="copy" data-copy="ex-8-3-call" aria-label="Copy the client call of example genesis-block of eth_getBlockByNumber">Copy</button></div>
</div>
<div class="example">
<h6>not-found <span class="badge">matches its schemas</span></h6>
<p>Block number beyond the head: null. From the go-ethereum recorded pair execution-apis/tests/eth_getBlockByNumber/get-block-notfound.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-8-4-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getBlockByNumber",
  "params": [
    "0x3e8",
    true
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-8-4-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": null
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-8-4-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["0x3e8",true]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-8-4-curl" aria-label="Copy the curl command of example not-found of eth_getBlockByNumber">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-8-4-call"><code>await client.eth_getBlockByNumber("0x3e8", true);</code></pre><button type="button" class="copy" data-copy="ex-8-4-call" aria-label="Copy the client call of example not-found of eth_getBlockByNumber">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getTransactionReceipt" aria-labelledby="method-eth_getTransactionReceipt-title">
<h4 id="method-eth_getTransactionReceipt-title"><code>eth_getTransactionReceipt</code></h4>
<p class="summary">Returns the receipt of a transaction by transaction hash.</p>
<p>Returns the receipt of the transaction with the given hash, or null when no receipt exists. A
pending transaction has no receipt. A receipt carries exactly one of <code>root</code> (post-transaction
state root, pre-Byzantium) or <code>status</code> (&quot;0x1&quot; success, &quot;0x0&quot; failure); <code>contractAddress</code> is
null unless the transaction created a contract; <code>to</code> is null for a contract creation.</p>
<p>Credits: 80 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>80 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when the result's blockNumber at or below the finalized block; never a block tag or a null result</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>transactionHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td><p>32-byte hash of the transaction.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>receipt</code>: <code class="type"><a href="#schema-TransactionReceipt">TransactionReceipt</a> | null</code></p>
<p>The transaction receipt, or null when no receipt exists (a pending transaction has no receipt).</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-9" role="group" aria-label="Try eth_getTransactionReceipt" data-method="eth_getTransactionReceipt" data-structure="by-position" data-call="await client.eth_getTransactionReceipt(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-9-p1"><code>transactionHash</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-9-p1" type="text" data-param="transactionHash" data-kind="string" value="0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-9-p1-error">
<p id="try-9-p1-error" class="field-error" hidden></p>
</div>

<p id="try-9-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-9-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-9-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-9-verdict" class="try-verdict"></p><pre id="try-9-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-9-curl"><code></code></pre><button type="button" class="copy" data-copy="try-9-curl" aria-label="Copy the curl command of the form of eth_getTransactionReceipt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-9-call"><code></code></pre><button type="button" class="copy" data-copy="try-9-call" aria-label="Copy the client call of the form of eth_getTransactionReceipt">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>post-byzantium-receipt <span class="badge">matches its schemas</span></h6>
<p>Receipt with status &quot;0x1&quot; and one log. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionreceipt" rel="noopener noreferrer">https://docs.metamask.io/services/reference/ethereum/json-rpc-methods/eth_gettransactionreceipt</a>). Corrected: the published request asks for hash 0xbb3a...cba0 while the response is the receipt of 0x7114...c9af; the request parameter is replaced by the response's transactionHash.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-9-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionReceipt",
  "params": [
<span class="wrap w2">    "0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af"</span>
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-9-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "blockHash": "0x0a79eca9f5ca58a1d5d5030a0fabfdd8e815b8b77a9f223f74d59aa39596e1c7",</span>
    "blockNumber": "0x11e5883",
    "contractAddress": null,
    "cumulativeGasUsed": "0xc5f3e7",
    "effectiveGasPrice": "0xa45b9a444",
    "from": "0x690b9a9e9aa1c9db991c7721a92d351db4fac990",
    "gasUsed": "0x565f",
    "logs": [
      {
<span class="wrap w4">        "address": "0x388c818ca8b9251b393131c08a736a67ccb19297",</span>
<span class="wrap w4">        "blockHash": "0x0a79eca9f5ca58a1d5d5030a0fabfdd8e815b8b77a9f223f74d59aa39596e1c7",</span>
        "blockNumber": "0x11e5883",
<span class="wrap w4">        "data": "0x00000000000000000000000000000000000000000000000011b6b79503fb875d",</span>
        "logIndex": "0x187",
        "removed": false,
        "topics": [
<span class="wrap w5">          "0x27f12abfe35860a9a927b465bb3d4a9c23c8428174b83f278fe45ed7b4da2662"</span>
        ],
<span class="wrap w4">        "transactionHash": "0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af",</span>
        "transactionIndex": "0x76"
      }
    ],
<span class="wrap w2">    "logsBloom": "0x00000000000000000000000000000000000100004000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000080000000000000000000000000000000000000000000000000000000000000000000000000800000000000000000000000000000000000000000000000000000000000",</span>
    "status": "0x1",
    "to": "0x388c818ca8b9251b393131c08a736a67ccb19297",
<span class="wrap w2">    "transactionHash": "0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af",</span>
    "transactionIndex": "0x76",
    "type": "0x2"
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-9-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-9-1-curl" aria-label="Copy the curl command of example post-byzantium-receipt of eth_getTransactionReceipt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-9-1-call"><code>await client.eth_getTransactionReceipt("0x7114b4da1a6ed391d5d781447ed443733dcf2b508c515b81c17379dea8a3c9af");</code></pre><button type="button" class="copy" data-copy="ex-9-1-call" aria-label="Copy the client call of example post-byzantium-receipt of eth_getTransactionReceipt">Copy</button></div>
</div>
<div class="example">
<h6>pre-byzantium-receipt <span class="badge">matches its schemas</span></h6>
<p>Receipt carrying root instead of status (pre-Byzantium). From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionReceipt/get-legacy-receipt.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-9-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionReceipt",
  "params": [
<span class="wrap w2">    "0x3fbac8b19b59077cd29bbacc3815d73577b45a4d976cae80b04c98c793684c07"</span>
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-9-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "blockHash": "0xb8a651cb280e169015aef5235a141cb2d905058d1ff9bba788b7ad2c729c9837",</span>
    "blockNumber": "0x3",
    "contractAddress": null,
    "cumulativeGasUsed": "0x5208",
    "effectiveGasPrice": "0x1",
    "from": "0x7435ed30a8b4aeb0877cef0c6e8cffe834eb865f",
    "gasUsed": "0x5208",
    "logs": [],
<span class="wrap w2">    "logsBloom": "0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",</span>
<span class="wrap w2">    "root": "0x09ebe9c3ee77cd8d23faf37c62cf702b3c00e71dcadbef4d21355f35921b49ca",</span>
    "to": "0xc7b99a164efd027a93f147376cc7da7c67c6bbe0",
<span class="wrap w2">    "transactionHash": "0x3fbac8b19b59077cd29bbacc3815d73577b45a4d976cae80b04c98c793684c07",</span>
    "transactionIndex": "0x0",
    "type": "0x0"
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-9-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["0x3fbac8b19b59077cd29bbacc3815d73577b45a4d976cae80b04c98c793684c07"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-9-2-curl" aria-label="Copy the curl command of example pre-byzantium-receipt of eth_getTransactionReceipt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-9-2-call"><code>await client.eth_getTransactionReceipt("0x3fbac8b19b59077cd29bbacc3815d73577b45a4d976cae80b04c98c793684c07");</code></pre><button type="button" class="copy" data-copy="ex-9-2-call" aria-label="Copy the client call of example pre-byzantium-receipt of eth_getTransactionReceipt">Copy</button></div>
</div>
<div class="example">
<h6>not-found <span class="badge">matches its schemas</span></h6>
<p>Unknown hash: null. From the go-ethereum recorded pair execution-apis/tests/eth_getTransactionReceipt/get-notfound-tx.io.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-9-3-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getTransactionReceipt",
  "params": [
<span class="wrap w2">    "0x00000000000000000000000000000000000000000000000000000000deadbeef"</span>
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-9-3-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": null
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-9-3-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionReceipt","params":["0x00000000000000000000000000000000000000000000000000000000deadbeef"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-9-3-curl" aria-label="Copy the curl command of example not-found of eth_getTransactionReceipt">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-9-3-call"><code>await client.eth_getTransactionReceipt("0x00000000000000000000000000000000000000000000000000000000deadbeef");</code></pre><button type="button" class="copy" data-copy="ex-9-3-call" aria-label="Copy the client call of example not-found of eth_getTransactionReceipt">Copy</button></div>
</div>
</article>
<article class="method" id="method-eth_getProof" aria-labelledby="method-eth_getProof-title">
<h4 id="method-eth_getProof-title"><code>eth_getProof</code></h4>
<p class="summary">Returns the account and storage values, including the Merkle proof, of the specified account.</p>
<p>Returns the Account proof object of an address at a block: balance, code hash, nonce, storage
hash, the account proof (RLP-serialized Merkle tree nodes from the state root node along the
path of the hash of the address) and one storage proof per requested key (RLP-serialized
nodes from the storage hash node along the path of the hash of the key; may be empty).</p>
<p>Block parameter: a hex block number, <code>latest</code>, <code>earliest</code>, <code>pending</code> or <code>finalized</code>. <code>safe</code> is
not supported by this method; use <code>finalized</code> instead.</p>
<p>Credits: 150 per call, taken from the daily balance. Transports: HTTP and WebSocket.</p>
<dl class="facts">
<dt>Credits</dt><dd>150 per call</dd>
<dt>Transports</dt><dd>HTTP, WebSocket</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>evm</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
<dt>Cacheable (x-cache)</dt><dd>when blockParameter at or below the finalized block; never a block tag or a null result</dd>
</dl>
<div class="decision"><p class="label">Decision</p><p>All three parameters are marked required: the document states no required/optional flags for eth_getProof, lists three parameters without a default, and its reference request sends all three (go-ethereum also defaults an omitted block to <code>latest</code>, which the document does not show).</p></div>
<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>address</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td><p>20-byte address of the account.</p></td></tr>
<tr><td>2</td><td><code>storageKeys</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a>[]</code></td><td><p>Array of 32-byte storage keys to generate proofs for (may be empty).</p></td></tr>
<tr><td>3</td><td><code>blockParameter</code></td><td>required</td><td><code class="type"><a href="#schema-ProofBlockNumberOrTag">ProofBlockNumberOrTag</a></code></td><td><p>Hex block number, <code>latest</code>, <code>earliest</code>, <code>pending</code> or <code>finalized</code> (<code>safe</code> is not supported; use <code>finalized</code>).</p><p class="decision-inline"><span class="label">Decision:</span> Named <code>blockParameter</code>, the name the document gives this parameter (the other methods' block parameters are unnamed in the document and called <code>block</code>).</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>accountProof</code>: <code class="type"><a href="#schema-AccountProof">AccountProof</a></code></p>
<p>The Account proof object.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-10" role="group" aria-label="Try eth_getProof" data-method="eth_getProof" data-structure="by-position" data-call="await client.eth_getProof(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-10-p1"><code>address</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-10-p1" type="text" data-param="address" data-kind="string" value="0x7dcd17433742f4c0ca53122ab541d0ba67fc27df" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-10-p1-error">
<p id="try-10-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-10-p2"><code>storageKeys</code> required <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-10-p2" data-param="storageKeys" data-kind="json" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-10-p2-error">[]</textarea>
<p id="try-10-p2-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-10-p3"><code>blockParameter</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-10-p3" type="text" data-param="blockParameter" data-kind="string" value="latest" maxlength="1048576" autocomplete="off" spellcheck="false" list="try-10-p3-choices" aria-describedby="try-10-p3-error"><datalist id="try-10-p3-choices"><option value="latest"></option><option value="earliest"></option><option value="pending"></option><option value="finalized"></option></datalist>
<p id="try-10-p3-error" class="field-error" hidden></p>
</div>

<p id="try-10-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-10-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-10-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-10-verdict" class="try-verdict"></p><pre id="try-10-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-10-curl"><code></code></pre><button type="button" class="copy" data-copy="try-10-curl" aria-label="Copy the curl command of the form of eth_getProof">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-10-call"><code></code></pre><button type="button" class="copy" data-copy="try-10-call" aria-label="Copy the client call of the form of eth_getProof">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>account-proof-no-storage <span class="badge">matches its schemas</span></h6>
<p>Account proof at the latest block, no storage keys. From the go-ethereum recorded pair execution-apis/tests/eth_getProof/get-account-proof-latest.io. The gateway docs example is not used: its accountProof entries are elided with &quot;...&quot; and cannot be restored.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-10-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getProof",
  "params": [
    "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",
    [],
    "latest"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-10-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "address": "0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",
    "accountProof": [
<span class="wrap w3">      "0xf90211a03e7affd7171fd5da97f3c822aedb5a54883069214df918f0f8c19a3477835340a096ab2c852d4cf3883217a55ccc80525d4191990eec2a7e6c069d4402929b3a9ea0ec5d4f6a260e3066f809708adc8bb079b2a51f72d698cc5d59707a02260b22a4a0ea8a8eba999e8888fd9e04176c371fe261cf901831c42abf7782271b9aa149a5a04ea9cc0c744d4b9efb81b1b8244e120fac0fcae34815b454b4f5ae3ade317ddea0a4e18a1f895dcd084e0c9747152e63be09b0b13b75e04cc93f280f2731cbb4c9a0524c77b37063f3ea1614debae488bf0537a3870fe184feab728a92fd2762388da02a201e0a5a7baedcabc648b937bbaf714c9d8c8a5a5161a79f65546b77f2624da009b3f8bf6205057d39697ed8349764e5b752b2c489dfef617bc402689e7168fba07f2d0ced929198203a9e9538b59e9b4f812b53857ca8ebf615e7eb1f24a18d05a08252dd59527bb707c561bdc1e2e05b8a4781226f01dc96b64c61f84f68211904a055731299838a729727b2724d74b8bc1d62ed1d529303103a061096d99a6e18f0a0f76e4f5959b1ba750b2e790069ba7b9bb4d6877edce199fa0b3f51e41c81ff4ca06c59b04cf791ef6b43d8ec4a423368f9eea6606592e1ba8d1b92ccbc547fafc1a0ffce7fd1f8bfb6316ec4f22ec71e15b10ed816166203bd6f555b3569cf6397f0a04d6ca92bb6fece12d77e5638272515099bde6149f50adaf388eca40abe70243e80",</span>
<span class="wrap w3">      "0xf89180a02a2f71808bd7e7f11066619d43d6568a312e3de9666dd037b160a0fab523499080a0591c1f461f4c61296b7600d08e4594131e039114babe6464cd8b6702abc975d480808080808080a003519723dae2cc55588428c710ee5421f4c1e38e52e53deb94c7649f08d00bc7808080a0d3fbc6ec6915f0be27282666096502f621817e90fece0de4ddb015e2a83559e680",</span>
<span class="wrap w3">      "0xf869a0201f52c702c40589735c4b038bd94e04268a58c35afad63bb16c071d62d2e23db846f8448076a07917ac1f1d6cd87c54aea239c6efbe5c8865659f0761c74e67f1c1eb837923bba0a3216dd3ef46a63d518ef54e482cecac68a077f70fca0e5fb900be63f41d54a2"</span>
    ],
    "balance": "0x76",
<span class="wrap w2">    "codeHash": "0xa3216dd3ef46a63d518ef54e482cecac68a077f70fca0e5fb900be63f41d54a2",</span>
    "nonce": "0x0",
<span class="wrap w2">    "storageHash": "0x7917ac1f1d6cd87c54aea239c6efbe5c8865659f0761c74e67f1c1eb837923bb",</span>
    "storageProof": []
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-10-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getProof","params":["0x7dcd17433742f4c0ca53122ab541d0ba67fc27df",[],"latest"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-10-1-curl" aria-label="Copy the curl command of example account-proof-no-storage of eth_getProof">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-10-1-call"><code>await client.eth_getProof("0x7dcd17433742f4c0ca53122ab541d0ba67fc27df", [], "latest");</code></pre><button type="button" class="copy" data-copy="ex-10-1-call" aria-label="Copy the client call of example account-proof-no-storage of eth_getProof">Copy</button></div>
</div>
<div class="example">
<h6>account-and-storage-proof <span class="badge">matches its schemas</span></h6>
<p>Account proof with one 32-byte storage key. From the official Ethereum execution-apis spec example (src/eth/state.yaml). Corrected: the mixed-case address is lower-cased in the request and the result.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-10-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "eth_getProof",
  "params": [
    "0xe5cb067e90d5cd1f8052b83562ae670ba4a211a8",
    [
<span class="wrap w3">      "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"</span>
    ],
    "latest"
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-10-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "address": "0xe5cb067e90d5cd1f8052b83562ae670ba4a211a8",
    "accountProof": [
<span class="wrap w3">      "0xf90211a06a718c2c9da77c253b12d7b2569657901e37bb691718f5dda1b86157ab1dd5eda0e7f19ed5e21bccc8d3260236b24f80ad88b3634f5d005f37b838881f0e12f1bda0abb301291704e4d92686c0f5f8ebb1734185321559b8d717ffdca95c99591976a0d0c2026bfab65c3b95276bfa82af9dec860b485f8857f293c148d63a2182128fa0c98044ec9a1273a218bed58b478277dd39173ad7b8edb95c200423a6bc8fc25fa056e5a55d9ddccdbf49362857200bbb1f042d61187c9f5f9ddcff5d2f1fc984a2a02a5b7200af424114f99a4b5f0a21c19aac82209e431ed80bfde177adb1004bdfa0026e4374f0518ff44a80fa374838ecb86cc64ac93bb710fea6dff4198f947b27a03fea341d87984673ad523177ed52f278bf4d8f97e6531c8ece932aeede4802f4a0bfe2f4a7fcb78f7e9f080dea7b6977fb1d88c441696e4456dad92b9d34ff0f43a02a3eb5c0edb14626c9c629601027bd60178bb2b688a67cea4d179fc432436615a0747355b8e02f3b884b4ffe5cea1619e32515fea064cca98208591af8c744e894a0874253737bae37f020ad3bb7e3292c7c4a63cdc158af6b33aaa4deaef016dccba03d8192bc1fc6aa1548912e763a0b5013a94399cefad7b47cf388873b2b794068a09b67f9737c6028d796bfd1c5da57a6f45824dc891f848ea0e1f8019d1fb5fba8a0aa871f9de8da85960fcd8a22cdf21c27f11e3966c14a6737ffd414b98dda00b280",</span>
<span class="wrap w3">      "0xf90211a0d360be1e1da1a0c32bc4c105833bd531e59d110684007b7c50fb2709002973eca0cf6dd1e350a7031b4e2ab49c899fd8bd47551c8565d8fd8d1d7796c83820c3b1a0eb0a88c29bb33989a589156f7bf07d9efc74034dd9d3f5b73385c3b45c3249bea02783c25f97a6ddb8dc07adf4b176991836d39184b1f678adeda832fff15e3664a00a4e288060045e587774d8a64993a7add73068b16863145e1e8eeb4602e18e19a0340851f4046ad1298962d6e47d05c66329549c839c158748aaad7ae00b943aefa085b127bc2a3bd17604283de21b2b3c9aa8f1d4b7b85c94d8105a46fe32c77688a00f531d62b3c5435324c01009c284fe31277e8d38302b75ea01be89f09e205969a00011c8351c0e3d639ac54b9d3a59de630b16a67de8270d7d6064d0a67e93f9cca048780d32b7f2db88650b51c46f46fd0a68795edee1fd5ecee6eb3595741d9669a0c91afd74eaf8e08a997061a62b354e2516fdc494e8e26cc50ceeb8f4a175608ba0e2c07f1b48fab80eecb340f5882e8c7b32ee416e4045c61f1df646a133487303a01a1eff78435a7a29a29463bdc3486ae81364b00bea82ba0fdf67a110770f2261a04f2eb440ba71c72da5fd7f0e439018d6671dc809f747213a1ea755848124e994a074ff9f37fce99daa3ed01dd763076450022996fc729be2cc43c61ec5182c2366a0b80b36b7b621112592f52390b89748d422e9b1517c4b0203b8176a53f89d4a6680",</span>
<span class="wrap w3">      "0xf90211a0b25f283bd01a8c8b2418049f9585bc37ff2c1e2e12eab4b7f64ae1f26647389aa02ad96c150d7c3c9c194d30315456852cf6a0a940e0191ae5d04007454823d4e9a0b220cf7a855e2dbcc0b973134e2e119b982d7d40dbb1b27d99816c41f40e829aa049224431da84cbf1b7ae813abcc9ef4c1dfc1760f6ddc5d57f7354bf3cbf6cc4a015191f879ac115b362f0257fd3eedb789537e836574a5b1abf1c9982ebe3bdfea07913c1b6e7282569d2d421e9fa2257f5d1698e93303bc49b941704287d7aaefea0a526576981ce6fd9f2bd48dd2ca6d5272f2fbdc85f0ee35a295f6ccd97ae8765a0313fad407f0c737c29024c02a890c4ecc12d7771c05ab7b435e5087a7cdef4d9a0d2044603cba9d4afdaf6fd2470e729ef3a65242de71276f20d59accfa6b53a7ca0457caacb9370c09b15f7d904adefd2308be94e23669ba5f43241ffff5f438a0aa09fb2dd45a383a0cc088a72b14117e1e9b7d6889218f3ac7631e8de644c5cb76da0c675dcd4d3fb692b514851c6106e2b09e6f5661d56a0a32ae02e2efc1515c235a074949a59ff1bdba87548510d6e404ec4532f4456dfdec8e753d92fda11a3088ba0a328c6ab1ab8f70db4d23e95bb163c13ba0c508f063a5b1393a4efd7ff375f05a0c722fe3ce796998269373cbb2fc229b2bdf2c43c6c2df003309422e043ce6c03a024e69343286eec44fa4744f6907209116e5383cff3fa98fe81ba06e7e8d4366680",</span>
<span class="wrap w3">      "0xf90211a00e99ba2198124b8241ea304551fe973215829e2fbc0438d67922707a2a847432a0bb9ce24fd527879c5fe6dbbec1ef5a05ed9d1ca88e921d140bafbec1112f6a6aa099787fd6c7a1989229c4291ef5267335e66152ce417daea46e66d19cb6f81d1ca0e430ff4b8d5621baa5978673344e78b4d8b4df51431b6e63785267c98a24ce18a0bb3e91a825fe3d42ed270a93e9ad1aabd566c40cb28e622f7f1d7ee967c8afd6a0aa364b0056870c6507bc3262a5f851ecb13684088bdb13996d3cb2db401ce3ffa0a3732eba4c7a6e062665ab5be08acb986c3db87556fb138548cc900ff1e56995a026b088e90c9738b8ce16e853107a937a50d52726a24f9f6ce60f587762eb45a2a006c9d5bc3c064b5c1fb565bff91cace9161c64ae653a329610c1dcf34d434429a06c16df2edc70656d322d0c2403bad7d45bc790ffc3e7adeef856d98ea6afc91ba0ae05ed5d6c34b5da29c2e94d7880aeba0906f95f4ec10b132a1d4766a0701c98a01470a86aa350d1ada0c082eac75de828a851f9c8c7c4aa49b1556fe3a5574966a0334eef025100a6da1033710dd98e0475f29d3d7e397caf618ca71c336c5f4f49a0ef0b3abbebcff34d6a8a8f5cdbfbd154ab3452b58dcb09de58ec983644963675a041857e865ec38e200a13bc1a3cb71c7d69aeef7ffdee8be515c9a5b691ce091fa059edd0eb3bbec36bbf38a19802d4646c00ba821ab55fdeea12e15bab62c4e1e580",</span>
<span class="wrap w3">      "0xf90211a0af0c7fa65ffcb84c31e68c1cf00e1a20bf8bb497c39883e19b66a99975b03431a0c492cab3623eb7926069794c3c718733e16c5fd0d4a13fb7c752ee9809aac7ada05003cea7132aa70d6f36731d60640a90bcd8f4fd493e4540d5ab1b4943679c0ca0fd700683405b1d2306b586dd3b5b2f92f1692fae20d17cd8b8e59d09b9c6670da01db8683910e46e56e8afeb9fe2b7c35382e5a0914d7b0dd8f0e8cb9981ba7435a0fa7f75d73aa73c35824387bec81388315caa4aee3f4f5562f971beb256c62d49a0ee478e420d83f413e8568dacfd5d83f83a5dd7c45f494b504828e5dc962f0e3ea094b95444a917ac94a675681f6bf851172ad0969801a783a63a71edafed45e7a7a0a0c46586e109abe80fe50361dd582e3f143cb416828239faa43bb2b890869501a0ae051d5d43634c68bf9c97823256cc68580f194dfdbd0c301140c7ca5853430ca0660b9365bb77ec9cdc6eb95516c162dca20727c6f828dbbeb1ae110dde4d3134a09feb1b75e84ff6722e4d837bfb6d207b6ee3b21b86844a01140ce293813b49a1a0ed58a70b04efa3bdc0babe2abfa20824a75d61d52291bfdb5cf08597800764d6a020a2d5d3a83f9e35ad9fd1c448626d90af0eb3efefaa4f2f93207b4096ef5507a0fc8efc4484dcf0a54f0574de9aaade0dcff6ec3599edb9f82efb26b6566dcaeaa032f7e79856db3fd984f72bb2c93d4dab328198d355a61c975fab1f08bdb2046580"</span>
    ],
    "balance": "0x0",
<span class="wrap w2">    "codeHash": "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",</span>
    "nonce": "0x0",
<span class="wrap w2">    "storageHash": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",</span>
    "storageProof": [
      {
<span class="wrap w4">        "key": "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421",</span>
        "proof": [
<span class="wrap w5">          "0xf90211a0c87222cccea2bf32759fcee9dbaacbe3ea4165dd6184af6773651c5e00e34a8ba0be90e6e5d1a67ab5587779c60ac136d6a96db62b84c04998a5f03a367346abd6a05344aa1c9ca2e3e56bf98fd718ec43728578d148e1967fbaf8bf17a2a073a0bda011a2f9312c3308640a0d6ceeae218747290f23806067456da1d444c65abae437a0b3097a108bfce79af6699da4ae3003cd4929f0b4576aad655c31cb725bde84c7a0c133d3c637e174f36a73c22b1039eb003da6374bc0929321241badb3efa3c4a9a0f13059f2301ad9862ce02e3f7f3f2c9ab78eb30583764d73654f7f1f8b1e86fda06544e3915748b18204e09df75ff20d2fa6bd8121e2e669699012d54590383d6fa070e3a8e093691581d58fadb560b510262a758037632cd8670d3a36df828976b7a062a88a2900544dc76a32255a6b2b2a2eef8fa68279700c00adc7508286702552a0a474aeebd5603dfce46a6ecd1ecd519068dc034a544fde03ac42d4018e60a334a0b7d528fc41c8fdc8ea18c6e7d0099270c777ec1403cf879d1f5134bdc12a6c6ca04440f1242e42c5bfa7c536591ab89c8e84bea417435871c32eef1e25295b20daa06a5dcfe3cc84cff9d3e3c3ae868cfba8f0dd111a90c3f85869dab5b893f96643a026b2fb9dd7d08b0ed2f1c44fbf875011412a384f86f751c92e1013248d4aa371a0c75597b2b789fc4e939b71937390ce9d7d53159431328ac52180eef08ef200f280",</span>
<span class="wrap w5">          "0xf90191a0f0c5b800b542001597f2b7a8e106ac0e2849d2cc1df1727ac35c4ea3965f1c9180a08537f2e248702a6ae2a57e9110a5740f5772c876389739ac90debd6a0692713ea00b3a26a05b5494fb3ff6f0b3897688a5581066b20b07ebab9252d169d928717fa0a9a54d84976d134d6dba06a65064c7f3a964a75947d452db6f6bb4b6c47b43aaa01e2a1ed3d1572b872bbf09ee44d2ed737da31f01de3c0f4b4e1f046740066461a076f251d160b9a02eb0b5c1d83b61c9cdd4f37361705e79a45529bf49801fb824a0774a01a624cb14a50d17f2fe4b7ae6af8a67bbb029177ccc3dd729a734484d3ea05921b8a19aebe4fff5a36071e311778f9b93459183fdf7f6d870b401fa25dcbba0c8d71dd13d2806e2865a5c2cfa447f626471bf0b66182a8fd07230434e1cad2680a0e9864fdfaf3693b2602f56cd938ccd494b8634b1f91800ef02203a3609ca4c21a0c69d174ad6b6e58b0bd05914352839ec60915cd066dd2bee2a48016139687f21a0513dd5514fd6bad56871711441d38de2821cc6913cb192416b0385f025650731808080"</span>
        ],
        "value": "0x1"
      }
    ]
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-10-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_getProof","params":["0xe5cb067e90d5cd1f8052b83562ae670ba4a211a8",["0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"],"latest"]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-10-2-curl" aria-label="Copy the curl command of example account-and-storage-proof of eth_getProof">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-10-2-call"><code>await client.eth_getProof("0xe5cb067e90d5cd1f8052b83562ae670ba4a211a8", [
  "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421"
], "latest");</code></pre><button type="button" class="copy" data-copy="ex-10-2-call" aria-label="Copy the client call of example account-and-storage-proof of eth_getProof">Copy</button></div>
</div>
</article>
</section>
<section class="family-section" aria-labelledby="family-2">
<h3 id="family-2">slot-commitment</h3>
<article class="method" id="method-getTokenAccountsByDelegate" aria-labelledby="method-getTokenAccountsByDelegate-title">
<h4 id="method-getTokenAccountsByDelegate-title"><code>getTokenAccountsByDelegate</code></h4>
<p class="summary">Returns all SPL token accounts by approved delegate.</p>
<p>Returns the token accounts whose approved delegate is the given public key, limited to one
mint (<code>mint</code>) or one token program (<code>programId</code>). The result is an object with <code>context</code>
(<code>slot</code> of the queried block, <code>apiVersion</code> used for the query) and <code>value</code>, an array of token
account entries. With encoding <code>jsonParsed</code>, <code>account.data</code> is an object (<code>program</code>, <code>parsed</code>
with <code>info</code> and <code>type</code>, <code>space</code>); otherwise it is encoded binary data.</p>
<p>Config: <code>commitment</code> (<code>finalized</code> default, <code>confirmed</code>, <code>processed</code>), <code>encoding</code> (<code>base58</code>,
<code>base64</code>, <code>base64+zstd</code>, <code>jsonParsed</code>), <code>dataSlice</code> (integer <code>offset</code> and <code>length</code> in bytes;
allowed only with <code>base58</code>, <code>base64</code> or <code>base64+zstd</code>), <code>minContextSlot</code>.</p>
<p>Credits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this
method is not shown).</p>
<dl class="facts">
<dt>Credits</dt><dd>160 per call</dd>
<dt>Transports</dt><dd>HTTP</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>slot-commitment</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>delegate</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td><p>Base58 public key of the delegate.</p><p class="decision-inline"><span class="label">Decision:</span> Named <code>delegate</code>: the document calls the parameter &quot;address&quot; and says it is the delegate; <code>delegate</code> says which address it is.</p></td></tr>
<tr><td>2</td><td><code>accountDetails</code></td><td>required</td><td><code class="type"><a href="#schema-TokenAccountsFilter">TokenAccountsFilter</a></code></td><td><p>Object holding one of <code>mint</code> (base58 string) or <code>programId</code> (base58 string).</p></td></tr>
<tr><td>3</td><td><code>config</code></td><td>optional</td><td><code class="type"><a href="#schema-TokenAccountsByDelegateConfig">TokenAccountsByDelegateConfig</a></code></td><td><p>Optional configuration object.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>tokenAccounts</code>: <code class="type"><a href="#schema-TokenAccountsByDelegateResult">TokenAccountsByDelegateResult</a></code></p>
<p>Object with <code>context</code> and <code>value</code> (array of token account entries).</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-11" role="group" aria-label="Try getTokenAccountsByDelegate" data-method="getTokenAccountsByDelegate" data-structure="by-position" data-call="await client.getTokenAccountsByDelegate(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-11-p1"><code>delegate</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-11-p1" type="text" data-param="delegate" data-kind="string" value="4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-11-p1-error">
<p id="try-11-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-11-p2"><code>accountDetails</code> required <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-11-p2" data-param="accountDetails" data-kind="json" rows="3" maxlength="1048576" spellcheck="false" aria-describedby="try-11-p2-error">{
  "programId": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
}</textarea>
<p id="try-11-p2-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-11-p3"><code>config</code> optional <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-11-p3" data-param="config" data-kind="json" rows="3" maxlength="1048576" spellcheck="false" aria-describedby="try-11-p3-error">{
  "encoding": "jsonParsed"
}</textarea>
<p id="try-11-p3-error" class="field-error" hidden></p>
</div>

<p id="try-11-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-11-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-11-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-11-verdict" class="try-verdict"></p><pre id="try-11-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-11-curl"><code></code></pre><button type="button" class="copy" data-copy="try-11-curl" aria-label="Copy the curl command of the form of getTokenAccountsByDelegate">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-11-call"><code></code></pre><button type="button" class="copy" data-copy="try-11-call" aria-label="Copy the client call of the form of getTokenAccountsByDelegate">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>by-program-id-json-parsed <span class="badge">matches its schemas</span></h6>
<p>Token accounts of a delegate under the SPL token program, jsonParsed encoding; context without apiVersion. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/solana/json-rpc-methods/gettokenaccountsbydelegate" rel="noopener noreferrer">https://docs.metamask.io/services/reference/solana/json-rpc-methods/gettokenaccountsbydelegate</a>), unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-11-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "getTokenAccountsByDelegate",
  "params": [
    "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",
    {
<span class="wrap w3">      "programId": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"</span>
    },
    {
      "encoding": "jsonParsed"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-11-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "context": {
      "slot": 1114
    },
    "value": [
      {
<span class="wrap w4">        "pubkey": "28YTZEwqtMHWrhWcvv34se7pjS7wctgqzCPB3gReCFKp",</span>
        "account": {
          "data": {
            "program": "spl-token",
            "parsed": {
              "info": {
                "tokenAmount": {
                  "amount": "1",
                  "decimals": 1,
                  "uiAmount": 0.1,
                  "uiAmountString": "0.1"
                },
<span class="wrap w8">                "delegate": "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",</span>
                "delegatedAmount": {
                  "amount": "1",
                  "decimals": 1,
                  "uiAmount": 0.1,
                  "uiAmountString": "0.1"
                },
                "state": "initialized",
                "isNative": false,
<span class="wrap w8">                "mint": "3wyAj7Rt1TWVPZVteFJPLa26JmLvdb1CAKEFZm3NY75E",</span>
<span class="wrap w8">                "owner": "CnPoSPKXu7wJqxe59Fs72tkBeALovhsCxYeFwPCQH9TD"</span>
              },
              "type": "account"
            },
            "space": 165
          },
          "executable": false,
          "lamports": 1726080,
<span class="wrap w5">          "owner": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",</span>
          "rentEpoch": 4,
          "space": 165
        }
      }
    ]
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-11-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"getTokenAccountsByDelegate","params":["4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",{"programId":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"},{"encoding":"jsonParsed"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-11-1-curl" aria-label="Copy the curl command of example by-program-id-json-parsed of getTokenAccountsByDelegate">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-11-1-call"><code>await client.getTokenAccountsByDelegate("4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T", {
  "programId": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
}, {
  "encoding": "jsonParsed"
});</code></pre><button type="button" class="copy" data-copy="ex-11-1-call" aria-label="Copy the client call of example by-program-id-json-parsed of getTokenAccountsByDelegate">Copy</button></div>
</div>
<div class="example">
<h6>with-commitment <span class="badge">matches its schemas</span></h6>
<p>Same query with commitment finalized; context carries apiVersion. From Solana's public RPC docs (<a href="https://solana.com/docs/rpc/http/gettokenaccountsbydelegate" rel="noopener noreferrer">https://solana.com/docs/rpc/http/gettokenaccountsbydelegate</a>).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-11-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "getTokenAccountsByDelegate",
  "params": [
    "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",
    {
<span class="wrap w3">      "programId": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"</span>
    },
    {
      "commitment": "finalized",
      "encoding": "jsonParsed"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-11-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "context": {
      "apiVersion": "3.1.8",
      "slot": 1114
    },
    "value": [
      {
<span class="wrap w4">        "pubkey": "28YTZEwqtMHWrhWcvv34se7pjS7wctgqzCPB3gReCFKp",</span>
        "account": {
          "data": {
            "program": "spl-token",
            "parsed": {
              "info": {
                "tokenAmount": {
                  "amount": "1",
                  "decimals": 1,
                  "uiAmount": 0.1,
                  "uiAmountString": "0.1"
                },
<span class="wrap w8">                "delegate": "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",</span>
                "delegatedAmount": {
                  "amount": "1",
                  "decimals": 1,
                  "uiAmount": 0.1,
                  "uiAmountString": "0.1"
                },
                "state": "initialized",
                "isNative": false,
<span class="wrap w8">                "mint": "3wyAj7Rt1TWVPZVteFJPLa26JmLvdb1CAKEFZm3NY75E",</span>
<span class="wrap w8">                "owner": "CnPoSPKXu7wJqxe59Fs72tkBeALovhsCxYeFwPCQH9TD"</span>
              },
              "type": "account"
            },
            "space": 165
          },
          "executable": false,
          "lamports": 1726080,
<span class="wrap w5">          "owner": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",</span>
          "rentEpoch": 4,
          "space": 165
        }
      }
    ]
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-11-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"getTokenAccountsByDelegate","params":["4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",{"programId":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"},{"commitment":"finalized","encoding":"jsonParsed"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-11-2-curl" aria-label="Copy the curl command of example with-commitment of getTokenAccountsByDelegate">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-11-2-call"><code>await client.getTokenAccountsByDelegate("4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T", {
  "programId": "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
}, {
  "commitment": "finalized",
  "encoding": "jsonParsed"
});</code></pre><button type="button" class="copy" data-copy="ex-11-2-call" aria-label="Copy the client call of example with-commitment of getTokenAccountsByDelegate">Copy</button></div>
</div>
</article>
<article class="method" id="method-getVoteAccounts" aria-labelledby="method-getVoteAccounts-title">
<h4 id="method-getVoteAccounts-title"><code>getVoteAccounts</code></h4>
<p class="summary">Returns the account info and associated stake for all the voting accounts in the current bank.</p>
<p>Returns an object with <code>current</code> and <code>delinquent</code>, arrays of vote account entries with the
same fields (activatedStake, commission 0 to 100, epochCredits as [epoch, credits,
previousCredits] tuples, epochVoteAccount, lastVote, nodePubkey, rootSlot, votePubkey). The
result is not wrapped in a context object.</p>
<p>The single parameter is optional, so <code>params</code> may be omitted from the request.</p>
<p>Config: <code>commitment</code> (<code>finalized</code> default, <code>confirmed</code>, <code>processed</code>), <code>votePubkey</code> (restricts
the results to that vote account), <code>keepUnstakedDelinquents</code> (when true, all delinquent
accounts are included even if unstaked), <code>delinquentSlotDistance</code> (slots a validator must be
behind to be delinquent; specifying it is discouraged).</p>
<p>Credits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this
method is not shown).</p>
<dl class="facts">
<dt>Credits</dt><dd>160 per call</dd>
<dt>Transports</dt><dd>HTTP</dd>
<dt>Params</dt><dd>by position; may be omitted</dd>
<dt>Family</dt><dd>slot-commitment</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>config</code></td><td>optional</td><td><code class="type"><a href="#schema-VoteAccountsConfig">VoteAccountsConfig</a></code></td><td><p>Optional configuration object; <code>params</code> may be omitted entirely.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>voteAccounts</code>: <code class="type"><a href="#schema-VoteAccounts">VoteAccounts</a></code></p>
<p>Object with <code>current</code> and <code>delinquent</code> arrays of vote account entries.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-12" role="group" aria-label="Try getVoteAccounts" data-method="getVoteAccounts" data-structure="by-position" data-call="await client.getVoteAccounts(" data-call-style="method" data-has-result="true" data-prefilled="false">
<div class="field">
<label for="try-12-p1"><code>config</code> optional <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-12-p1" data-param="config" data-kind="json" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-12-p1-error"></textarea>
<p id="try-12-p1-error" class="field-error" hidden></p>
</div>

<p id="try-12-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-12-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-12-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-12-verdict" class="try-verdict"></p><pre id="try-12-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-12-curl"><code></code></pre><button type="button" class="copy" data-copy="try-12-curl" aria-label="Copy the curl command of the form of getVoteAccounts">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-12-call"><code></code></pre><button type="button" class="copy" data-copy="try-12-call" aria-label="Copy the client call of the form of getVoteAccounts">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>params-omitted <span class="badge">matches its schemas</span></h6>
<p>Request without params. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/solana/json-rpc-methods/getvoteaccounts" rel="noopener noreferrer">https://docs.metamask.io/services/reference/solana/json-rpc-methods/getvoteaccounts</a>). Corrected: the published response is truncated with &quot;...&quot; after the first current entry and omits delinquent; the truncation is dropped and the required delinquent array is given empty.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-12-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "getVoteAccounts",
  "params": []
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-12-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "current": [
      {
        "activatedStake": 21728348612276,
        "commission": 0,
        "epochCredits": [
          [
            767,
            552326409,
            545429728
          ],
          [
            768,
            559219285,
            552326409
          ],
          [
            769,
            566108108,
            559219285
          ],
          [
            770,
            573001980,
            566108108
          ],
          [
            771,
            577049781,
            573001980
          ]
        ],
        "epochVoteAccount": true,
        "lastVote": 333325355,
<span class="wrap w4">        "nodePubkey": "W1FAbXyQJ5iPghy12TqPktwobU5kTD73ZjA6QZCvsRp",</span>
        "rootSlot": 333325324,
<span class="wrap w4">        "votePubkey": "DXjujkbMhAvkaygmjLbi7UGdovAs2AU6y45UMEqxhEnw"</span>
      }
    ],
    "delinquent": []
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-12-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"getVoteAccounts","params":[]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-12-1-curl" aria-label="Copy the curl command of example params-omitted of getVoteAccounts">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-12-1-call"><code>await client.getVoteAccounts();</code></pre><button type="button" class="copy" data-copy="ex-12-1-call" aria-label="Copy the client call of example params-omitted of getVoteAccounts">Copy</button></div>
</div>
<div class="example">
<h6>single-vote-account <span class="badge">matches its schemas</span></h6>
<p>Restricted to one vote account with commitment finalized. From Solana's public RPC docs (<a href="https://solana.com/docs/rpc/http/getvoteaccounts" rel="noopener noreferrer">https://solana.com/docs/rpc/http/getvoteaccounts</a>).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-12-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "getVoteAccounts",
  "params": [
    {
      "commitment": "finalized",
<span class="wrap w3">      "votePubkey": "i7NyKBMJCA9bLM2nsGyAGCKHECuR2L5eh4GqFciuwNT"</span>
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-12-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "current": [
      {
        "activatedStake": 38263229364446900,
        "commission": 95,
        "epochCredits": [
          [
            902,
            1383125544,
            1376213656
          ],
          [
            903,
            1390037304,
            1383125544
          ],
          [
            904,
            1396949288,
            1390037304
          ],
          [
            905,
            1403861272,
            1396949288
          ],
          [
            906,
            1406766600,
            1403861272
          ]
        ],
        "epochVoteAccount": true,
        "lastVote": 391573587,
<span class="wrap w4">        "nodePubkey": "dv2eQHeP4RFrJZ6UeiZWoc3XTtmtZCUKxxCApCDcRNV",</span>
        "rootSlot": 391573556,
<span class="wrap w4">        "votePubkey": "i7NyKBMJCA9bLM2nsGyAGCKHECuR2L5eh4GqFciuwNT"</span>
      }
    ],
    "delinquent": []
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-12-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"getVoteAccounts","params":[{"commitment":"finalized","votePubkey":"i7NyKBMJCA9bLM2nsGyAGCKHECuR2L5eh4GqFciuwNT"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-12-2-curl" aria-label="Copy the curl command of example single-vote-account of getVoteAccounts">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-12-2-call"><code>await client.getVoteAccounts({
  "commitment": "finalized",
  "votePubkey": "i7NyKBMJCA9bLM2nsGyAGCKHECuR2L5eh4GqFciuwNT"
});</code></pre><button type="button" class="copy" data-copy="ex-12-2-call" aria-label="Copy the client call of example single-vote-account of getVoteAccounts">Copy</button></div>
</div>
</article>
<article class="method" id="method-getFeeForMessage" aria-labelledby="method-getFeeForMessage-title">
<h4 id="method-getFeeForMessage-title"><code>getFeeForMessage</code></h4>
<p class="summary">Returns the fee the network will charge for a particular message.</p>
<p>Returns the fee for a base64-encoded transaction message. <code>result</code> is null when the block
does not exist; otherwise it is an object with <code>context</code> (<code>slot</code>, <code>apiVersion</code>) and <code>value</code>,
which is null or the fee for the message. The numeric type of the fee value is not shown by
the document (typed here as a JSON number).</p>
<p>Config: <code>commitment</code> (<code>finalized</code> default, <code>confirmed</code>, <code>processed</code>), <code>minContextSlot</code>
(integer).</p>
<p>Credits: 160 per call, taken from the daily balance. Transport: HTTP (WebSocket use of this
method is not shown).</p>
<dl class="facts">
<dt>Credits</dt><dd>160 per call</dd>
<dt>Transports</dt><dd>HTTP</dd>
<dt>Params</dt><dd>by position</dd>
<dt>Family</dt><dd>slot-commitment</dd>
<dt>Retry after a transport failure</dt><dd>safe (idempotent)</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>message</code></td><td>required</td><td><code class="type"><a href="#schema-Base64String">Base64String</a></code></td><td><p>Base64 string of a transaction message.</p></td></tr>
<tr><td>2</td><td><code>config</code></td><td>optional</td><td><code class="type"><a href="#schema-FeeForMessageConfig">FeeForMessageConfig</a></code></td><td><p>Optional configuration object.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>fee</code>: <code class="type"><a href="#schema-FeeForMessageResponse">FeeForMessageResponse</a> | null</code></p>
<p>Null when the block does not exist; otherwise an object with <code>context</code> and <code>value</code> (null, or the fee).</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-13" role="group" aria-label="Try getFeeForMessage" data-method="getFeeForMessage" data-structure="by-position" data-call="await client.getFeeForMessage(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-13-p1"><code>message</code> required <span class="muted">(text, sent as a JSON string)</span></label>
<input id="try-13-p1" type="text" data-param="message" data-kind="string" value="AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA" maxlength="1048576" autocomplete="off" spellcheck="false" aria-describedby="try-13-p1-error">
<p id="try-13-p1-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="try-13-p2"><code>config</code> optional <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-13-p2" data-param="config" data-kind="json" rows="3" maxlength="1048576" spellcheck="false" aria-describedby="try-13-p2-error">{
  "commitment": "processed"
}</textarea>
<p id="try-13-p2-error" class="field-error" hidden></p>
</div>

<p id="try-13-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-13-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-13-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-13-verdict" class="try-verdict"></p><pre id="try-13-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-13-curl"><code></code></pre><button type="button" class="copy" data-copy="try-13-curl" aria-label="Copy the curl command of the form of getFeeForMessage">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-13-call"><code></code></pre><button type="button" class="copy" data-copy="try-13-call" aria-label="Copy the client call of the form of getFeeForMessage">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>fee-value-null <span class="badge">matches its schemas</span></h6>
<p>Block exists but the fee value is null. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/solana/json-rpc-methods/getfeeformessage" rel="noopener noreferrer">https://docs.metamask.io/services/reference/solana/json-rpc-methods/getfeeformessage</a>), unchanged.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-13-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "getFeeForMessage",
  "params": [
<span class="wrap w2">    "AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA",</span>
    {
      "commitment": "processed"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-13-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "context": {
      "apiVersion": "2.1.11",
      "slot": 320142245
    },
    "value": null
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-13-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"getFeeForMessage","params":["AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA",{"commitment":"processed"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-13-1-curl" aria-label="Copy the curl command of example fee-value-null of getFeeForMessage">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-13-1-call"><code>await client.getFeeForMessage("AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA", {
  "commitment": "processed"
});</code></pre><button type="button" class="copy" data-copy="ex-13-1-call" aria-label="Copy the client call of example fee-value-null of getFeeForMessage">Copy</button></div>
</div>
<div class="example">
<h6>fee-5000 <span class="badge">matches its schemas</span></h6>
<p>Fee of 5000 for the message. From Solana's public RPC docs (<a href="https://solana.com/docs/rpc/http/getfeeformessage" rel="noopener noreferrer">https://solana.com/docs/rpc/http/getfeeformessage</a>).</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-13-2-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "getFeeForMessage",
  "params": [
<span class="wrap w2">    "AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA",</span>
    {
      "commitment": "processed"
    }
  ]
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-13-2-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "context": {
      "apiVersion": "3.1.8",
      "slot": 5068
    },
    "value": 5000
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-13-2-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"getFeeForMessage","params":["AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA",{"commitment":"processed"}]}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-13-2-curl" aria-label="Copy the curl command of example fee-5000 of getFeeForMessage">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-13-2-call"><code>await client.getFeeForMessage("AQABAgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEBAQAA", {
  "commitment": "processed"
});</code></pre><button type="button" class="copy" data-copy="ex-13-2-call" aria-label="Copy the client call of example fee-5000 of getFeeForMessage">Copy</button></div>
</div>
</article>
</section>
<section class="family-section" aria-labelledby="family-3">
<h3 id="family-3">starknet</h3>
<article class="method" id="method-starknet_addDeployAccountTransaction" aria-labelledby="method-starknet_addDeployAccountTransaction-title">
<h4 id="method-starknet_addDeployAccountTransaction-title"><code>starknet_addDeployAccountTransaction</code></h4>
<p class="summary">Submits a new deploy account transaction.</p>
<p>Submits a deploy account transaction. <code>params</code> is an object keyed by parameter name with one
required key, <code>deploy_account_transaction</code>. The result is an object with <code>transaction_hash</code>
(hash of the deploy account transaction) and <code>contract_address</code> (address of the new
contract).</p>
<p>Which fields of the transaction are required, and allowed values beyond those appearing in the
document (<code>DEPLOY_ACCOUNT</code>, <code>L1</code>), are not shown.</p>
<p>Credits: not shown. Transport: HTTP (WebSocket use of this method is not shown).</p>
<dl class="facts">
<dt>Credits</dt><dd>not shown</dd>
<dt>Transports</dt><dd>HTTP</dd>
<dt>Params</dt><dd>by name</dd>
<dt>Family</dt><dd>starknet</dd>
<dt>Retry after a transport failure</dt><dd>not marked safe</dd>
</dl>

<h5>Params</h5>
<table>
<thead><tr><th scope="col">#</th><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td>1</td><td><code>deploy_account_transaction</code></td><td>required</td><td><code class="type"><a href="#schema-DeployAccountTransaction">DeployAccountTransaction</a></code></td><td><p>The deploy account transaction.</p></td></tr>
</tbody>
</table>
<h5>Result</h5>
<p><code>result</code>: <code class="type"><a href="#schema-DeployAccountTransactionResult">DeployAccountTransactionResult</a></code></p>
<p>Object with <code>transaction_hash</code> and <code>contract_address</code>.</p>

<details class="try" hidden>
<summary>Try it</summary>
<div class="try-form" id="try-14" role="group" aria-label="Try starknet_addDeployAccountTransaction" data-method="starknet_addDeployAccountTransaction" data-structure="by-name" data-call="await client.starknet_addDeployAccountTransaction(" data-call-style="method" data-has-result="true" data-prefilled="true">
<div class="field">
<label for="try-14-p1"><code>deploy_account_transaction</code> required <span class="muted">(JSON, checked as you type)</span></label>
<textarea id="try-14-p1" data-param="deploy_account_transaction" data-kind="json" rows="12" maxlength="1048576" spellcheck="false" aria-describedby="try-14-p1-error">{
  "type": "DEPLOY_ACCOUNT",
  "version": "0x3",
  "signature": [
    "3557065757165699682249469970267166698995647077461960906176449260016084767701",
    "3202126414680946801789588986259466145787792017299869598314522555275920413944"
  ],
  "nonce": "0x7",
  "contract_address_salt": "0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd",
  "class_hash": "0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd",
  "constructor_calldata": [
    "0x1",
    "0x677bb1cdc050e8d63855e8743ab6e09179138def390676cc03c484daf112ba1",
    "0x362398bec32bc0ebb411203221a35a0301193a96f317ebe5e40be9f60d15320",
    "0x0",
    "0x1",
    "0x1",
    "0x2b",
    "0x0"
  ],
  "resource_bounds": {
    "l1_gas": "0x28ed6103d0000",
    "l2_gas": "0x28ed6103d0000"
  },
  "tip": "0x0",
  "paymaster_data": [],
  "nonce_data_availability_mode": "L1",
  "fee_data_availability_mode": "L1"
}</textarea>
<p id="try-14-p1-error" class="field-error" hidden></p>
</div>

<p id="try-14-error" class="field-error" hidden></p>
<button type="button" class="send" hidden>Send</button>
<p id="try-14-status" class="try-status" role="status" aria-live="polite"></p>
<div id="try-14-answer" class="try-answer" hidden><p class="label">Answer</p><p id="try-14-verdict" class="try-verdict"></p><pre id="try-14-answer-json"><code></code></pre></div>
<div class="copyable"><p class="label">curl</p><pre id="try-14-curl"><code></code></pre><button type="button" class="copy" data-copy="try-14-curl" aria-label="Copy the curl command of the form of starknet_addDeployAccountTransaction">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="try-14-call"><code></code></pre><button type="button" class="copy" data-copy="try-14-call" aria-label="Copy the client call of the form of starknet_addDeployAccountTransaction">Copy</button></div>
</div>
</details>
<h5>Examples</h5>
<div class="example">
<h6>deploy-account-v3 <span class="badge">matches its schemas</span></h6>
<p>Deploy account transaction, params by name. From the gateway provider docs (<a href="https://docs.metamask.io/services/reference/starknet/json-rpc-methods/starknet_adddeployaccounttransaction" rel="noopener noreferrer">https://docs.metamask.io/services/reference/starknet/json-rpc-methods/starknet_adddeployaccounttransaction</a>). Corrected: the published request is not valid JSON (trailing comma after l2_gas), removed.</p>
<div class="pair">
<div><p class="label">Request</p><pre id="ex-14-1-request" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "starknet_addDeployAccountTransaction",
  "params": {
    "deploy_account_transaction": {
      "type": "DEPLOY_ACCOUNT",
      "version": "0x3",
      "signature": [
<span class="wrap w4">        "3557065757165699682249469970267166698995647077461960906176449260016084767701",</span>
<span class="wrap w4">        "3202126414680946801789588986259466145787792017299869598314522555275920413944"</span>
      ],
      "nonce": "0x7",
<span class="wrap w3">      "contract_address_salt": "0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd",</span>
<span class="wrap w3">      "class_hash": "0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd",</span>
      "constructor_calldata": [
        "0x1",
<span class="wrap w4">        "0x677bb1cdc050e8d63855e8743ab6e09179138def390676cc03c484daf112ba1",</span>
<span class="wrap w4">        "0x362398bec32bc0ebb411203221a35a0301193a96f317ebe5e40be9f60d15320",</span>
        "0x0",
        "0x1",
        "0x1",
        "0x2b",
        "0x0"
      ],
      "resource_bounds": {
        "l1_gas": "0x28ed6103d0000",
        "l2_gas": "0x28ed6103d0000"
      },
      "tip": "0x0",
      "paymaster_data": [],
      "nonce_data_availability_mode": "L1",
      "fee_data_availability_mode": "L1"
    }
  }
}</code></pre></div>
<div><p class="label">Response</p><pre id="ex-14-1-response" class="json"><code>{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
<span class="wrap w2">    "transaction_hash": "0x1ce0d76c0c085306fd32679b75f9541fab71851da8d3e3898a691b49ed8175c",</span>
<span class="wrap w2">    "contract_address": "0x03b554093fb0a7460913be2d5c011cb5ac4333dfcfe6125851bcd3f926a3b558"</span>
  }
}</code></pre></div>
</div>
<div class="copyable"><p class="label">curl</p><pre id="ex-14-1-curl"><code>curl -sS -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"starknet_addDeployAccountTransaction","params":{"deploy_account_transaction":{"type":"DEPLOY_ACCOUNT","version":"0x3","signature":["3557065757165699682249469970267166698995647077461960906176449260016084767701","3202126414680946801789588986259466145787792017299869598314522555275920413944"],"nonce":"0x7","contract_address_salt":"0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd","class_hash":"0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd","constructor_calldata":["0x1","0x677bb1cdc050e8d63855e8743ab6e09179138def390676cc03c484daf112ba1","0x362398bec32bc0ebb411203221a35a0301193a96f317ebe5e40be9f60d15320","0x0","0x1","0x1","0x2b","0x0"],"resource_bounds":{"l1_gas":"0x28ed6103d0000","l2_gas":"0x28ed6103d0000"},"tip":"0x0","paymaster_data":[],"nonce_data_availability_mode":"L1","fee_data_availability_mode":"L1"}}}' 'https://network-host.invalid/v3/'"$API_KEY"</code></pre><button type="button" class="copy" data-copy="ex-14-1-curl" aria-label="Copy the curl command of example deploy-account-v3 of starknet_addDeployAccountTransaction">Copy</button></div>
<div class="copyable"><p class="label">Client</p><pre id="ex-14-1-call"><code>await client.starknet_addDeployAccountTransaction({
  "deploy_account_transaction": {
    "type": "DEPLOY_ACCOUNT",
    "version": "0x3",
    "signature": [
      "3557065757165699682249469970267166698995647077461960906176449260016084767701",
      "3202126414680946801789588986259466145787792017299869598314522555275920413944"
    ],
    "nonce": "0x7",
    "contract_address_salt": "0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd",
    "class_hash": "0x23371b227eaecd8e8920cd429d2cd0f3fee6abaacca08d3ab82a7cdd",
    "constructor_calldata": [
      "0x1",
      "0x677bb1cdc050e8d63855e8743ab6e09179138def390676cc03c484daf112ba1",
      "0x362398bec32bc0ebb411203221a35a0301193a96f317ebe5e40be9f60d15320",
      "0x0",
      "0x1",
      "0x1",
      "0x2b",
      "0x0"
    ],
    "resource_bounds": {
      "l1_gas": "0x28ed6103d0000",
      "l2_gas": "0x28ed6103d0000"
    },
    "tip": "0x0",
    "paymaster_data": [],
    "nonce_data_availability_mode": "L1",
    "fee_data_availability_mode": "L1"
  }
});</code></pre><button type="button" class="copy" data-copy="ex-14-1-call" aria-label="Copy the client call of example deploy-account-v3 of starknet_addDeployAccountTransaction">Copy</button></div>
</div>
</article>
</section>
</section>
<section id="subscriptions" aria-labelledby="subscriptions-title">
<h2 id="subscriptions-title">Subscriptions</h2>
<p>Over WebSocket only: the subscribe call answers an id, then the server sends a notification per new value until the unsubscribe call or the end of the connection.</p>
<article class="subscription" id="subscription-newHeads">
<h3><code>newHeads</code></h3>
<p>A block header each time a new block is added to the chain.</p>
<dl>
<dt>Subscribe</dt><dd><code>eth_subscribe</code> with <code>newHeads</code> first; ended by <code>eth_unsubscribe</code></dd>

<dt>Notification</dt><dd><code>eth_subscription</code>, params <code>{ subscription, result }</code></dd>
<dt>Value</dt><dd><code class="type"><a href="#schema-BlockHeader">BlockHeader</a></code></dd>
<dt>Identity</dt><dd>/hash</dd>
<dt>Credits</dt><dd>20 per notification</dd>
</dl>
<details class="try-sub" hidden>
<summary>Try it</summary>
<div class="try-sub-form" id="try-sub-1" role="group" aria-label="Try newHeads" data-name="newHeads" data-subscribe="eth_subscribe" data-value="newHeads" data-unsubscribe="eth_unsubscribe" data-unsubscribe-by-name="" data-notification="eth_subscription" data-notification-params="[&quot;subscription&quot;,&quot;result&quot;]">
<div class="field">
<label for="try-sub-1-params">Params after <code>newHeads</code> <span class="muted">(JSON)</span></label>
<textarea id="try-sub-1-params" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-sub-1-error">[]</textarea>
<p id="try-sub-1-error" class="field-error" hidden></p>
</div>
<button type="button" class="subscribe">Subscribe</button> <button type="button" class="stop" disabled>Stop</button>
<p id="try-sub-1-status" class="try-status" role="status" aria-live="polite"></p>
<ol id="try-sub-1-list" class="try-notifications"></ol>
</div>
</details>
</article>
<article class="subscription" id="subscription-logs">
<h3><code>logs</code></h3>
<p>Each log of a new block that matches the filter (again with removed true on a reorg).</p>
<dl>
<dt>Subscribe</dt><dd><code>eth_subscribe</code> with <code>logs</code> first; ended by <code>eth_unsubscribe</code></dd>
<dt>Params</dt><dd><ul><li><code>filter</code> (optional): <code class="type"><a href="#schema-LogSubscriptionFilter">LogSubscriptionFilter</a></code></li></ul></dd>
<dt>Notification</dt><dd><code>eth_subscription</code>, params <code>{ subscription, result }</code></dd>
<dt>Value</dt><dd><code class="type"><a href="#schema-Log">Log</a></code></dd>
<dt>Identity</dt><dd>/blockHash, /logIndex, /removed</dd>
<dt>Credits</dt><dd>10 per notification</dd>
</dl>
<details class="try-sub" hidden>
<summary>Try it</summary>
<div class="try-sub-form" id="try-sub-2" role="group" aria-label="Try logs" data-name="logs" data-subscribe="eth_subscribe" data-value="logs" data-unsubscribe="eth_unsubscribe" data-unsubscribe-by-name="" data-notification="eth_subscription" data-notification-params="[&quot;subscription&quot;,&quot;result&quot;]">
<div class="field">
<label for="try-sub-2-params">Params after <code>logs</code> <span class="muted">(JSON)</span></label>
<textarea id="try-sub-2-params" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-sub-2-error">[]</textarea>
<p id="try-sub-2-error" class="field-error" hidden></p>
</div>
<button type="button" class="subscribe">Subscribe</button> <button type="button" class="stop" disabled>Stop</button>
<p id="try-sub-2-status" class="try-status" role="status" aria-live="polite"></p>
<ol id="try-sub-2-list" class="try-notifications"></ol>
</div>
</details>
</article>
<article class="subscription" id="subscription-newPendingTransactions">
<h3><code>newPendingTransactions</code></h3>
<p>The hash of each transaction added to the pending pool.</p>
<dl>
<dt>Subscribe</dt><dd><code>eth_subscribe</code> with <code>newPendingTransactions</code> first; ended by <code>eth_unsubscribe</code></dd>

<dt>Notification</dt><dd><code>eth_subscription</code>, params <code>{ subscription, result }</code></dd>
<dt>Value</dt><dd><code class="type"><a href="#schema-Hash32">Hash32</a></code></dd>
<dt>Identity</dt><dd>the value itself</dd>
<dt>Credits</dt><dd>2 per notification</dd>
</dl>
<details class="try-sub" hidden>
<summary>Try it</summary>
<div class="try-sub-form" id="try-sub-3" role="group" aria-label="Try newPendingTransactions" data-name="newPendingTransactions" data-subscribe="eth_subscribe" data-value="newPendingTransactions" data-unsubscribe="eth_unsubscribe" data-unsubscribe-by-name="" data-notification="eth_subscription" data-notification-params="[&quot;subscription&quot;,&quot;result&quot;]">
<div class="field">
<label for="try-sub-3-params">Params after <code>newPendingTransactions</code> <span class="muted">(JSON)</span></label>
<textarea id="try-sub-3-params" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-sub-3-error">[]</textarea>
<p id="try-sub-3-error" class="field-error" hidden></p>
</div>
<button type="button" class="subscribe">Subscribe</button> <button type="button" class="stop" disabled>Stop</button>
<p id="try-sub-3-status" class="try-status" role="status" aria-live="polite"></p>
<ol id="try-sub-3-list" class="try-notifications"></ol>
</div>
</details>
</article>
<article class="subscription" id="subscription-transactionReceipts">
<h3><code>transactionReceipts</code></h3>
<p>The receipts of each new block's transactions (those the filter names, when given).</p>
<dl>
<dt>Subscribe</dt><dd><code>eth_subscribe</code> with <code>transactionReceipts</code> first; ended by <code>eth_unsubscribe</code></dd>
<dt>Params</dt><dd><ul><li><code>filter</code> (optional): <code class="type"><a href="#schema-TransactionReceiptsFilter">TransactionReceiptsFilter</a></code></li></ul></dd>
<dt>Notification</dt><dd><code>eth_subscription</code>, params <code>{ subscription, result }</code></dd>
<dt>Value</dt><dd><code class="type"><a href="#schema-TransactionReceipt">TransactionReceipt</a>[]</code></dd>
<dt>Identity</dt><dd>/0/blockHash, /0/transactionHash</dd>
<dt>Credits</dt><dd>20 per notification</dd>
</dl>
<details class="try-sub" hidden>
<summary>Try it</summary>
<div class="try-sub-form" id="try-sub-4" role="group" aria-label="Try transactionReceipts" data-name="transactionReceipts" data-subscribe="eth_subscribe" data-value="transactionReceipts" data-unsubscribe="eth_unsubscribe" data-unsubscribe-by-name="" data-notification="eth_subscription" data-notification-params="[&quot;subscription&quot;,&quot;result&quot;]">
<div class="field">
<label for="try-sub-4-params">Params after <code>transactionReceipts</code> <span class="muted">(JSON)</span></label>
<textarea id="try-sub-4-params" rows="2" maxlength="1048576" spellcheck="false" aria-describedby="try-sub-4-error">[]</textarea>
<p id="try-sub-4-error" class="field-error" hidden></p>
</div>
<button type="button" class="subscribe">Subscribe</button> <button type="button" class="stop" disabled>Stop</button>
<p id="try-sub-4-status" class="try-status" role="status" aria-live="polite"></p>
<ol id="try-sub-4-list" class="try-notifications"></ol>
</div>
</details>
</article>
</section>
<section id="schemas" aria-labelledby="schemas-title">
<h2 id="schemas-title">Schemas</h2>
<section class="schema" id="schema-Quantity" aria-labelledby="schema-Quantity-title">
<h3 id="schema-Quantity-title"><code>Quantity</code></h3>
<p>Numeric quantity: a <code>0x</code>-prefixed lower-case hexadecimal string with no leading zeros (&quot;0x0&quot; for zero). The interface document states that all numeric quantities in the EVM family are hexadecimal strings prefixed <code>0x</code>.</p>
<p>Pattern: <code>^0x(0|[1-9a-f][0-9a-f]*)$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0x0"</code></pre></div>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0x5bad55"</code></pre></div>
<p class="used-by">Used by <a href="#method-eth_getStorageAt"><code>eth_getStorageAt</code></a>, <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>, <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>, <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>, <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-Uint256" aria-labelledby="schema-Uint256-title">
<h3 id="schema-Uint256-title"><code>Uint256</code></h3>
<p>Unsigned integer of at most 32 bytes encoded as a hex quantity (no leading zeros, at most 64 hex digits). Used for the ECDSA signature components <code>r</code> and <code>s</code>: the document calls them &quot;32-byte&quot; values, and real nodes (go-ethereum) encode them as quantities, which drops leading zero digits (a 63-digit <code>r</code> appears in the recorded go-ethereum responses).</p>
<p>Pattern: <code>^0x(0|[1-9a-f][0-9a-f]{0,63})$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="used-by">Used by <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-Bytes" aria-labelledby="schema-Bytes-title">
<h3 id="schema-Bytes-title"><code>Bytes</code></h3>
<p>Arbitrary byte string: <code>0x</code> followed by an even number of lower-case hex digits; &quot;0x&quot; is the empty byte string.</p>
<p>Pattern: <code>^0x([0-9a-f][0-9a-f])*$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0x"</code></pre></div>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0xd46e8dd6"</code></pre></div>
<p class="used-by">Used by <a href="#method-eth_getStorageAt"><code>eth_getStorageAt</code></a>, <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>, <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>, <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>, <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-Bytes8" aria-labelledby="schema-Bytes8-title">
<h3 id="schema-Bytes8-title"><code>Bytes8</code></h3>
<p>Exactly 8 bytes as <code>0x</code> plus 16 lower-case hex digits (the block proof-of-work nonce).</p>
<p>Pattern: <code>^0x[0-9a-f]{16}$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="used-by">Used by <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-Bloom" aria-labelledby="schema-Bloom-title">
<h3 id="schema-Bloom-title"><code>Bloom</code></h3>
<p>Exactly 256 bytes as <code>0x</code> plus 512 lower-case hex digits.</p>
<p>Pattern: <code>^0x[0-9a-f]{512}$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="used-by">Used by <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>, <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>.</p>
</section>
<section class="schema" id="schema-Address" aria-labelledby="schema-Address-title">
<h3 id="schema-Address-title"><code>Address</code></h3>
<p>20-byte account or contract address: <code>0x</code> plus 40 hex digits, in any case. Decision: the interface document says only &quot;20-byte hex&quot;; the official Ethereum execution-apis spec (<code>^0x[0-9a-fA-F]{40}$</code>, vendored in test/reference/execution-apis), every node, and every client write addresses in the mixed-case EIP-55 checksum spelling as well as in lower case (viem and ethers send checksummed addresses by default), so both are accepted wherever an address is taken or returned. The case carries no meaning here: the checksum is not verified, as nodes do not verify it. This document's own examples are lower-case.</p>
<p>Pattern: <code>^0x[0-9a-fA-F]{40}$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0x295a70b2de5e3953354a6a8344e616ed314d7251"</code></pre></div>
<p class="used-by">Used by <a href="#method-eth_getStorageAt"><code>eth_getStorageAt</code></a>, <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>, <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>, <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>, <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-Hash32" aria-labelledby="schema-Hash32-title">
<h3 id="schema-Hash32-title"><code>Hash32</code></h3>
<p>Exactly 32 bytes as <code>0x</code> plus 64 lower-case hex digits (block hash, transaction hash, topic, root, key).</p>
<p>Pattern: <code>^0x[0-9a-f]{64}$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="used-by">Used by <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>, <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>, <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>, <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-StorageSlot" aria-labelledby="schema-StorageSlot-title">
<h3 id="schema-StorageSlot-title"><code>StorageSlot</code></h3>
<p>Storage position or key as hex of at most 32 bytes, leading zeros allowed (<code>0x</code> plus 1 to 64 lower-case hex digits). Decision: the document says only &quot;hex&quot; for the <code>eth_getStorageAt</code> position and shows both a plain slot number (&quot;0x0&quot;) and a 32-byte keccak hash, so both spellings are accepted; real nodes also echo storage proof keys in this shortened form (a requested &quot;0x00&quot; comes back as &quot;0x0&quot;).</p>
<p>Pattern: <code>^0x[0-9a-f]{1,64}$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"0x0"</code></pre></div>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code><span class="wrap w0">"0x6661e9d6d8b923d5bbaab1b96e1dd51ff6ea2a93520fdc9eb75d059238b8c5e9"</span></code></pre></div>
<p class="used-by">Used by <a href="#method-eth_getStorageAt"><code>eth_getStorageAt</code></a>, <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-DecimalString" aria-labelledby="schema-DecimalString-title">
<h3 id="schema-DecimalString-title"><code>DecimalString</code></h3>
<p>Non-negative integer written in decimal digits inside a JSON string, without leading zeros.</p>
<p>Pattern: <code>^(0|[1-9][0-9]*)$</code></p>
<p><code class="type">string</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"1"</code></pre></div>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code><span class="wrap w0">"3557065757165699682249469970267166698995647077461960906176449260016084767701"</span></code></pre></div>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>, <a href="#method-starknet_addDeployAccountTransaction"><code>starknet_addDeployAccountTransaction</code></a>.</p>
</section>
<section class="schema" id="schema-BlockTag" aria-labelledby="schema-BlockTag-title">
<h3 id="schema-BlockTag-title"><code>BlockTag</code></h3>
<p>Named block: <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code> or <code>finalized</code> (the five tags the document allows wherever a block parameter is taken).</p>
<p><code class="type">'latest' | 'earliest' | 'pending' | 'safe' | 'finalized'</code></p>
<p class="used-by">Used by <a href="#method-eth_getStorageAt"><code>eth_getStorageAt</code></a>, <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-BlockNumberOrTag" aria-labelledby="schema-BlockNumberOrTag-title">
<h3 id="schema-BlockNumberOrTag-title"><code>BlockNumberOrTag</code></h3>
<p>A hex block number, or one of the strings <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>safe</code>, <code>finalized</code>.</p>
<p><code class="type"><a href="#schema-Quantity">Quantity</a> | <a href="#schema-BlockTag">BlockTag</a></code></p>
<p class="used-by">Used by <a href="#method-eth_getStorageAt"><code>eth_getStorageAt</code></a>, <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-ProofBlockTag" aria-labelledby="schema-ProofBlockTag-title">
<h3 id="schema-ProofBlockTag-title"><code>ProofBlockTag</code></h3>
<p>Named block accepted by <code>eth_getProof</code>: <code>latest</code>, <code>earliest</code>, <code>pending</code> or <code>finalized</code>. <code>safe</code> is not supported by this method (use <code>finalized</code> instead), as the document says.</p>
<p><code class="type">'latest' | 'earliest' | 'pending' | 'finalized'</code></p>
<p class="used-by">Used by <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-ProofBlockNumberOrTag" aria-labelledby="schema-ProofBlockNumberOrTag-title">
<h3 id="schema-ProofBlockNumberOrTag-title"><code>ProofBlockNumberOrTag</code></h3>
<p>A hex block number, or one of <code>latest</code>, <code>earliest</code>, <code>pending</code>, <code>finalized</code> (<code>safe</code> is not supported).</p>
<p><code class="type"><a href="#schema-Quantity">Quantity</a> | <a href="#schema-ProofBlockTag">ProofBlockTag</a></code></p>
<p class="used-by">Used by <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-UncleBlock" aria-labelledby="schema-UncleBlock-title">
<h3 id="schema-UncleBlock-title"><code>UncleBlock</code></h3>
<p>Block object as the document lists it, without the <code>transactions</code> field, which the document lists &quot;only in <code>eth_getBlockByNumber</code>&quot;. This is the result shape of <code>eth_getUncleByBlockHashAndIndex</code> (uncle blocks are returned without transactions; the gateway's own example has none) and the base of <code>Block</code>. Required fields are the official Ethereum spec's required Block fields that the document also lists; <code>difficulty</code> and <code>totalDifficulty</code> are optional. <code>number</code>, <code>hash</code>, <code>nonce</code> and <code>logsBloom</code> are null when the block is pending. Other fields sent by real nodes (baseFeePerGas, withdrawals, withdrawalsRoot, blobGasUsed, excessBlobGas, parentBeaconBlockRoot, requestsHash, ...) are not listed by the document and are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>number</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Block number (hex); null when the block is pending.</p></td></tr>
<tr><td><code>hash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a> | null</code></td><td>may be null</td><td><p>32-byte block hash; null when the block is pending.</p></td></tr>
<tr><td><code>parentHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the parent block.</p></td></tr>
<tr><td><code>nonce</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes8">Bytes8</a> | null</code></td><td>may be null</td><td><p>8 bytes, hash of the generated proof-of-work; null when the block is pending.</p></td></tr>
<tr><td><code>sha3Uncles</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the uncles data in the block.</p></td></tr>
<tr><td><code>logsBloom</code></td><td>required</td><td><code class="type"><a href="#schema-Bloom">Bloom</a> | null</code></td><td>may be null</td><td><p>256-byte bloom filter for the logs of the block; null when the block is pending.</p></td></tr>
<tr><td><code>transactionsRoot</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte root of the transaction trie of the block.</p></td></tr>
<tr><td><code>stateRoot</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte root of the final state trie of the block.</p></td></tr>
<tr><td><code>receiptsRoot</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte root of the receipts trie of the block.</p></td></tr>
<tr><td><code>miner</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address of the beneficiary of the mining rewards.</p></td></tr>
<tr><td><code>difficulty</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Difficulty of the block (hex). Optional, as in the official spec.</p></td></tr>
<tr><td><code>totalDifficulty</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Total difficulty of the chain up to this block (hex). Optional and nullable: the document says it &quot;may be null in responses&quot;, and go-ethereum omits it after the merge.</p></td></tr>
<tr><td><code>extraData</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes">Bytes</a></code></td><td>never null</td><td><p>The extra data field of the block.</p></td></tr>
<tr><td><code>size</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Size of the block in bytes (hex).</p></td></tr>
<tr><td><code>gasLimit</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Maximum gas allowed in the block (hex).</p></td></tr>
<tr><td><code>gasUsed</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Total gas used by all transactions in the block (hex).</p></td></tr>
<tr><td><code>timestamp</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Unix timestamp (hex) of the collation of the block.</p></td></tr>
<tr><td><code>uncles</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a>[]</code></td><td>never null</td><td><p>Array of uncle block hashes (32 bytes each).</p></td></tr>
<tr><td><code>mixHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte mix hash (hex string), also returned in responses.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-Block" aria-labelledby="schema-Block-title">
<h3 id="schema-Block-title"><code>Block</code></h3>
<p>Block object returned by <code>eth_getBlockByNumber</code>: every field of <code>UncleBlock</code> plus the required <code>transactions</code> array (Transaction objects or 32-byte hashes, chosen by the <code>hydratedTransactions</code> parameter).</p>
<pre class="type"><code><a href="#schema-UncleBlock">UncleBlock</a> &amp; {
  /** Array of Transaction objects (\`hydratedTransactions\` true) or of 32-byte transaction hashes (\`hydratedTransactions\` false). \`anyOf\` rather than \`oneOf\` because an empty array matches both forms. */
  transactions: <a href="#schema-Hash32">Hash32</a>[] | <a href="#schema-Transaction">Transaction</a>[];
}</code></pre>
<p class="used-by">Used by <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-BlockHeader" aria-labelledby="schema-BlockHeader-title">
<h3 id="schema-BlockHeader-title"><code>BlockHeader</code></h3>
<p>Block header sent by an <code>eth_subscribe</code> <code>newHeads</code> subscription: the fields of <code>UncleBlock</code>, with <code>size</code> and <code>uncles</code> optional (a node does not send them with a header, as go-ethereum leaves them out), and no <code>transactions</code>. Decision: the interface document does not show subscriptions; this follows go-ethereum's <code>newHeads</code> notification. Fields real nodes add are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>number</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Block number (hex); null when the block is pending.</p></td></tr>
<tr><td><code>hash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a> | null</code></td><td>may be null</td><td><p>32-byte block hash; null when the block is pending.</p></td></tr>
<tr><td><code>parentHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the parent block.</p></td></tr>
<tr><td><code>nonce</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes8">Bytes8</a> | null</code></td><td>may be null</td><td><p>8 bytes, hash of the generated proof-of-work; null when the block is pending.</p></td></tr>
<tr><td><code>sha3Uncles</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the uncles data in the block.</p></td></tr>
<tr><td><code>logsBloom</code></td><td>required</td><td><code class="type"><a href="#schema-Bloom">Bloom</a> | null</code></td><td>may be null</td><td><p>256-byte bloom filter for the logs of the block; null when the block is pending.</p></td></tr>
<tr><td><code>transactionsRoot</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte root of the transaction trie of the block.</p></td></tr>
<tr><td><code>stateRoot</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte root of the final state trie of the block.</p></td></tr>
<tr><td><code>receiptsRoot</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte root of the receipts trie of the block.</p></td></tr>
<tr><td><code>miner</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address of the beneficiary of the mining rewards.</p></td></tr>
<tr><td><code>difficulty</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Difficulty of the block (hex). Optional, as in the official spec.</p></td></tr>
<tr><td><code>totalDifficulty</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Total difficulty of the chain up to this block (hex). Optional and nullable: the document says it &quot;may be null in responses&quot;, and go-ethereum omits it after the merge.</p></td></tr>
<tr><td><code>extraData</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes">Bytes</a></code></td><td>never null</td><td><p>The extra data field of the block.</p></td></tr>
<tr><td><code>size</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Size of the block in bytes (hex).</p></td></tr>
<tr><td><code>gasLimit</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Maximum gas allowed in the block (hex).</p></td></tr>
<tr><td><code>gasUsed</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Total gas used by all transactions in the block (hex).</p></td></tr>
<tr><td><code>timestamp</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Unix timestamp (hex) of the collation of the block.</p></td></tr>
<tr><td><code>uncles</code></td><td>optional</td><td><code class="type"><a href="#schema-Hash32">Hash32</a>[]</code></td><td>never null</td><td><p>Array of uncle block hashes (32 bytes each).</p></td></tr>
<tr><td><code>mixHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte mix hash (hex string), also returned in responses.</p></td></tr>
</tbody>
</table>
</section>
<section class="schema" id="schema-AccessListEntry" aria-labelledby="schema-AccessListEntry-title">
<h3 id="schema-AccessListEntry-title"><code>AccessListEntry</code></h3>
<p>One address accessed by the transaction and the storage keys accessed at it.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>address</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address accessed by the transaction.</p></td></tr>
<tr><td><code>storageKeys</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a>[]</code></td><td>never null</td><td><p>32-byte storage keys accessed at that address.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-AccessList" aria-labelledby="schema-AccessList-title">
<h3 id="schema-AccessList-title"><code>AccessList</code></h3>
<p>Addresses and storage keys accessed by the transaction (EIP-2930).</p>
<p><code class="type"><a href="#schema-AccessListEntry">AccessListEntry</a>[]</code></p>
<p class="used-by">Used by <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-Transaction" aria-labelledby="schema-Transaction-title">
<h3 id="schema-Transaction-title"><code>Transaction</code></h3>
<p>Transaction as returned by <code>eth_getTransactionByHash</code>, <code>eth_getTransactionByBlockNumberAndIndex</code> and (hydrated) <code>eth_getBlockByNumber</code>. Fields the document marks &quot;present&quot; or &quot;always present&quot; are required; <code>accessList</code>, <code>chainId</code>, <code>maxPriorityFeePerGas</code> and <code>maxFeePerGas</code> are optional. <code>blockHash</code>, <code>blockNumber</code> and <code>transactionIndex</code> are null when the transaction is pending; <code>to</code> is null for a contract creation. Fields real nodes add (blockTimestamp, yParity, authorizationList, blobVersionedHashes, maxFeePerBlobGas, ...) are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>accessList</code></td><td>optional</td><td><code class="type"><a href="#schema-AccessList">AccessList</a></code></td><td>never null</td><td><p>Addresses and storage keys accessed by the transaction. Optional.</p></td></tr>
<tr><td><code>blockHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a> | null</code></td><td>may be null</td><td><p>32-byte hash of the block holding the transaction; null when pending. Always present.</p></td></tr>
<tr><td><code>blockNumber</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Number of the block holding the transaction (hex); null when pending. Always present.</p></td></tr>
<tr><td><code>chainId</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Chain identifier (hex); returned only for EIP-1559 transactions. Optional.</p></td></tr>
<tr><td><code>from</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address of the sender.</p></td></tr>
<tr><td><code>gas</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Gas provided by the sender (hex).</p></td></tr>
<tr><td><code>gasPrice</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Gas price provided by the sender, in wei (hex).</p></td></tr>
<tr><td><code>hash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the transaction.</p></td></tr>
<tr><td><code>input</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes">Bytes</a></code></td><td>never null</td><td><p>Data sent along with the transaction.</p></td></tr>
<tr><td><code>maxPriorityFeePerGas</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Maximum fee per gas above the base fee, in wei (EIP-1559). Optional.</p></td></tr>
<tr><td><code>maxFeePerGas</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Maximum total fee per gas (base fee plus priority fee), in wei (EIP-1559). Optional.</p></td></tr>
<tr><td><code>nonce</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Number of transactions made by the sender before this one (hex).</p></td></tr>
<tr><td><code>r</code></td><td>required</td><td><code class="type"><a href="#schema-Uint256">Uint256</a></code></td><td>never null</td><td><p>ECDSA signature component r (32 bytes). Encoded as a hex quantity without leading zeros, as real nodes send it.</p></td></tr>
<tr><td><code>s</code></td><td>required</td><td><code class="type"><a href="#schema-Uint256">Uint256</a></code></td><td>never null</td><td><p>ECDSA signature component s (32 bytes). Encoded as a hex quantity without leading zeros, as real nodes send it.</p></td></tr>
<tr><td><code>to</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a> | null</code></td><td>may be null</td><td><p>20-byte address of the receiver; null for a contract creation transaction. Always present.</p></td></tr>
<tr><td><code>transactionIndex</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Index of the transaction in the block (hex); null when pending.</p></td></tr>
<tr><td><code>type</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Transaction type (hex, e.g. &quot;0x0&quot; legacy, &quot;0x1&quot; EIP-2930, &quot;0x2&quot; EIP-1559).</p></td></tr>
<tr><td><code>v</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>ECDSA recovery id (hex).</p></td></tr>
<tr><td><code>value</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Value transferred, in wei (hex).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getTransactionByHash"><code>eth_getTransactionByHash</code></a>, <a href="#method-eth_getTransactionByBlockNumberAndIndex"><code>eth_getTransactionByBlockNumberAndIndex</code></a>, <a href="#method-eth_getBlockByNumber"><code>eth_getBlockByNumber</code></a>.</p>
</section>
<section class="schema" id="schema-ReceiptStatus" aria-labelledby="schema-ReceiptStatus-title">
<h3 id="schema-ReceiptStatus-title"><code>ReceiptStatus</code></h3>
<p>Execution status returned as a hex string, &quot;0x1&quot; for success or &quot;0x0&quot; for failure.</p>
<p><code class="type">'0x0' | '0x1'</code></p>
<p class="used-by">Used by <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>.</p>
</section>
<section class="schema" id="schema-TransactionReceipt" aria-labelledby="schema-TransactionReceipt-title">
<h3 id="schema-TransactionReceipt-title"><code>TransactionReceipt</code></h3>
<p>Receipt of a mined transaction (a pending transaction has no receipt). Decision: the document's table marks no field optional, so every listed field is required, except that exactly one of <code>root</code> (32-byte post-transaction state root, pre-Byzantium) or <code>status</code> (post-Byzantium) is present; this is expressed with <code>oneOf</code> of two branches, each requiring one of the two and forbidding the other. <code>contractAddress</code> is null unless the transaction created a contract; <code>to</code> is null for a contract creation. Fields real nodes add (blobGasUsed, blobGasPrice, ...) are allowed, not forbidden.</p>
<pre class="type"><code>{
  /** 32-byte hash of the block holding the transaction. */
  blockHash: <a href="#schema-Hash32">Hash32</a>;
  /** Number of the block holding the transaction (hex). */
  blockNumber: <a href="#schema-Quantity">Quantity</a>;
  /** 20-byte address of the contract created, if the transaction was a contract creation; otherwise null. */
  contractAddress: <a href="#schema-Address">Address</a> | null;
  /** Total gas used in the block up to and including this transaction (hex). */
  cumulativeGasUsed: <a href="#schema-Quantity">Quantity</a>;
  /** Actual value per gas deducted from the sender's account (hex); before EIP-1559 it equals the transaction's gas price. */
  effectiveGasPrice: <a href="#schema-Quantity">Quantity</a>;
  /** 20-byte address of the sender. */
  from: <a href="#schema-Address">Address</a>;
  /** Gas used by this transaction alone (hex). */
  gasUsed: <a href="#schema-Quantity">Quantity</a>;
  /** Array of Log objects generated by this transaction. */
  logs: <a href="#schema-Log">Log</a>[];
  /** 256-byte bloom filter for light clients to quickly retrieve related logs. */
  logsBloom: <a href="#schema-Bloom">Bloom</a>;
  /** 32-byte post-transaction state root (transactions before Byzantium). Present exactly when \`status\` is absent. */
  root?: <a href="#schema-Hash32">Hash32</a>;
  /** "0x1" (success) or "0x0" (failure), transactions after Byzantium. Present exactly when \`root\` is absent. */
  status?: <a href="#schema-ReceiptStatus">ReceiptStatus</a>;
  /** 20-byte address of the receiver; null for a contract creation transaction. */
  to: <a href="#schema-Address">Address</a> | null;
  /** 32-byte hash of the transaction. */
  transactionHash: <a href="#schema-Hash32">Hash32</a>;
  /** Index of the transaction in the block (hex). */
  transactionIndex: <a href="#schema-Quantity">Quantity</a>;
  /** Transaction type (hex). */
  type: <a href="#schema-Quantity">Quantity</a>;
} &amp; ({
  status: unknown;
  root?: never;
} | {
  root: unknown;
  status?: never;
})</code></pre>
<p class="used-by">Used by <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>.</p>
</section>
<section class="schema" id="schema-Log" aria-labelledby="schema-Log-title">
<h3 id="schema-Log-title"><code>Log</code></h3>
<p>Log entry returned by <code>eth_getLogs</code> and inside receipts. Decision: the document's table marks no field optional, so every listed field is required; <code>logIndex</code>, <code>transactionIndex</code>, <code>transactionHash</code>, <code>blockHash</code> and <code>blockNumber</code> are null when the log is pending. Fields real nodes add (e.g. blockTimestamp) are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>removed</code></td><td>required</td><td><code class="type">boolean</code></td><td>never null</td><td><p>True when the log was removed by a chain reorganization; false for a valid log.</p></td></tr>
<tr><td><code>logIndex</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Position of the log in the block (hex); null when pending.</p></td></tr>
<tr><td><code>transactionIndex</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Index of the transaction that created the log (hex); null when pending.</p></td></tr>
<tr><td><code>transactionHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a> | null</code></td><td>may be null</td><td><p>32-byte hash of the transaction that created the log; null when pending.</p></td></tr>
<tr><td><code>blockHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a> | null</code></td><td>may be null</td><td><p>32-byte hash of the block holding the log; null when pending.</p></td></tr>
<tr><td><code>blockNumber</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a> | null</code></td><td>may be null</td><td><p>Number of the block holding the log (hex); null when pending.</p></td></tr>
<tr><td><code>address</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address from which the log originated.</p></td></tr>
<tr><td><code>data</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes">Bytes</a></code></td><td>never null</td><td><p>One or more 32-byte non-indexed arguments of the log. Decision: typed as any byte string (&quot;0x&quot; included) because an event without non-indexed arguments has empty data and the EVM LOG opcodes do not force 32-byte multiples.</p></td></tr>
<tr><td><code>topics</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a>[]</code></td><td>never null</td><td><p>Array of 0 to 4 indexed log arguments, 32 bytes each. The first is the hash of the event signature unless the event was declared anonymous.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>, <a href="#method-eth_getTransactionReceipt"><code>eth_getTransactionReceipt</code></a>.</p>
</section>
<section class="schema" id="schema-Filter" aria-labelledby="schema-Filter-title">
<h3 id="schema-Filter-title"><code>Filter</code></h3>
<p>Filter object, the single element of the <code>eth_getLogs</code> params. All fields are optional. When <code>blockHash</code> is present, <code>fromBlock</code> and <code>toBlock</code> are not allowed (expressed with <code>not</code> over <code>anyOf</code> of the two forbidden combinations). Decision on <code>topics</code>: the document says &quot;array of 32-byte topics; order-dependent&quot;, but every Ethereum client library (viem, ethers, web3.js) sends <code>null</code> for a position that matches any topic and an array for &quot;any of these&quot; at one position, the provider's own documentation allows both, and go-ethereum and the official execution-apis spec accept them; refusing them would refuse what real callers send, so each position is a <code>FilterTopic</code>. The object is left open: the document does not forbid other members.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>address</code></td><td>optional</td><td><code class="type"><a href="#schema-Address">Address</a> | <a href="#schema-Address">Address</a>[]</code></td><td>never null</td><td><p>One 20-byte contract address or a list of addresses from which logs should originate.</p></td></tr>
<tr><td><code>fromBlock</code></td><td>optional</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td>never null</td><td><p>Start of the block range, a hex block number or tag. Default <code>latest</code>.</p>
<p>@defaultValue &quot;latest&quot;</p></td></tr>
<tr><td><code>toBlock</code></td><td>optional</td><td><code class="type"><a href="#schema-BlockNumberOrTag">BlockNumberOrTag</a></code></td><td>never null</td><td><p>End of the block range, a hex block number or tag. Default <code>latest</code>.</p>
<p>@defaultValue &quot;latest&quot;</p></td></tr>
<tr><td><code>topics</code></td><td>optional</td><td><code class="type"><a href="#schema-FilterTopic">FilterTopic</a>[]</code></td><td>never null</td><td><p>Array of 32-byte topics; order-dependent (position i is matched against the log's i-th topic). A position may also be <code>null</code> (any topic) or an array of topics (any of them).</p></td></tr>
<tr><td><code>blockHash</code></td><td>optional</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte block hash restricting the results to that one block. When present, <code>fromBlock</code> and <code>toBlock</code> are not allowed.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>.</p>
</section>
<section class="schema" id="schema-FilterTopic" aria-labelledby="schema-FilterTopic-title">
<h3 id="schema-FilterTopic-title"><code>FilterTopic</code></h3>
<p>One position of a log filter's <code>topics</code>: a 32-byte topic to match exactly, <code>null</code> to match any topic at that position, or an array of topics of which one must match (an empty array matches any, as in go-ethereum).</p>
<p><code class="type"><a href="#schema-Hash32">Hash32</a> | null | <a href="#schema-Hash32">Hash32</a>[]</code> <span class="muted">(may be null)</span></p>
<p class="used-by">Used by <a href="#method-eth_getLogs"><code>eth_getLogs</code></a>.</p>
</section>
<section class="schema" id="schema-SubscriptionId" aria-labelledby="schema-SubscriptionId-title">
<h3 id="schema-SubscriptionId-title"><code>SubscriptionId</code></h3>
<p>Id of a subscription, answered by <code>eth_subscribe</code> and carried by each of its notifications (go-ethereum writes 16 random bytes as <code>0x</code> hex). Decision: any non-empty string, as nodes differ in how they write it.</p>
<p><code class="type">string</code></p>
</section>
<section class="schema" id="schema-LogSubscriptionFilter" aria-labelledby="schema-LogSubscriptionFilter-title">
<h3 id="schema-LogSubscriptionFilter-title"><code>LogSubscriptionFilter</code></h3>
<p>Filter of a <code>logs</code> subscription: the <code>address</code> and <code>topics</code> of <code>Filter</code>. A subscription takes new blocks only, so <code>fromBlock</code>, <code>toBlock</code> and <code>blockHash</code> are not allowed (the gateway refuses them, as it always has). Decision: the interface document does not show subscriptions; this follows go-ethereum's <code>logs</code> subscription.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>address</code></td><td>optional</td><td><code class="type"><a href="#schema-Address">Address</a> | <a href="#schema-Address">Address</a>[]</code></td><td>never null</td><td><p>One 20-byte contract address or a list of addresses from which logs should originate.</p></td></tr>
<tr><td><code>topics</code></td><td>optional</td><td><code class="type"><a href="#schema-FilterTopic">FilterTopic</a>[]</code></td><td>never null</td><td><p>Array of 32-byte topics; order-dependent. A position may also be <code>null</code> (any topic) or an array of topics (any of them).</p></td></tr>
</tbody>
</table>
</section>
<section class="schema" id="schema-TransactionReceiptsFilter" aria-labelledby="schema-TransactionReceiptsFilter-title">
<h3 id="schema-TransactionReceiptsFilter-title"><code>TransactionReceiptsFilter</code></h3>
<p>Filter of a <code>transactionReceipts</code> subscription: the hashes of the transactions whose receipts are sent. Without it, the receipts of every transaction of each new block are sent. Decision: this follows go-ethereum's <code>transactionReceipts</code> subscription (its <code>TransactionReceiptsQuery</code>).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>transactionHashes</code></td><td>optional</td><td><code class="type"><a href="#schema-Hash32">Hash32</a>[]</code></td><td>never null</td><td><p>32-byte hashes of the transactions to follow.</p></td></tr>
</tbody>
</table>
</section>
<section class="schema" id="schema-CallObject" aria-labelledby="schema-CallObject-title">
<h3 id="schema-CallObject-title"><code>CallObject</code></h3>
<p>Transaction call object of <code>eth_call</code> and <code>eth_estimateGas</code>: every field is optional, <code>from</code> and <code>to</code> included. Decision: the interface document marks <code>from</code> required in <code>eth_call</code> and <code>to</code> present in both methods, but every node accepts a call without <code>from</code> (it runs from the zero address) and a contract creation without <code>to</code> (<code>data</code> is then the creation code); the official Ethereum execution-apis document (vendored in test/reference/execution-apis) makes both optional, and viem, ethers and web3.js send them so for every read without an account and every deployment. The <code>gas</code> value is capped at 10 times (1000%) the current block gas limit. The document names the input field <code>data</code>; the object is left open because the document does not forbid other members (real nodes also accept the official name <code>input</code>).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>from</code></td><td>optional</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address the transaction is sent from. The interface document: &quot;Optional for <code>eth_estimateGas</code>, required for <code>eth_call</code>&quot;. Optional in both here (see the object's decision): a node runs a call without it from the zero address.</p></td></tr>
<tr><td><code>to</code></td><td>optional</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>20-byte address the transaction is directed to. The interface document: &quot;Present in both methods&quot;. Optional here (see the object's decision): left out, the call is a contract creation whose <code>data</code> is the creation code.</p></td></tr>
<tr><td><code>gas</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Gas provided for the execution (hex). The method itself consumes no gas, but some executions need it. Capped at 10 times the current block gas limit. In <code>eth_estimateGas</code>, when no gas limit is given the pending block gas limit is the upper bound.</p></td></tr>
<tr><td><code>gasPrice</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Price per gas (hex), in wei.</p></td></tr>
<tr><td><code>maxPriorityFeePerGas</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Maximum fee per gas above the base fee, in wei (EIP-1559).</p></td></tr>
<tr><td><code>maxFeePerGas</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Maximum total fee per gas (base fee plus priority fee), in wei (EIP-1559).</p></td></tr>
<tr><td><code>value</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Value sent with the transaction (hex), in wei.</p></td></tr>
<tr><td><code>data</code></td><td>optional</td><td><code class="type"><a href="#schema-Bytes">Bytes</a></code></td><td>never null</td><td><p>Hash of the method signature and encoded parameters (contract ABI encoding).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a>.</p>
</section>
<section class="schema" id="schema-EthCallObject" aria-labelledby="schema-EthCallObject-title">
<h3 id="schema-EthCallObject-title"><code>EthCallObject</code></h3>
<p>Transaction call object of <code>eth_call</code>: the same as <code>CallObject</code> (<code>from</code> and <code>to</code> optional, see its decision). Kept as its own name so that code written against it keeps compiling.</p>
<p><code class="type"><a href="#schema-CallObject">CallObject</a></code></p>
<p class="used-by">Used by <a href="#method-eth_call"><code>eth_call</code></a>.</p>
</section>
<section class="schema" id="schema-StateOverride" aria-labelledby="schema-StateOverride-title">
<h3 id="schema-StateOverride-title"><code>StateOverride</code></h3>
<p>Account state to assume for one <code>eth_call</code>, keyed by address, as go-ethereum and anvil take it (viem's <code>call({ stateOverride })</code> sends this shape): for each account, a balance, nonce, code, and either its whole storage (<code>state</code>) or changes to it (<code>stateDiff</code>), never both. Nothing is written to the chain. Decision: at most 64 accounts and 256 storage slots per account, so that one call cannot carry an unbounded override (the interface document does not show the parameter at all; nodes set no limit of their own beyond the request size).</p>
<p><code class="type">{ [key: string]: <a href="#schema-AccountOverride">AccountOverride</a> }</code></p>
<p class="used-by">Used by <a href="#method-eth_call"><code>eth_call</code></a>.</p>
</section>
<section class="schema" id="schema-AccountOverride" aria-labelledby="schema-AccountOverride-title">
<h3 id="schema-AccountOverride-title"><code>AccountOverride</code></h3>
<p>The state one account is assumed to have during the call. <code>state</code> replaces the account's whole storage and <code>stateDiff</code> changes only the slots it names: go-ethereum refuses an account with both, and so does this schema. Other members are left to the node (go-ethereum also takes <code>movePrecompileToAddress</code>), as every object of this document is left open.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>balance</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Balance to assume, in wei (hex).</p></td></tr>
<tr><td><code>nonce</code></td><td>optional</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Nonce to assume (hex).</p></td></tr>
<tr><td><code>code</code></td><td>optional</td><td><code class="type"><a href="#schema-Bytes">Bytes</a></code></td><td>never null</td><td><p>EVM bytecode to assume at the address (hex bytes).</p></td></tr>
<tr><td><code>state</code></td><td>optional</td><td><code class="type"><a href="#schema-StorageOverride">StorageOverride</a></code></td><td>never null</td><td><p>The account's whole storage during the call (every slot not named is zero).</p></td></tr>
<tr><td><code>stateDiff</code></td><td>optional</td><td><code class="type"><a href="#schema-StorageOverride">StorageOverride</a></code></td><td>never null</td><td><p>Storage slots changed during the call (the slots not named keep their value).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_call"><code>eth_call</code></a>.</p>
</section>
<section class="schema" id="schema-StorageOverride" aria-labelledby="schema-StorageOverride-title">
<h3 id="schema-StorageOverride-title"><code>StorageOverride</code></h3>
<p>Storage slots and their values, each a 32-byte hex word (<code>0x</code> plus 64 lower-case hex digits), at most 256 slots.</p>
<p><code class="type">{ [key: string]: <a href="#schema-Hash32">Hash32</a> }</code></p>
<p class="used-by">Used by <a href="#method-eth_call"><code>eth_call</code></a>.</p>
</section>
<section class="schema" id="schema-StorageProof" aria-labelledby="schema-StorageProof-title">
<h3 id="schema-StorageProof-title"><code>StorageProof</code></h3>
<p>Proof for one requested storage key. Decision: all three fields are required (the document lists them without optional marks).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>key</code></td><td>required</td><td><code class="type"><a href="#schema-StorageSlot">StorageSlot</a></code></td><td>never null</td><td><p>The requested storage key. Real nodes echo it in shortened hex (a requested &quot;0x00&quot; is returned as &quot;0x0&quot;), so any hex of at most 32 bytes is accepted.</p></td></tr>
<tr><td><code>value</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>The storage value (hex).</p></td></tr>
<tr><td><code>proof</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes">Bytes</a>[]</code></td><td>never null</td><td><p>Array of RLP-serialized Merkle tree nodes, starting with the storage hash node and following the path of the hash of the key. May be empty.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-AccountProof" aria-labelledby="schema-AccountProof-title">
<h3 id="schema-AccountProof-title"><code>AccountProof</code></h3>
<p>Result of <code>eth_getProof</code>. Decision: every field the document lists is required (the table marks none optional). Other fields are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>address</code></td><td>required</td><td><code class="type"><a href="#schema-Address">Address</a></code></td><td>never null</td><td><p>The account address (returned in the response).</p></td></tr>
<tr><td><code>balance</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Balance of the account in wei (hex).</p></td></tr>
<tr><td><code>codeHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the account code.</p></td></tr>
<tr><td><code>nonce</code></td><td>required</td><td><code class="type"><a href="#schema-Quantity">Quantity</a></code></td><td>never null</td><td><p>Nonce of the account (hex).</p></td></tr>
<tr><td><code>storageHash</code></td><td>required</td><td><code class="type"><a href="#schema-Hash32">Hash32</a></code></td><td>never null</td><td><p>32-byte hash of the storage root. All storage proofs start at this root.</p></td></tr>
<tr><td><code>accountProof</code></td><td>required</td><td><code class="type"><a href="#schema-Bytes">Bytes</a>[]</code></td><td>never null</td><td><p>Array of RLP-serialized Merkle tree nodes, starting with the state root node and following the path of the hash of the address.</p></td></tr>
<tr><td><code>storageProof</code></td><td>required</td><td><code class="type"><a href="#schema-StorageProof">StorageProof</a>[]</code></td><td>never null</td><td><p>Array with one entry per requested storage key.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-eth_getProof"><code>eth_getProof</code></a>.</p>
</section>
<section class="schema" id="schema-Base58String" aria-labelledby="schema-Base58String-title">
<h3 id="schema-Base58String-title"><code>Base58String</code></h3>
<p>Base58-encoded string (Bitcoin alphabet, no 0, O, I or l).</p>
<p>Pattern: <code>^[1-9A-HJ-NP-Za-km-z]+$</code></p>
<p><code class="type">string</code></p>
</section>
<section class="schema" id="schema-Pubkey" aria-labelledby="schema-Pubkey-title">
<h3 id="schema-Pubkey-title"><code>Pubkey</code></h3>
<p>Base58-encoded 32-byte public key (32 to 44 characters).</p>
<p>Pattern: <code>^[1-9A-HJ-NP-Za-km-z]+$</code></p>
<p><code class="type">string</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"</code></pre></div>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>, <a href="#method-getVoteAccounts"><code>getVoteAccounts</code></a>.</p>
</section>
<section class="schema" id="schema-Base64String" aria-labelledby="schema-Base64String-title">
<h3 id="schema-Base64String-title"><code>Base64String</code></h3>
<p>Standard base64-encoded string (alphabet A-Z a-z 0-9 + /, padded with = to a multiple of 4 characters).</p>
<p>Pattern: <code>^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$</code></p>
<p><code class="type">string</code></p>
<p class="used-by">Used by <a href="#method-getFeeForMessage"><code>getFeeForMessage</code></a>.</p>
</section>
<section class="schema" id="schema-Commitment" aria-labelledby="schema-Commitment-title">
<h3 id="schema-Commitment-title"><code>Commitment</code></h3>
<p>Commitment level of the queried bank state: <code>finalized</code> (default; block confirmed by a supermajority of the cluster at maximum lockout), <code>confirmed</code> (most recent block voted on by a supermajority of the cluster), <code>processed</code> (most recent block of the node, which may still be skipped).</p>
<p>@defaultValue &quot;finalized&quot;</p>
<p><code class="type">'finalized' | 'confirmed' | 'processed'</code></p>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>, <a href="#method-getVoteAccounts"><code>getVoteAccounts</code></a>, <a href="#method-getFeeForMessage"><code>getFeeForMessage</code></a>.</p>
</section>
<section class="schema" id="schema-AccountEncoding" aria-labelledby="schema-AccountEncoding-title">
<h3 id="schema-AccountEncoding-title"><code>AccountEncoding</code></h3>
<p>Encoding of returned account data, <code>base58</code>, <code>base64</code>, <code>base64+zstd</code> or <code>jsonParsed</code>.</p>
<p><code class="type">'base58' | 'base64' | 'base64+zstd' | 'jsonParsed'</code></p>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-DataSlice" aria-labelledby="schema-DataSlice-title">
<h3 id="schema-DataSlice-title"><code>DataSlice</code></h3>
<p>Limits the returned account data to <code>length</code> bytes starting at <code>offset</code>. Allowed only with the <code>base58</code>, <code>base64</code> or <code>base64+zstd</code> encodings. Decision: both members are required, since the document describes the object as holding an integer offset and length.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>offset</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Byte offset at which the returned data starts.</p></td></tr>
<tr><td><code>length</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Number of bytes to return.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAccountsFilter" aria-labelledby="schema-TokenAccountsFilter-title">
<h3 id="schema-TokenAccountsFilter-title"><code>TokenAccountsFilter</code></h3>
<p>Second parameter of <code>getTokenAccountsByDelegate</code>, holding one of <code>mint</code> or <code>programId</code>. Decision: &quot;holding one of&quot; is read as exactly one of the two (expressed with <code>oneOf</code> of two branches, each requiring one member and forbidding the other), as the Solana RPC requires.</p>
<pre class="type"><code>{
  /** Base58 public key of the token mint to limit the accounts to. */
  mint?: <a href="#schema-Pubkey">Pubkey</a>;
  /** Base58 public key of the token program that owns the accounts. */
  programId?: <a href="#schema-Pubkey">Pubkey</a>;
} &amp; ({
  mint: unknown;
  programId?: never;
} | {
  programId: unknown;
  mint?: never;
})</code></pre>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAccountsByDelegateConfig" aria-labelledby="schema-TokenAccountsByDelegateConfig-title">
<h3 id="schema-TokenAccountsByDelegateConfig-title"><code>TokenAccountsByDelegateConfig</code></h3>
<p>Optional configuration of <code>getTokenAccountsByDelegate</code>. <code>dataSlice</code> is allowed only with the <code>base58</code>, <code>base64</code> or <code>base64+zstd</code> encodings: a <code>dataSlice</code> together with encoding <code>jsonParsed</code> is rejected (expressed with <code>not</code>). The document does not name a default encoding, so a <code>dataSlice</code> without <code>encoding</code> is accepted.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>commitment</code></td><td>optional</td><td><code class="type"><a href="#schema-Commitment">Commitment</a></code></td><td>never null</td><td><p>Commitment level; default <code>finalized</code>.</p></td></tr>
<tr><td><code>encoding</code></td><td>optional</td><td><code class="type"><a href="#schema-AccountEncoding">AccountEncoding</a></code></td><td>never null</td><td><p>Encoding of the returned account data.</p></td></tr>
<tr><td><code>dataSlice</code></td><td>optional</td><td><code class="type"><a href="#schema-DataSlice">DataSlice</a></code></td><td>never null</td><td><p>Slice of the account data to return (offset and length in bytes); only with base58, base64 or base64+zstd.</p></td></tr>
<tr><td><code>minContextSlot</code></td><td>optional</td><td><code class="type">number</code></td><td>never null</td><td><p>Minimum slot at which the request may be evaluated.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-VoteAccountsConfig" aria-labelledby="schema-VoteAccountsConfig-title">
<h3 id="schema-VoteAccountsConfig-title"><code>VoteAccountsConfig</code></h3>
<p>Optional configuration of <code>getVoteAccounts</code>.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>commitment</code></td><td>optional</td><td><code class="type"><a href="#schema-Commitment">Commitment</a></code></td><td>never null</td><td><p>Commitment level; default <code>finalized</code>.</p></td></tr>
<tr><td><code>votePubkey</code></td><td>optional</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Base58 vote account public key; restricts the results to that vote account.</p></td></tr>
<tr><td><code>keepUnstakedDelinquents</code></td><td>optional</td><td><code class="type">boolean</code></td><td>never null</td><td><p>When true, all delinquent accounts are included even if unstaked.</p></td></tr>
<tr><td><code>delinquentSlotDistance</code></td><td>optional</td><td><code class="type">number</code></td><td>never null</td><td><p>Number of slots a validator must be behind to be delinquent. Specifying it is discouraged.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getVoteAccounts"><code>getVoteAccounts</code></a>.</p>
</section>
<section class="schema" id="schema-FeeForMessageConfig" aria-labelledby="schema-FeeForMessageConfig-title">
<h3 id="schema-FeeForMessageConfig-title"><code>FeeForMessageConfig</code></h3>
<p>Optional configuration of <code>getFeeForMessage</code>.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>commitment</code></td><td>optional</td><td><code class="type"><a href="#schema-Commitment">Commitment</a></code></td><td>never null</td><td><p>Commitment level; default <code>finalized</code>.</p></td></tr>
<tr><td><code>minContextSlot</code></td><td>optional</td><td><code class="type">number</code></td><td>never null</td><td><p>Minimum slot at which the request may be evaluated.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getFeeForMessage"><code>getFeeForMessage</code></a>.</p>
</section>
<section class="schema" id="schema-RpcContext" aria-labelledby="schema-RpcContext-title">
<h3 id="schema-RpcContext-title"><code>RpcContext</code></h3>
<p>Context returned by the slot/commitment-style methods. Decision: <code>slot</code> is required and <code>apiVersion</code> optional, because the gateway's own <code>getTokenAccountsByDelegate</code> example omits <code>apiVersion</code> (older nodes do not send it).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>slot</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Slot number of the queried block.</p></td></tr>
<tr><td><code>apiVersion</code></td><td>optional</td><td><code class="type">string</code></td><td>never null</td><td><p>Version used for the query (the version reported in responses).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>, <a href="#method-getFeeForMessage"><code>getFeeForMessage</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAmount" aria-labelledby="schema-TokenAmount-title">
<h3 id="schema-TokenAmount-title"><code>TokenAmount</code></h3>
<p>Token balance with its decimals. Decision: every member is required (the document lists them without optional marks).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>amount</code></td><td>required</td><td><code class="type"><a href="#schema-DecimalString">DecimalString</a></code></td><td>never null</td><td><p>Raw balance without decimals, a string of a u64 integer.</p></td></tr>
<tr><td><code>decimals</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Number of base-10 digits to the right of the decimal point.</p></td></tr>
<tr><td><code>uiAmount</code></td><td>required</td><td><code class="type">number | null</code></td><td>may be null</td><td><p>Balance using the mint-prescribed decimals. Deprecated. Decision: nullable, because the Solana node type of this member is an optional float.</p></td></tr>
<tr><td><code>uiAmountString</code></td><td>required</td><td><code class="type">string</code></td><td>never null</td><td><p>Balance as a string, using the mint-prescribed decimals.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAccountInfo" aria-labelledby="schema-TokenAccountInfo-title">
<h3 id="schema-TokenAccountInfo-title"><code>TokenAccountInfo</code></h3>
<p>The <code>parsed.info</code> object of a token account returned with <code>jsonParsed</code>. Decision: every listed member is required.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>tokenAmount</code></td><td>required</td><td><code class="type"><a href="#schema-TokenAmount">TokenAmount</a></code></td><td>never null</td><td><p>Token balance of the account.</p></td></tr>
<tr><td><code>delegate</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Public key of the delegate.</p></td></tr>
<tr><td><code>delegatedAmount</code></td><td>required</td><td><code class="type"><a href="#schema-TokenAmount">TokenAmount</a></code></td><td>never null</td><td><p>Amount delegated to the delegate (same shape as tokenAmount).</p></td></tr>
<tr><td><code>state</code></td><td>required</td><td><code class="type">string</code></td><td>never null</td><td><p>Current state of the token account. The value <code>initialized</code> appears in responses; the full set of state values and the transitions between them are not shown by the document, so any string is accepted.</p></td></tr>
<tr><td><code>isNative</code></td><td>required</td><td><code class="type">boolean</code></td><td>never null</td><td><p>Whether the account holds native (wrapped) tokens.</p></td></tr>
<tr><td><code>mint</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Public key of the token mint.</p></td></tr>
<tr><td><code>owner</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Public key of the token account owner.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-ParsedTokenAccount" aria-labelledby="schema-ParsedTokenAccount-title">
<h3 id="schema-ParsedTokenAccount-title"><code>ParsedTokenAccount</code></h3>
<p>The <code>parsed</code> object of <code>jsonParsed</code> account data, holding <code>info</code> and <code>type</code>.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>info</code></td><td>required</td><td><code class="type"><a href="#schema-TokenAccountInfo">TokenAccountInfo</a></code></td><td>never null</td><td><p>Parsed token account fields.</p></td></tr>
<tr><td><code>type</code></td><td>required</td><td><code class="type">string</code></td><td>never null</td><td><p>Type of the parsed account (e.g. <code>account</code>).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-ParsedTokenAccountData" aria-labelledby="schema-ParsedTokenAccountData-title">
<h3 id="schema-ParsedTokenAccountData-title"><code>ParsedTokenAccountData</code></h3>
<p>Account data returned with encoding <code>jsonParsed</code>.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>program</code></td><td>required</td><td><code class="type">string</code></td><td>never null</td><td><p>Name of the program managing the account (e.g. <code>spl-token</code>).</p></td></tr>
<tr><td><code>parsed</code></td><td>required</td><td><code class="type"><a href="#schema-ParsedTokenAccount">ParsedTokenAccount</a></code></td><td>never null</td><td><p>Parsed account state.</p></td></tr>
<tr><td><code>space</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Size of the account data in bytes.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-EncodedAccountData" aria-labelledby="schema-EncodedAccountData-title">
<h3 id="schema-EncodedAccountData-title"><code>EncodedAccountData</code></h3>
<p>Account data in an encoded binary form (encodings base58, base64, base64+zstd). The document says only &quot;encoded binary data&quot;. Decision: accept the Solana node forms, a two-element array <code>[data, encoding]</code> or a plain encoded string.</p>
<p><code class="type">[string, 'base58' | 'base64' | 'base64+zstd'] | string</code></p>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAccount" aria-labelledby="schema-TokenAccount-title">
<h3 id="schema-TokenAccount-title"><code>TokenAccount</code></h3>
<p>Account part of a token account entry. Decision: every listed member is required.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>data</code></td><td>required</td><td><code class="type"><a href="#schema-EncodedAccountData">EncodedAccountData</a> | <a href="#schema-ParsedTokenAccountData">ParsedTokenAccountData</a></code></td><td>never null</td><td><p>Encoded binary data, or (with <code>jsonParsed</code>) an object with <code>program</code>, <code>parsed</code> and <code>space</code>.</p></td></tr>
<tr><td><code>executable</code></td><td>required</td><td><code class="type">boolean</code></td><td>never null</td><td><p>Whether the account contains a program (and is read-only).</p></td></tr>
<tr><td><code>lamports</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Lamport balance of the account.</p></td></tr>
<tr><td><code>owner</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Base58 public key of the program that owns the account.</p></td></tr>
<tr><td><code>rentEpoch</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Epoch at which the account will next owe rent.</p></td></tr>
<tr><td><code>space</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Size of the account data in bytes.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAccountEntry" aria-labelledby="schema-TokenAccountEntry-title">
<h3 id="schema-TokenAccountEntry-title"><code>TokenAccountEntry</code></h3>
<p>One entry of the <code>getTokenAccountsByDelegate</code> result value.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>pubkey</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Base58 public key of the token account.</p></td></tr>
<tr><td><code>account</code></td><td>required</td><td><code class="type"><a href="#schema-TokenAccount">TokenAccount</a></code></td><td>never null</td><td><p>The token account.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-TokenAccountsByDelegateResult" aria-labelledby="schema-TokenAccountsByDelegateResult-title">
<h3 id="schema-TokenAccountsByDelegateResult-title"><code>TokenAccountsByDelegateResult</code></h3>
<p>Object with <code>context</code> and <code>value</code> (array of token account entries).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>context</code></td><td>required</td><td><code class="type"><a href="#schema-RpcContext">RpcContext</a></code></td><td>never null</td><td><p>Slot and API version of the query.</p></td></tr>
<tr><td><code>value</code></td><td>required</td><td><code class="type"><a href="#schema-TokenAccountEntry">TokenAccountEntry</a>[]</code></td><td>never null</td><td><p>Token accounts delegated to the given public key.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a>.</p>
</section>
<section class="schema" id="schema-EpochCredits" aria-labelledby="schema-EpochCredits-title">
<h3 id="schema-EpochCredits-title"><code>EpochCredits</code></h3>
<p>Three integers, <code>[epoch, credits, previousCredits]</code>.</p>
<p><code class="type">[number, number, number]</code></p>
<p class="used-by">Used by <a href="#method-getVoteAccounts"><code>getVoteAccounts</code></a>.</p>
</section>
<section class="schema" id="schema-VoteAccountEntry" aria-labelledby="schema-VoteAccountEntry-title">
<h3 id="schema-VoteAccountEntry-title"><code>VoteAccountEntry</code></h3>
<p>One vote account, in <code>current</code> or <code>delinquent</code>. Decision: every listed field is required (the document lists them without optional marks). Fields newer nodes add (e.g. inflationRewardsCommissionBps) are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>activatedStake</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Stake delegated to the vote account and active in this epoch, in lamports.</p></td></tr>
<tr><td><code>commission</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Percentage (0 to 100) of rewards payout owed to the vote account.</p></td></tr>
<tr><td><code>epochCredits</code></td><td>required</td><td><code class="type"><a href="#schema-EpochCredits">EpochCredits</a>[]</code></td><td>never null</td><td><p>Latest history of earned credits, one <code>[epoch, credits, previousCredits]</code> tuple per epoch.</p></td></tr>
<tr><td><code>epochVoteAccount</code></td><td>required</td><td><code class="type">boolean</code></td><td>never null</td><td><p>Whether the vote account is staked for the current epoch.</p></td></tr>
<tr><td><code>lastVote</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Most recent slot voted on by the vote account.</p></td></tr>
<tr><td><code>nodePubkey</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Validator identity public key.</p></td></tr>
<tr><td><code>rootSlot</code></td><td>required</td><td><code class="type">number</code></td><td>never null</td><td><p>Current root slot of the vote account.</p></td></tr>
<tr><td><code>votePubkey</code></td><td>required</td><td><code class="type"><a href="#schema-Pubkey">Pubkey</a></code></td><td>never null</td><td><p>Vote account public key.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getVoteAccounts"><code>getVoteAccounts</code></a>.</p>
</section>
<section class="schema" id="schema-VoteAccounts" aria-labelledby="schema-VoteAccounts-title">
<h3 id="schema-VoteAccounts-title"><code>VoteAccounts</code></h3>
<p>Object with <code>current</code> and <code>delinquent</code> arrays of vote account entries (same fields in both).</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>current</code></td><td>required</td><td><code class="type"><a href="#schema-VoteAccountEntry">VoteAccountEntry</a>[]</code></td><td>never null</td><td><p>Current (non-delinquent) vote accounts.</p></td></tr>
<tr><td><code>delinquent</code></td><td>required</td><td><code class="type"><a href="#schema-VoteAccountEntry">VoteAccountEntry</a>[]</code></td><td>never null</td><td><p>Delinquent vote accounts.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getVoteAccounts"><code>getVoteAccounts</code></a>.</p>
</section>
<section class="schema" id="schema-FeeForMessageResponse" aria-labelledby="schema-FeeForMessageResponse-title">
<h3 id="schema-FeeForMessageResponse-title"><code>FeeForMessageResponse</code></h3>
<p>Object returned by <code>getFeeForMessage</code> when the block exists: <code>context</code> and <code>value</code> (null, or the fee the network will charge for the message). The numeric type of the fee is not shown by the document, so it is typed as a JSON number.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>context</code></td><td>required</td><td><code class="type"><a href="#schema-RpcContext">RpcContext</a></code></td><td>never null</td><td><p>Slot and API version of the query.</p></td></tr>
<tr><td><code>value</code></td><td>required</td><td><code class="type">number | null</code></td><td>may be null</td><td><p>The fee for the message, or null. Numeric type not shown by the document (typed as number).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-getFeeForMessage"><code>getFeeForMessage</code></a>.</p>
</section>
<section class="schema" id="schema-StarknetHex" aria-labelledby="schema-StarknetHex-title">
<h3 id="schema-StarknetHex-title"><code>StarknetHex</code></h3>
<p><code>0x</code>-prefixed lower-case hex string. The document says only &quot;hex string&quot;; leading zeros are accepted (the gateway's example returns <code>contract_address</code> &quot;0x03b5...&quot;), and no upper bound on length is shown.</p>
<p>Pattern: <code>^0x[0-9a-f]+$</code></p>
<p><code class="type">\`0x\${string}\`</code></p>
<p class="used-by">Used by <a href="#method-starknet_addDeployAccountTransaction"><code>starknet_addDeployAccountTransaction</code></a>.</p>
</section>
<section class="schema" id="schema-DataAvailabilityMode" aria-labelledby="schema-DataAvailabilityMode-title">
<h3 id="schema-DataAvailabilityMode-title"><code>DataAvailabilityMode</code></h3>
<p>Data availability mode, a plain string. The value <code>L1</code> appears in the document; allowed values beyond it are not shown, so any string is accepted.</p>
<p><code class="type">string</code></p>
<p class="label">Examples</p>
<div class="schema-example"><p><span class="badge">matches the schema</span></p><pre class="json"><code>"L1"</code></pre></div>
<p class="used-by">Used by <a href="#method-starknet_addDeployAccountTransaction"><code>starknet_addDeployAccountTransaction</code></a>.</p>
</section>
<section class="schema" id="schema-ResourceBounds" aria-labelledby="schema-ResourceBounds-title">
<h3 id="schema-ResourceBounds-title"><code>ResourceBounds</code></h3>
<p>Resource bounds of the transaction as the document shows them: an object with <code>l1_gas</code> and <code>l2_gas</code>, each a hex string. Which members are required is not shown, so none is required.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>l1_gas</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>L1 gas bound, hex string.</p></td></tr>
<tr><td><code>l2_gas</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>L2 gas bound, hex string.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-starknet_addDeployAccountTransaction"><code>starknet_addDeployAccountTransaction</code></a>.</p>
</section>
<section class="schema" id="schema-DeployAccountTransaction" aria-labelledby="schema-DeployAccountTransaction-title">
<h3 id="schema-DeployAccountTransaction-title"><code>DeployAccountTransaction</code></h3>
<p>The <code>deploy_account_transaction</code> object. Shape as the document shows it; which fields are required, and allowed values beyond those appearing in the document, are not shown, so no field is required and only the documented shapes are checked. Other members are allowed, not forbidden.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>type</code></td><td>optional</td><td><code class="type">'DEPLOY_ACCOUNT'</code></td><td>never null</td><td><p>Transaction type, the string <code>DEPLOY_ACCOUNT</code>.</p></td></tr>
<tr><td><code>version</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Transaction version, hex string (e.g. &quot;0x3&quot;).</p></td></tr>
<tr><td><code>signature</code></td><td>optional</td><td><code class="type"><a href="#schema-DecimalString">DecimalString</a>[]</code></td><td>never null</td><td><p>Transaction signature, an array of decimal-number strings.</p></td></tr>
<tr><td><code>nonce</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Nonce, hex string.</p></td></tr>
<tr><td><code>contract_address_salt</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Salt for the address of the deployed contract, hex string.</p></td></tr>
<tr><td><code>class_hash</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Hash of the class of the account contract to deploy, hex string.</p></td></tr>
<tr><td><code>constructor_calldata</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a>[]</code></td><td>never null</td><td><p>Constructor arguments, an array of hex strings.</p></td></tr>
<tr><td><code>resource_bounds</code></td><td>optional</td><td><code class="type"><a href="#schema-ResourceBounds">ResourceBounds</a></code></td><td>never null</td><td><p>Object with <code>l1_gas</code> and <code>l2_gas</code>, hex strings.</p></td></tr>
<tr><td><code>tip</code></td><td>optional</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Tip, hex string.</p></td></tr>
<tr><td><code>paymaster_data</code></td><td>optional</td><td><code class="type">unknown[]</code></td><td>never null</td><td><p>Paymaster data, an array (may be empty). The type of its items is not shown.</p></td></tr>
<tr><td><code>nonce_data_availability_mode</code></td><td>optional</td><td><code class="type"><a href="#schema-DataAvailabilityMode">DataAvailabilityMode</a></code></td><td>never null</td><td><p>Data availability mode of the nonce (string; <code>L1</code> appears).</p></td></tr>
<tr><td><code>fee_data_availability_mode</code></td><td>optional</td><td><code class="type"><a href="#schema-DataAvailabilityMode">DataAvailabilityMode</a></code></td><td>never null</td><td><p>Data availability mode of the fee (string; <code>L1</code> appears).</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-starknet_addDeployAccountTransaction"><code>starknet_addDeployAccountTransaction</code></a>.</p>
</section>
<section class="schema" id="schema-DeployAccountTransactionResult" aria-labelledby="schema-DeployAccountTransactionResult-title">
<h3 id="schema-DeployAccountTransactionResult-title"><code>DeployAccountTransactionResult</code></h3>
<p>Result of <code>starknet_addDeployAccountTransaction</code>.</p>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Description</th></tr></thead>
<tbody>
<tr><td><code>transaction_hash</code></td><td>required</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Hash of the deploy account transaction.</p></td></tr>
<tr><td><code>contract_address</code></td><td>required</td><td><code class="type"><a href="#schema-StarknetHex">StarknetHex</a></code></td><td>never null</td><td><p>Address of the new contract.</p></td></tr>
</tbody>
</table>
<p class="used-by">Used by <a href="#method-starknet_addDeployAccountTransaction"><code>starknet_addDeployAccountTransaction</code></a>.</p>
</section>
</section>
<section id="errors" aria-labelledby="errors-title">
<h2 id="errors-title">Errors</h2>
<table>
<thead><tr><th scope="col">Code</th><th scope="col">Message</th><th scope="col">When</th><th scope="col">Methods</th></tr></thead>
<tbody>
<tr><td><code>-32700</code></td><td>Parse error</td><td><p>The request is not valid JSON: the server could not parse it (nothing of the call is known, so the answer's <code>id</code> is null).</p></td><td>any method (JSON-RPC 2.0)</td></tr>
<tr><td><code>-32600</code></td><td>Invalid Request</td><td><p>The JSON is not a valid Request object: not an object (or an empty batch), <code>jsonrpc</code> not <code>&quot;2.0&quot;</code>, <code>method</code> not a string, or an <code>id</code> that is not a string, a number or null.</p></td><td>any method (JSON-RPC 2.0)</td></tr>
<tr><td><code>-32601</code></td><td>Method not found</td><td><p>The method does not exist, or this server does not serve it.</p></td><td>any method (JSON-RPC 2.0)</td></tr>
<tr><td><code>-32602</code></td><td>Invalid params</td><td><p>The params do not fit the method: a required param missing, one of the wrong type or out of its range, too many, or by name where the method takes them by position (or the reverse).</p></td><td>any method (JSON-RPC 2.0)</td></tr>
<tr><td><code>-32603</code></td><td>Internal error</td><td><p>The server failed while handling a valid call (an internal error on its side, not a problem of the request).</p></td><td>any method (JSON-RPC 2.0)</td></tr>
<tr><td><code>-32005</code></td><td>query returned more than 10000 results</td><td><p>The result set exceeds 10,000 entries. No <code>data</code> member. Recovery: narrow the block range with <code>fromBlock</code> and <code>toBlock</code>; for commonly used topics, restrict the query to one contract <code>address</code>.</p></td><td><a href="#method-eth_getLogs"><code>eth_getLogs</code></a></td></tr>
<tr><td><code>-32005</code></td><td>query timeout exceeded</td><td><p>The query runs longer than the 10-second duration limit. No <code>data</code> member. Recovery: narrow the block range with <code>fromBlock</code> and <code>toBlock</code>; for commonly used topics, restrict the query to one contract <code>address</code>.</p></td><td><a href="#method-eth_getLogs"><code>eth_getLogs</code></a></td></tr>
<tr><td><code>3</code></td><td>execution reverted: &lt;revert_reason&gt;<br><span class="muted">data: <code>"0x&lt;hex ABI-encoded revert payload&gt;"</code></span></td><td><p>The EVM executed REVERT. The message carries the revert reason pre-decoded to a string; <code>data</code> is the hex ABI-encoded revert payload (e.g. an Error(string) payload starting <code>0x08c379a0</code>, or a Panic(uint256) payload starting <code>0x4e487b71</code>).</p></td><td><a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a>, <a href="#method-eth_call"><code>eth_call</code></a></td></tr>
</tbody>
</table>
</section>
<section id="not-shown" aria-labelledby="not-shown-title">
<h2 id="not-shown-title">Not shown by the interface document</h2>
<table>
<thead><tr><th scope="col">Topic</th><th scope="col">What the document says</th></tr></thead>
<tbody>
<tr><td>token-account-states</td><td><p>The token account field <code>state</code> carries the value <code>initialized</code> in a response; the full set of state values and all transitions between states are not shown.</p></td></tr>
<tr><td>websocket-non-evm-methods</td><td><p>WebSocket use of the slot/commitment-style methods (getTokenAccountsByDelegate, getVoteAccounts, getFeeForMessage) and of the Starknet-style method (starknet_addDeployAccountTransaction) is not shown.</p></td></tr>
<tr><td>networks</td><td><p>The network is selected by the base address ({base_url}, {ws_base_url}); the set of networks and their addresses is not shown.</p></td></tr>
<tr><td>auth-missing-or-invalid-key</td><td><p>Behavior for a missing or invalid API key is not shown.</p></td></tr>
<tr><td>auth-per-key-permissions</td><td><p>Per-key permissions are not shown.</p></td></tr>
<tr><td>events</td><td><p>Events are not shown. No subscription, webhook or notification mechanism is described.</p></td></tr>
<tr><td>other-error-codes</td><td><p>Error codes other than those listed (-32005 for eth_getLogs, 3 for reverts) are not shown.</p></td></tr>
<tr><td>http-status-codes</td><td><p>HTTP-level status codes are not shown.</p></td></tr>
<tr><td>invalid-params-errors</td><td><p>Errors for invalid parameters are not shown.</p></td></tr>
<tr><td>starknet-credit-cost</td><td><p>The credit cost of starknet_addDeployAccountTransaction is not shown.</p></td></tr>
<tr><td>daily-balance-size</td><td><p>The size of the daily credit balance is not shown.</p></td></tr>
<tr><td>daily-balance-reset</td><td><p>The reset time of the daily credit balance is not shown.</p></td></tr>
<tr><td>rate-limits</td><td><p>Request-rate limits are not shown.</p></td></tr>
<tr><td>credits-exhausted</td><td><p>The behavior when credits run out is not shown.</p></td></tr>
<tr><td>version-policy</td><td><p>The policy for introducing or retiring versions is not shown.</p></td></tr>
<tr><td>fee-numeric-type</td><td><p>The numeric type of the getFeeForMessage fee value is not shown (typed as a JSON number in this document).</p></td></tr>
<tr><td>starknet-required-fields</td><td><p>Which fields of the starknet_addDeployAccountTransaction <code>deploy_account_transaction</code> object are required is not shown (none is required in this document).</p></td></tr>
<tr><td>starknet-allowed-values</td><td><p>Allowed values of the <code>deploy_account_transaction</code> fields beyond those appearing in the document (type <code>DEPLOY_ACCOUNT</code>, data availability mode <code>L1</code>) are not shown.</p></td></tr>
</tbody>
</table>
</section>
<section id="decisions" aria-labelledby="decisions-title">
<h2 id="decisions-title">Decisions</h2>
<p>Where the interface document is silent or ambiguous, the choice the spec made (<code>x-decision</code>):</p>
<ul class="decisions">
<li><a href="#method-eth_getLogs"><code>eth_getLogs</code></a> <span class="muted">method</span>: Both documented errors share code -32005 and are listed separately, told apart by their message, although the OpenRPC text asks for unique error codes per method: the document defines them as two conditions with the same code.</li>
<li><a href="#method-eth_getLogs"><code>eth_getLogs</code></a> <span class="muted">param filter</span>: Marked required: the document describes the filter object as the single element of params and gives no default for a missing filter.</li>
<li><a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a> <span class="muted">method</span>: The revert error's <code>data</code> (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).</li>
<li><a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a> <span class="muted">param transaction</span>: <code>to</code> optional: the interface document marks it present, but every node estimates a contract creation sent without <code>to</code>, the official Ethereum execution-apis document (<a href="https://github.com/ethereum/execution-apis" rel="noopener noreferrer">https://github.com/ethereum/execution-apis</a>, vendored in test/reference/execution-apis) makes it optional, and viem, ethers and web3.js send every deployment's estimate so. Requiring it would refuse those estimates.</li>
<li><a href="#method-eth_estimateGas"><code>eth_estimateGas</code></a> <span class="muted">param block</span>: Optional (required false): the document lists this parameter as required, but its own reference request sends only the call object, and the official spec and real clients treat it as optional. Marking it required would reject the document's reference request.</li>
<li><a href="#method-eth_call"><code>eth_call</code></a> <span class="muted">method</span>: The revert error's <code>data</code> (hex ABI-encoded revert payload) is described in this description and as a placeholder value in the ExecutionReverted error object, because an OpenRPC 1.4 errorObject admits only code, message and data (no description member, no x- extensions).</li>
<li><a href="#method-eth_call"><code>eth_call</code></a> <span class="muted">param transaction</span>: <code>from</code> and <code>to</code> optional: the interface document marks both required, but every node accepts a call without <code>from</code> (run from the zero address) and without <code>to</code> (a contract creation), the official Ethereum execution-apis document (<a href="https://github.com/ethereum/execution-apis" rel="noopener noreferrer">https://github.com/ethereum/execution-apis</a>, vendored in test/reference/execution-apis) makes both optional, and viem, ethers and web3.js send them so for every read without an account and every deployment. Requiring them would refuse those calls.</li>
<li><a href="#method-eth_call"><code>eth_call</code></a> <span class="muted">param stateOverride</span>: Added, optional: the interface document shows two params, but go-ethereum and anvil take this third one (<a href="https://geth.ethereum.org/docs/interacting-with-geth/rpc/ns-eth#eth-call" rel="noopener noreferrer">https://geth.ethereum.org/docs/interacting-with-geth/rpc/ns-eth#eth-call</a>) and viem sends it for <code>call({ stateOverride })</code>; without it such calls were refused as &quot;too many params&quot;. Same credits as any call.</li>
<li><a href="#method-eth_getUncleByBlockHashAndIndex"><code>eth_getUncleByBlockHashAndIndex</code></a> <span class="muted">method</span>: The result uses UncleBlock (the Block fields without <code>transactions</code>): the document lists <code>transactions</code> &quot;only in eth_getBlockByNumber&quot;, and the gateway's example uncle response has no <code>transactions</code> member.</li>
<li><a href="#method-eth_getProof"><code>eth_getProof</code></a> <span class="muted">method</span>: All three parameters are marked required: the document states no required/optional flags for eth_getProof, lists three parameters without a default, and its reference request sends all three (go-ethereum also defaults an omitted block to <code>latest</code>, which the document does not show).</li>
<li><a href="#method-eth_getProof"><code>eth_getProof</code></a> <span class="muted">param blockParameter</span>: Named <code>blockParameter</code>, the name the document gives this parameter (the other methods' block parameters are unnamed in the document and called <code>block</code>).</li>
<li><a href="#method-getTokenAccountsByDelegate"><code>getTokenAccountsByDelegate</code></a> <span class="muted">param delegate</span>: Named <code>delegate</code>: the document calls the parameter &quot;address&quot; and says it is the delegate; <code>delegate</code> says which address it is.</li>
</ul>
</section>
<p id="copy-status" class="visually-hidden" role="status" aria-live="polite"></p>
</main>
</div>
<script>(() => {
  'use strict';
  const search = document.getElementById('search');
  const count = document.getElementById('search-count');
  const status = document.getElementById('copy-status');
  const items = Array.from(document.querySelectorAll('#index li[data-search]'), (li) => ({ li, text: li.getAttribute('data-search') || '' }));
  const groups = Array.from(document.querySelectorAll('#index .family'));
  const total = items.length;
  const filter = () => {
    const words = search.value.toLowerCase().split(/\\s+/).filter((w) => w !== '');
    let shown = 0;
    for (const item of items) {
      const hit = words.every((w) => item.text.includes(w));
      item.li.hidden = !hit;
      if (hit) shown++;
    }
    for (const group of groups) group.hidden = group.querySelector('li:not([hidden])') === null;
    count.textContent = words.length === 0 ? \`\${total} methods\` : \`\${shown} of \${total} methods\`;
  };
  search.addEventListener('input', filter);
  search.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      const first = items.find((item) => !item.li.hidden);
      if (first !== undefined) {
        event.preventDefault();
        const link = first.li.querySelector('a');
        link.focus();
        link.click();
      }
    } else if (event.key === 'Escape' && search.value !== '') {
      search.value = '';
      filter();
    }
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable);
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      search.focus();
    }
  });
  // The method a link leads to gets the focus, so keyboard users continue from there.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (link === null) return;
    const target = document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
    if (target !== null && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    if (target !== null) setTimeout(() => target.focus({ preventScroll: true }), 0);
  });
  const fallbackCopy = (text) => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.append(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    area.remove();
    return done;
  };
  const copy = async (text) => {
    if (navigator.clipboard !== undefined && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        // Permission refused: try the older way.
      }
    }
    return fallbackCopy(text);
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
    if (button === null) return;
    const source = document.getElementById(button.getAttribute('data-copy'));
    if (source === null) return;
    void copy(source.textContent).then((done) => {
      const label = done ? 'Copied' : 'Copy failed: select the text and copy it';
      button.textContent = done ? 'Copied' : 'Copy failed';
      status.textContent = label;
      setTimeout(() => {
        button.textContent = 'Copy';
      }, 1500);
    });
  });
})();
(() => {
  'use strict';
  // "Try it": a form per method, checked as one types with the package's own validators (inlined below by
  // emit/docs/try-it.ts), sent over HTTP to the server the page came from (or another origin its
  // Content-Security-Policy names), the answer checked against the result schema. The key lives in the key field
  // only: never in the page's address, storage or a cookie. Opened from a file, the page sends nothing: the forms
  // still build the curl line and the client call.
  // Evaluated when first needed (a form opened): a large spec's validators then cost the page's load nothing but
  // their parse.
  let loaded;
  const validators = () => (loaded ??= (()=>{var He=Object.defineProperty;var Zt=Object.getOwnPropertyDescriptor;var Kt=Object.getOwnPropertyNames;var Yt=Object.prototype.hasOwnProperty;var Wt=(n,e)=>{for(var t in e)He(n,t,{get:e[t],enumerable:!0})},Xt=(n,e,t,i)=>{if(e&&typeof e=="object"||typeof e=="function")for(let s of Kt(e))!Yt.call(n,s)&&s!==t&&He(n,s,{get:()=>e[s],enumerable:!(i=Zt(e,s))||i.enumerable});return n};var ei=n=>Xt(He({},"__esModule",{value:!0}),n);var hs={};Wt(hs,{validateNotification:()=>Qt,validateParams:()=>$t,validateResult:()=>zt,validateSubscriptionParams:()=>Jt});function Q(n,e,t,i,s){if(e!==null&&s-i>=128)return ni(e,n,t,i,s);let o=1,r=i;for(;r+3<s;r+=4)o&=n[t.charCodeAt(r)]&n[t.charCodeAt(r+1)]&n[t.charCodeAt(r+2)]&n[t.charCodeAt(r+3)];for(;r<s;r++)o&=n[t.charCodeAt(r)];return o===1}function ni(n,e,t,i,s){if(t.length<=16384){let o=4-(i&3)&3;return z(t,o)&&Rn(n,e,o+i,o+s)}for(let o=i;o<s;o+=16384){let r=Math.min(s,o+16384);if(!z(t.slice(o,r),0)||!Rn(n,e,0,r-o))return!1}return!0}function Rn(n,e,t,i){let s=n[0],o=n[1],r=n[2],a=n[3],u=n[4],f=n[5],c=ne,l=i>>2,m=0;for(let g=t>>2;g<l;g++){let b=c[g];m|=~((b+s|0)&~(b+o|0)|(b+r|0)&~(b+a|0)|(b+u|0)&~(b+f|0))}let y=1;for(let g=l<<2;g<i;g++)y&=e[D[g]];return(m&2155905152)===0&&y===1}function qn(n){let e=X(n),t=new Int32Array(6),i=0;for(let s=0;s<128;s++)e[s]===1&&(s===0||e[s-1]!==1)&&(t[i++]=Math.imul(128-s,16843009)),e[s]===1&&(s===127||e[s+1]!==1)&&(t[i++]=Math.imul(127-s,16843009));return t}function X(n){let e=new Uint8Array(128);for(let t=0;t<n.length;t++)e[n.charCodeAt(t)]=1;return e}function ee(n){let e=n.length;for(let t=0;t<n.length-1;t++){let i=n.charCodeAt(t);i>=55296&&i<=56319&&(n.charCodeAt(t+1)&64512)===56320&&(e--,t++)}return e}function z(n,e){let{read:t,written:i}=ii.encodeInto(n,ti[e]);return t===n.length&&i===n.length}var Oe=new ArrayBuffer(16388),D=new Uint8Array(Oe),ne=new Int32Array(Oe),ti=[0,1,2,3].map(n=>new Uint8Array(Oe,n,16384)),ii=new TextEncoder,En=X("123456789abcdef"),_=X("0123456789abcdef"),Ie=qn("0123456789abcdef"),si=X("0123456789ABCDEFabcdef"),oi=X("0123456789"),ri=qn("0123456789"),ai=X("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"),ke=new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$","u");function we(n){let e=0;if(e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120))return!1;e++;let t=e;e:{if(e>=n.length||n.charCodeAt(e)!==48)break e;if(e++,e===n.length)return!0}e=t;e:{if(e>=n.length||En[n.charCodeAt(e)]!==1||(e++,!Q(_,Ie,n,e,n.length)))break e;if(e=n.length,e===n.length)return!0}return!1}function be(n){let e=0;if(e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120))return!1;e++;let t=e;e:{if(e>=n.length||n.charCodeAt(e)!==48)break e;if(e++,e===n.length)return!0}e=t;e:{if(e>=n.length||En[n.charCodeAt(e)]!==1||(e++,n.length-e>63||!Q(_,null,n,e,n.length)))break e;if(e=n.length,e===n.length)return!0}return!1}function Ae(n){let e=0;return e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120)||(e++,(n.length-e)%2!==0)?!1:Q(_,Ie,n,e,n.length)}function xe(n){if(n.length!==18)return!1;let e=0;if(e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120))return!1;e++;{let t=1;for(let i=2;i<18;i+=4)t&=_[n.charCodeAt(i)]&_[n.charCodeAt(i+1)]&_[n.charCodeAt(i+2)]&_[n.charCodeAt(i+3)];if(t!==1)return!1}return e=n.length,e===n.length}function Re(n){if(n.length!==514)return!1;let e=0;if(e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120)||(e++,!z(n,2)))return!1;{let t=0;for(let i=1;i<129;i++){let s=ne[i];t|=~((s+1347440720|0)&~(s+1179010630|0)|(s+522133279|0)&~(s+421075225|0))}if((t&2155905152)!==0)return!1}return e=n.length,e===n.length}function qe(n){if(n.length!==42)return!1;let e=0;if(e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120)||(e++,!z(n,2)))return!1;{let t=0;for(let i=1;i<11;i++){let s=ne[i];t|=~((s+1347440720|0)&~(s+1179010630|0)|(s+1061109567|0)&~(s+960051513|0)|(s+522133279|0)&~(s+421075225|0))}if((t&2155905152)!==0)return!1}return e=n.length,e===n.length}function Ee(n){if(n.length!==66)return!1;let e=0;if(e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120)||(e++,!z(n,2)))return!1;{let t=0;for(let i=1;i<17;i++){let s=ne[i];t|=~((s+1347440720|0)&~(s+1179010630|0)|(s+522133279|0)&~(s+421075225|0))}if((t&2155905152)!==0)return!1}return e=n.length,e===n.length}function ve(n){let e=0;return e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120)||(e++,n.length-e<1||n.length-e>64||!Q(_,null,n,e,n.length))?!1:(e=n.length,e===n.length)}function Be(n){let e=0,t=e;e:{if(e>=n.length||n.charCodeAt(e)!==48)break e;if(e++,e===n.length)return!0}e=t;e:{if(e>=n.length||n.charCodeAt(e)<49||n.charCodeAt(e)>57||(e++,!Q(oi,ri,n,e,n.length)))break e;if(e=n.length,e===n.length)return!0}return!1}function J(n){for(let e=0;e<n.length;e++){let t=n[e];if(typeof t!="string"||t.length!==66)return!1}for(let e=0;e<n.length;e+=248){let t=Math.min(n.length-e,248)*66;if(!z((n.length<=248?n:n.slice(e,e+248)).join(""),0))return!1;for(let s=0;s<t;s+=66){if(D[s]!==48||D[s+1]!==120)return!1;D[s]=48,D[s+1]=48}let i=0;for(let s=0;s<t>>2;s++){let o=ne[s];i|=~((o+1347440720|0)&~(o+1179010630|0)|(o+522133279|0)&~(o+421075225|0))}for(let s=t&-4;s<t;s++)i|=_[D[s]]===1?0:128;if((i&2155905152)!==0)return!1}return!0}function vn(n){for(let e=0;e<n.length;e++){let t=n[e];if(typeof t!="string"||t.length!==42)return!1}for(let e=0;e<n.length;e+=390){let t=Math.min(n.length-e,390)*42;if(!z((n.length<=390?n:n.slice(e,e+390)).join(""),0))return!1;for(let s=0;s<t;s+=42){if(D[s]!==48||D[s+1]!==120)return!1;D[s]=48,D[s+1]=48}let i=0;for(let s=0;s<t>>2;s++){let o=ne[s];i|=~((o+1347440720|0)&~(o+1179010630|0)|(o+1061109567|0)&~(o+960051513|0)|(o+522133279|0)&~(o+421075225|0))}for(let s=t&-4;s<t;s++)i|=si[D[s]]===1?0:128;if((i&2155905152)!==0)return!1}return!0}function Pe(n){let e=0;return n.length-e<1||!Q(ai,null,n,e,n.length)?!1:(e=n.length,e===n.length)}function Te(n){let e=0;return e>=n.length||n.charCodeAt(e)!==48||(e++,e>=n.length||n.charCodeAt(e)!==120)||(e++,n.length-e<1||!Q(_,Ie,n,e,n.length))?!1:(e=n.length,e===n.length)}function p(n){return!(typeof n!="string"||!we(n))}function ie(n){return!(typeof n!="string"||!be(n))}function I(n){return!(typeof n!="string"||!Ae(n))}function ue(n){return!(typeof n!="string"||!xe(n))}function Z(n){return!(typeof n!="string"||!Re(n))}function B(n){return!(typeof n!="string"||!qe(n))}function h(n){return!(typeof n!="string"||!Ee(n))}function fe(n){return!(typeof n!="string"||!ve(n))}function de(n){return!(typeof n!="string"||!Be(n))}function Ge(n){return!(!(n==="latest"||n==="earliest"||n==="pending"||n==="safe"||n==="finalized")||typeof n!="string")}function C(n){return(p(n)?1:0)+(Ge(n)?1:0)==1}function Fe(n){return!(!(n==="latest"||n==="earliest"||n==="pending"||n==="finalized")||typeof n!="string")}function Bn(n){return(p(n)?1:0)+(Fe(n)?1:0)==1}function ce(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.number===void 0||e.hash===void 0||e.parentHash===void 0||e.nonce===void 0||e.sha3Uncles===void 0||e.logsBloom===void 0||e.transactionsRoot===void 0||e.stateRoot===void 0||e.receiptsRoot===void 0||e.miner===void 0||e.extraData===void 0||e.size===void 0||e.gasLimit===void 0||e.gasUsed===void 0||e.timestamp===void 0||e.uncles===void 0||e.mixHash===void 0)return!1;let t=e.number;if(t!==void 0&&!(p(t)||t===null))return!1;let i=e.hash;if(i!==void 0&&!(h(i)||i===null))return!1;let s=e.parentHash;if(s!==void 0&&!h(s))return!1;let o=e.nonce;if(o!==void 0&&!(ue(o)||o===null))return!1;let r=e.sha3Uncles;if(r!==void 0&&!h(r))return!1;let a=e.logsBloom;if(a!==void 0&&!(Z(a)||a===null))return!1;let u=e.transactionsRoot;if(u!==void 0&&!h(u))return!1;let f=e.stateRoot;if(f!==void 0&&!h(f))return!1;let c=e.receiptsRoot;if(c!==void 0&&!h(c))return!1;let l=e.miner;if(l!==void 0&&!B(l))return!1;let m=e.difficulty;if(m!==void 0&&!p(m))return!1;let y=e.totalDifficulty;if(y!==void 0&&!(p(y)||y===null))return!1;let g=e.extraData;if(g!==void 0&&!I(g))return!1;let b=e.size;if(b!==void 0&&!p(b))return!1;let k=e.gasLimit;if(k!==void 0&&!p(k))return!1;let v=e.gasUsed;if(v!==void 0&&!p(v))return!1;let R=e.timestamp;if(R!==void 0&&!p(R))return!1;let T=e.uncles;if(T!==void 0){if(!Array.isArray(T))return!1;let V=T;if(V.length<4||!J(V))for(let j=0;j<V.length;j++){let d=V[j];if(!h(d))return!1}}let A=e.mixHash;return!(A!==void 0&&!h(A))}function S(n){return n===null}function De(n){if(!ce(n))return!1;{let e=n;if(!(typeof e=="object"&&e!==null&&!Array.isArray(e)))return!1;let t=e;if(t.transactions===void 0)return!1;let i=t.transactions;if(i!==void 0&&!(K(i)||Ce(i)))return!1}return!0}function K(n){if(!Array.isArray(n))return!1;let e=n;if(e.length<4||!J(e))for(let t=0;t<e.length;t++){let i=e[t];if(!h(i))return!1}return!0}function Ce(n){if(!Array.isArray(n))return!1;let e=n;for(let t=0;t<e.length;t++){let i=e[t];if(!le(i))return!1}return!0}function le(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.blockHash===void 0||e.blockNumber===void 0||e.from===void 0||e.gas===void 0||e.gasPrice===void 0||e.hash===void 0||e.input===void 0||e.nonce===void 0||e.r===void 0||e.s===void 0||e.to===void 0||e.transactionIndex===void 0||e.type===void 0||e.v===void 0||e.value===void 0)return!1;let t=e.accessList;if(t!==void 0&&!Me(t))return!1;let i=e.blockHash;if(i!==void 0&&!(h(i)||i===null))return!1;let s=e.blockNumber;if(s!==void 0&&!(p(s)||s===null))return!1;let o=e.chainId;if(o!==void 0&&!p(o))return!1;let r=e.from;if(r!==void 0&&!B(r))return!1;let a=e.gas;if(a!==void 0&&!p(a))return!1;let u=e.gasPrice;if(u!==void 0&&!p(u))return!1;let f=e.hash;if(f!==void 0&&!h(f))return!1;let c=e.input;if(c!==void 0&&!I(c))return!1;let l=e.maxPriorityFeePerGas;if(l!==void 0&&!p(l))return!1;let m=e.maxFeePerGas;if(m!==void 0&&!p(m))return!1;let y=e.nonce;if(y!==void 0&&!p(y))return!1;let g=e.r;if(g!==void 0&&!ie(g))return!1;let b=e.s;if(b!==void 0&&!ie(b))return!1;let k=e.to;if(k!==void 0&&!(B(k)||k===null))return!1;let v=e.transactionIndex;if(v!==void 0&&!(p(v)||v===null))return!1;let R=e.type;if(R!==void 0&&!p(R))return!1;let T=e.v;if(T!==void 0&&!p(T))return!1;let A=e.value;return!(A!==void 0&&!p(A))}function Me(n){if(!Array.isArray(n))return!1;let e=n;for(let t=0;t<e.length;t++){let i=e[t];if(!_e(i))return!1}return!0}function _e(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.address===void 0||e.storageKeys===void 0)return!1;let t=e.address;if(t!==void 0&&!B(t))return!1;let i=e.storageKeys;if(i!==void 0){if(!Array.isArray(i))return!1;let s=i;if(s.length<4||!J(s))for(let o=0;o<s.length;o++){let r=s[o];if(!h(r))return!1}}return!0}function Pn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.number===void 0||e.hash===void 0||e.parentHash===void 0||e.nonce===void 0||e.sha3Uncles===void 0||e.logsBloom===void 0||e.transactionsRoot===void 0||e.stateRoot===void 0||e.receiptsRoot===void 0||e.miner===void 0||e.extraData===void 0||e.gasLimit===void 0||e.gasUsed===void 0||e.timestamp===void 0||e.mixHash===void 0)return!1;let t=e.number;if(t!==void 0&&!(p(t)||t===null))return!1;let i=e.hash;if(i!==void 0&&!(h(i)||i===null))return!1;let s=e.parentHash;if(s!==void 0&&!h(s))return!1;let o=e.nonce;if(o!==void 0&&!(ue(o)||o===null))return!1;let r=e.sha3Uncles;if(r!==void 0&&!h(r))return!1;let a=e.logsBloom;if(a!==void 0&&!(Z(a)||a===null))return!1;let u=e.transactionsRoot;if(u!==void 0&&!h(u))return!1;let f=e.stateRoot;if(f!==void 0&&!h(f))return!1;let c=e.receiptsRoot;if(c!==void 0&&!h(c))return!1;let l=e.miner;if(l!==void 0&&!B(l))return!1;let m=e.difficulty;if(m!==void 0&&!p(m))return!1;let y=e.totalDifficulty;if(y!==void 0&&!(p(y)||y===null))return!1;let g=e.extraData;if(g!==void 0&&!I(g))return!1;let b=e.size;if(b!==void 0&&!p(b))return!1;let k=e.gasLimit;if(k!==void 0&&!p(k))return!1;let v=e.gasUsed;if(v!==void 0&&!p(v))return!1;let R=e.timestamp;if(R!==void 0&&!p(R))return!1;let T=e.uncles;if(T!==void 0){if(!Array.isArray(T))return!1;let V=T;if(V.length<4||!J(V))for(let j=0;j<V.length;j++){let d=V[j];if(!h(d))return!1}}let A=e.mixHash;return!(A!==void 0&&!h(A))}function Le(n){return!(!(n==="0x0"||n==="0x1")||typeof n!="string")}function pe(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.blockHash===void 0||e.blockNumber===void 0||e.contractAddress===void 0||e.cumulativeGasUsed===void 0||e.effectiveGasPrice===void 0||e.from===void 0||e.gasUsed===void 0||e.logs===void 0||e.logsBloom===void 0||e.to===void 0||e.transactionHash===void 0||e.transactionIndex===void 0||e.type===void 0)return!1;let t=e.blockHash;if(t!==void 0&&!h(t))return!1;let i=e.blockNumber;if(i!==void 0&&!p(i))return!1;let s=e.contractAddress;if(s!==void 0&&!(B(s)||s===null))return!1;let o=e.cumulativeGasUsed;if(o!==void 0&&!p(o))return!1;let r=e.effectiveGasPrice;if(r!==void 0&&!p(r))return!1;let a=e.from;if(a!==void 0&&!B(a))return!1;let u=e.gasUsed;if(u!==void 0&&!p(u))return!1;let f=e.logs;if(f!==void 0){if(!Array.isArray(f))return!1;let v=f;for(let R=0;R<v.length;R++){let T=v[R];if(!Y(T))return!1}}let c=e.logsBloom;if(c!==void 0&&!Z(c))return!1;let l=e.root;if(l!==void 0&&!h(l))return!1;let m=e.status;if(m!==void 0&&!Le(m))return!1;let y=e.to;if(y!==void 0&&!(B(y)||y===null))return!1;let g=e.transactionHash;if(g!==void 0&&!h(g))return!1;let b=e.transactionIndex;if(b!==void 0&&!p(b))return!1;let k=e.type;return!(k!==void 0&&!p(k)||(Ue(n)?1:0)+(ze(n)?1:0)!=1)}function Y(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.removed===void 0||e.logIndex===void 0||e.transactionIndex===void 0||e.transactionHash===void 0||e.blockHash===void 0||e.blockNumber===void 0||e.address===void 0||e.data===void 0||e.topics===void 0)return!1;let t=e.removed;if(t!==void 0&&typeof t!="boolean")return!1;let i=e.logIndex;if(i!==void 0&&!(p(i)||i===null))return!1;let s=e.transactionIndex;if(s!==void 0&&!(p(s)||s===null))return!1;let o=e.transactionHash;if(o!==void 0&&!(h(o)||o===null))return!1;let r=e.blockHash;if(r!==void 0&&!(h(r)||r===null))return!1;let a=e.blockNumber;if(a!==void 0&&!(p(a)||a===null))return!1;let u=e.address;if(u!==void 0&&!B(u))return!1;let f=e.data;if(f!==void 0&&!I(f))return!1;let c=e.topics;if(c!==void 0){if(!Array.isArray(c))return!1;let l=c;if(l.length>4)return!1;if(l.length<4||!J(l))for(let m=0;m<l.length;m++){let y=l[m];if(!h(y))return!1}}return!0}function Ue(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.status===void 0||$e(n))}function $e(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.root===void 0)}function ze(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.root===void 0||Qe(n))}function Qe(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.status===void 0)}function Tn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.address;if(t!==void 0&&!(B(t)||me(t)))return!1;let i=e.fromBlock;if(i!==void 0&&!C(i))return!1;let s=e.toBlock;if(s!==void 0&&!C(s))return!1;let o=e.topics;if(o!==void 0){if(!Array.isArray(o))return!1;let a=o;for(let u=0;u<a.length;u++){let f=a[u];if(!ye(f))return!1}}let r=e.blockHash;return!(r!==void 0&&!h(r)||Je(n))}function me(n){if(!Array.isArray(n))return!1;let e=n;if(e.length<4||!vn(e))for(let t=0;t<e.length;t++){let i=e[t];if(!B(i))return!1}return!0}function ye(n){return!!(h(n)||n===null||K(n))}function Je(n){return!!(Vn(n)||Sn(n))}function Vn(n){if(typeof n=="object"&&n!==null&&!Array.isArray(n)){let e=n;if(e.blockHash===void 0||e.fromBlock===void 0)return!1}return!0}function Sn(n){if(typeof n=="object"&&n!==null&&!Array.isArray(n)){let e=n;if(e.blockHash===void 0||e.toBlock===void 0)return!1}return!0}function Nn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.address;if(t!==void 0&&!(B(t)||me(t)))return!1;let i=e.topics;if(i!==void 0){if(!Array.isArray(i))return!1;let s=i;for(let o=0;o<s.length;o++){let r=s[o];if(!ye(r))return!1}}return!Ze(n)}function Ze(n){return!!(jn(n)||Hn(n)||On(n))}function jn(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.fromBlock===void 0)}function Hn(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.toBlock===void 0)}function On(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.blockHash===void 0)}function In(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let t=n.transactionHashes;if(t!==void 0){if(!Array.isArray(t))return!1;let i=t;if(i.length<4||!J(i))for(let s=0;s<i.length;s++){let o=i[s];if(!h(o))return!1}}return!0}function ge(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.from;if(t!==void 0&&!B(t))return!1;let i=e.to;if(i!==void 0&&!B(i))return!1;let s=e.gas;if(s!==void 0&&!p(s))return!1;let o=e.gasPrice;if(o!==void 0&&!p(o))return!1;let r=e.maxPriorityFeePerGas;if(r!==void 0&&!p(r))return!1;let a=e.maxFeePerGas;if(a!==void 0&&!p(a))return!1;let u=e.value;if(u!==void 0&&!p(u))return!1;let f=e.data;return!(f!==void 0&&!I(f))}function Gn(n){return!!ge(n)}function Fn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;for(let t in e){let i=e[t];if(!Ke(i))return!1}if(Object.keys(e).length>64)return!1;for(let t in e)if(!B(t))return!1;return!0}function Ke(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.balance;if(t!==void 0&&!p(t))return!1;let i=e.nonce;if(i!==void 0&&!p(i))return!1;let s=e.code;if(s!==void 0&&!I(s))return!1;let o=e.state;if(o!==void 0&&!se(o))return!1;let r=e.stateDiff;return!(r!==void 0&&!se(r)||Ye(n))}function se(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;for(let t in e){let i=e[t];if(!h(i))return!1}if(Object.keys(e).length>256)return!1;for(let t in e)if(!h(t))return!1;return!0}function Ye(n){if(typeof n=="object"&&n!==null&&!Array.isArray(n)){let e=n;if(e.state===void 0||e.stateDiff===void 0)return!1}return!0}function We(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.key===void 0||e.value===void 0||e.proof===void 0)return!1;let t=e.key;if(t!==void 0&&!fe(t))return!1;let i=e.value;if(i!==void 0&&!p(i))return!1;let s=e.proof;if(s!==void 0){if(!Array.isArray(s))return!1;let o=s;for(let r=0;r<o.length;r++){let a=o[r];if(!I(a))return!1}}return!0}function Dn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.address===void 0||e.balance===void 0||e.codeHash===void 0||e.nonce===void 0||e.storageHash===void 0||e.accountProof===void 0||e.storageProof===void 0)return!1;let t=e.address;if(t!==void 0&&!B(t))return!1;let i=e.balance;if(i!==void 0&&!p(i))return!1;let s=e.codeHash;if(s!==void 0&&!h(s))return!1;let o=e.nonce;if(o!==void 0&&!p(o))return!1;let r=e.storageHash;if(r!==void 0&&!h(r))return!1;let a=e.accountProof;if(a!==void 0){if(!Array.isArray(a))return!1;let f=a;for(let c=0;c<f.length;c++){let l=f[c];if(!I(l))return!1}}let u=e.storageProof;if(u!==void 0){if(!Array.isArray(u))return!1;let f=u;for(let c=0;c<f.length;c++){let l=f[c];if(!We(l))return!1}}return!0}function H(n){return!(typeof n!="string"||!Pe(n)||ee(n)<32||ee(n)>44)}function Cn(n){return!(typeof n!="string"||!ke.test(n))}function W(n){return!(!(n==="finalized"||n==="confirmed"||n==="processed")||typeof n!="string")}function Xe(n){return!(!(n==="base58"||n==="base64"||n==="base64+zstd"||n==="jsonParsed")||typeof n!="string")}function en(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.offset===void 0||e.length===void 0)return!1;let t=e.offset;if(t!==void 0&&(!(typeof t=="number"&&Number.isInteger(t))||t<0))return!1;let i=e.length;return!(i!==void 0&&(!(typeof i=="number"&&Number.isInteger(i))||i<0))}function Mn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.mint;if(t!==void 0&&!H(t))return!1;let i=e.programId;return!(i!==void 0&&!H(i)||(nn(n)?1:0)+(sn(n)?1:0)!=1)}function nn(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.mint===void 0||tn(n))}function tn(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.programId===void 0)}function sn(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.programId===void 0||on(n))}function on(n){return!(typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.mint===void 0)}function _n(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.commitment;if(t!==void 0&&!W(t))return!1;let i=e.encoding;if(i!==void 0&&!Xe(i))return!1;let s=e.dataSlice;if(s!==void 0&&!en(s))return!1;let o=e.minContextSlot;return!(o!==void 0&&(!(typeof o=="number"&&Number.isInteger(o))||o<0)||rn(n))}function rn(n){if(typeof n=="object"&&n!==null&&!Array.isArray(n)){let e=n;if(e.dataSlice===void 0||e.encoding===void 0)return!1;let t=e.encoding;if(t!==void 0&&t!=="jsonParsed")return!1}return!0}function Ln(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.commitment;if(t!==void 0&&!W(t))return!1;let i=e.votePubkey;if(i!==void 0&&!H(i))return!1;let s=e.keepUnstakedDelinquents;if(s!==void 0&&typeof s!="boolean")return!1;let o=e.delinquentSlotDistance;return!(o!==void 0&&(!(typeof o=="number"&&Number.isInteger(o))||o<0))}function Un(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.commitment;if(t!==void 0&&!W(t))return!1;let i=e.minContextSlot;return!(i!==void 0&&(!(typeof i=="number"&&Number.isInteger(i))||i<0))}function he(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.slot===void 0)return!1;let t=e.slot;if(t!==void 0&&(!(typeof t=="number"&&Number.isInteger(t))||t<0))return!1;let i=e.apiVersion;return!(i!==void 0&&typeof i!="string")}function oe(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.amount===void 0||e.decimals===void 0||e.uiAmount===void 0||e.uiAmountString===void 0)return!1;let t=e.amount;if(t!==void 0&&!de(t))return!1;let i=e.decimals;if(i!==void 0&&(!(typeof i=="number"&&Number.isInteger(i))||i<0))return!1;let s=e.uiAmount;if(s!==void 0&&!(typeof s=="number"&&Number.isFinite(s)||s===null))return!1;let o=e.uiAmountString;return!(o!==void 0&&typeof o!="string")}function an(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.tokenAmount===void 0||e.delegate===void 0||e.delegatedAmount===void 0||e.state===void 0||e.isNative===void 0||e.mint===void 0||e.owner===void 0)return!1;let t=e.tokenAmount;if(t!==void 0&&!oe(t))return!1;let i=e.delegate;if(i!==void 0&&!H(i))return!1;let s=e.delegatedAmount;if(s!==void 0&&!oe(s))return!1;let o=e.state;if(o!==void 0&&typeof o!="string")return!1;let r=e.isNative;if(r!==void 0&&typeof r!="boolean")return!1;let a=e.mint;if(a!==void 0&&!H(a))return!1;let u=e.owner;return!(u!==void 0&&!H(u))}function un(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.info===void 0||e.type===void 0)return!1;let t=e.info;if(t!==void 0&&!an(t))return!1;let i=e.type;return!(i!==void 0&&typeof i!="string")}function fn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.program===void 0||e.parsed===void 0||e.space===void 0)return!1;let t=e.program;if(t!==void 0&&typeof t!="string")return!1;let i=e.parsed;if(i!==void 0&&!un(i))return!1;let s=e.space;return!(s!==void 0&&(!(typeof s=="number"&&Number.isInteger(s))||s<0))}function dn(n){return!!(cn(n)||typeof n=="string")}function cn(n){if(!Array.isArray(n))return!1;let e=n;if(e.length<2||e.length>2||e.length>0&&typeof e[0]!="string")return!1;if(e.length>1){let t=e[1];if(!(t==="base58"||t==="base64"||t==="base64+zstd")||typeof t!="string")return!1}return!0}function $n(n){return typeof n=="string"}function ln(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.data===void 0||e.executable===void 0||e.lamports===void 0||e.owner===void 0||e.rentEpoch===void 0||e.space===void 0)return!1;let t=e.data;if(t!==void 0&&!(dn(t)||fn(t)))return!1;let i=e.executable;if(i!==void 0&&typeof i!="boolean")return!1;let s=e.lamports;if(s!==void 0&&(!(typeof s=="number"&&Number.isInteger(s))||s<0))return!1;let o=e.owner;if(o!==void 0&&!H(o))return!1;let r=e.rentEpoch;if(r!==void 0&&(!(typeof r=="number"&&Number.isInteger(r))||r<0))return!1;let a=e.space;return!(a!==void 0&&(!(typeof a=="number"&&Number.isInteger(a))||a<0))}function pn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.pubkey===void 0||e.account===void 0)return!1;let t=e.pubkey;if(t!==void 0&&!H(t))return!1;let i=e.account;return!(i!==void 0&&!ln(i))}function zn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.context===void 0||e.value===void 0)return!1;let t=e.context;if(t!==void 0&&!he(t))return!1;let i=e.value;if(i!==void 0){if(!Array.isArray(i))return!1;let s=i;for(let o=0;o<s.length;o++){let r=s[o];if(!pn(r))return!1}}return!0}function mn(n){if(!Array.isArray(n))return!1;let e=n;if(e.length<3||e.length>3)return!1;if(e.length>0){let t=e[0];if(!(typeof t=="number"&&Number.isInteger(t))||t<0)return!1}if(e.length>1){let t=e[1];if(!(typeof t=="number"&&Number.isInteger(t))||t<0)return!1}if(e.length>2){let t=e[2];if(!(typeof t=="number"&&Number.isInteger(t))||t<0)return!1}return!0}function re(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.activatedStake===void 0||e.commission===void 0||e.epochCredits===void 0||e.epochVoteAccount===void 0||e.lastVote===void 0||e.nodePubkey===void 0||e.rootSlot===void 0||e.votePubkey===void 0)return!1;let t=e.activatedStake;if(t!==void 0&&(!(typeof t=="number"&&Number.isInteger(t))||t<0))return!1;let i=e.commission;if(i!==void 0&&(!(typeof i=="number"&&Number.isInteger(i))||i<0||i>100))return!1;let s=e.epochCredits;if(s!==void 0){if(!Array.isArray(s))return!1;let c=s;for(let l=0;l<c.length;l++){let m=c[l];if(!mn(m))return!1}}let o=e.epochVoteAccount;if(o!==void 0&&typeof o!="boolean")return!1;let r=e.lastVote;if(r!==void 0&&(!(typeof r=="number"&&Number.isInteger(r))||r<0))return!1;let a=e.nodePubkey;if(a!==void 0&&!H(a))return!1;let u=e.rootSlot;if(u!==void 0&&(!(typeof u=="number"&&Number.isInteger(u))||u<0))return!1;let f=e.votePubkey;return!(f!==void 0&&!H(f))}function Qn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.current===void 0||e.delinquent===void 0)return!1;let t=e.current;if(t!==void 0){if(!Array.isArray(t))return!1;let s=t;for(let o=0;o<s.length;o++){let r=s[o];if(!re(r))return!1}}let i=e.delinquent;if(i!==void 0){if(!Array.isArray(i))return!1;let s=i;for(let o=0;o<s.length;o++){let r=s[o];if(!re(r))return!1}}return!0}function yn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.context===void 0||e.value===void 0)return!1;let t=e.context;if(t!==void 0&&!he(t))return!1;let i=e.value;return!(i!==void 0&&!(typeof i=="number"&&Number.isFinite(i)||i===null))}function Jn(n){return!!(typeof n=="number"&&Number.isFinite(n))}function O(n){return!(typeof n!="string"||!Te(n))}function ae(n){return typeof n=="string"}function gn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.l1_gas;if(t!==void 0&&!O(t))return!1;let i=e.l2_gas;return!(i!==void 0&&!O(i))}function Zn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n,t=e.type;if(t!==void 0&&(t!=="DEPLOY_ACCOUNT"||typeof t!="string"))return!1;let i=e.version;if(i!==void 0&&!O(i))return!1;let s=e.signature;if(s!==void 0){if(!Array.isArray(s))return!1;let g=s;for(let b=0;b<g.length;b++){let k=g[b];if(!de(k))return!1}}let o=e.nonce;if(o!==void 0&&!O(o))return!1;let r=e.contract_address_salt;if(r!==void 0&&!O(r))return!1;let a=e.class_hash;if(a!==void 0&&!O(a))return!1;let u=e.constructor_calldata;if(u!==void 0){if(!Array.isArray(u))return!1;let g=u;for(let b=0;b<g.length;b++){let k=g[b];if(!O(k))return!1}}let f=e.resource_bounds;if(f!==void 0&&!gn(f))return!1;let c=e.tip;if(c!==void 0&&!O(c))return!1;let l=e.paymaster_data;if(l!==void 0&&!Array.isArray(l))return!1;let m=e.nonce_data_availability_mode;if(m!==void 0&&!ae(m))return!1;let y=e.fee_data_availability_mode;return!(y!==void 0&&!ae(y))}function Kn(n){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))return!1;let e=n;if(e.transaction_hash===void 0||e.contract_address===void 0)return!1;let t=e.transaction_hash;if(t!==void 0&&!O(t))return!1;let i=e.contract_address;return!(i!==void 0&&!O(i))}function Yn(n){if(!Array.isArray(n))return!1;let e=n;for(let t=0;t<e.length;t++){let i=e[t];if(!Y(i))return!1}return!0}function Wn(n){return!!(ce(n)||n===null)}function hn(n){return!!(le(n)||n===null)}function Xn(n){return typeof n=="boolean"}function et(n){return!!(De(n)||n===null)}function nt(n){return!!(pe(n)||n===null)}function tt(n){return!!(yn(n)||n===null)}function it(n){if(!Array.isArray(n))return!1;let e=n;for(let t=0;t<e.length;t++){let i=e[t];if(!pe(i))return!1}return!0}function x(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Quantity)",keyword:"type"}):we(n)||t.push({path:e,message:"must match pattern ^0x(0|[1-9a-f][0-9a-f]*)$ (Quantity)",keyword:"pattern"})}function st(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Uint256)",keyword:"type"}):be(n)||t.push({path:e,message:"must match pattern ^0x(0|[1-9a-f][0-9a-f]{0,63})$ (Uint256)",keyword:"pattern"})}function M(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Bytes)",keyword:"type"}):Ae(n)||t.push({path:e,message:"must match pattern ^0x([0-9a-f][0-9a-f])*$ (Bytes)",keyword:"pattern"})}function ft(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Bytes8)",keyword:"type"}):xe(n)||t.push({path:e,message:"must match pattern ^0x[0-9a-f]{16}$ (Bytes8)",keyword:"pattern"})}function kn(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Bloom)",keyword:"type"}):Re(n)||t.push({path:e,message:"must match pattern ^0x[0-9a-f]{512}$ (Bloom)",keyword:"pattern"})}function G(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Address)",keyword:"type"}):qe(n)||t.push({path:e,message:"must match pattern ^0x[0-9a-fA-F]{40}$ (Address)",keyword:"pattern"})}function q(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Hash32)",keyword:"type"}):Ee(n)||t.push({path:e,message:"must match pattern ^0x[0-9a-f]{64}$ (Hash32)",keyword:"pattern"})}function wn(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (StorageSlot)",keyword:"type"}):ve(n)||t.push({path:e,message:"must match pattern ^0x[0-9a-f]{1,64}$ (StorageSlot)",keyword:"pattern"})}function dt(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (DecimalString)",keyword:"type"}):Be(n)||t.push({path:e,message:"must match pattern ^(0|[1-9][0-9]*)$ (DecimalString)",keyword:"pattern"})}function ui(n,e,t){n==="latest"||n==="earliest"||n==="pending"||n==="safe"||n==="finalized"||t.push({path:e,message:'must be one of "latest", "earliest", "pending", "safe", "finalized" (BlockTag)',keyword:"enum"}),typeof n!="string"&&t.push({path:e,message:"must be string (BlockTag)",keyword:"type"})}function $(n,e,t){let i=(p(n)?1:0)+(Ge(n)?1:0);i===0?E(n,e,t,[x,ui],"oneOf","must match exactly one of: Quantity, BlockTag"):i>1&&t.push({path:e,message:\`must match exactly one of: Quantity, BlockTag; it matches \${i}\`,keyword:"oneOf"})}function fi(n,e,t){n==="latest"||n==="earliest"||n==="pending"||n==="finalized"||t.push({path:e,message:'must be one of "latest", "earliest", "pending", "finalized" (ProofBlockTag)',keyword:"enum"}),typeof n!="string"&&t.push({path:e,message:"must be string (ProofBlockTag)",keyword:"type"})}function ct(n,e,t){let i=(p(n)?1:0)+(Fe(n)?1:0);i===0?E(n,e,t,[x,fi],"oneOf","must match exactly one of: Quantity, ProofBlockTag"):i>1&&t.push({path:e,message:\`must match exactly one of: Quantity, ProofBlockTag; it matches \${i}\`,keyword:"oneOf"})}function lt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (UncleBlock)",keyword:"type"});else{let i=n;i.number===void 0&&t.push({path:e+".number",message:"is required",keyword:"required"}),i.hash===void 0&&t.push({path:e+".hash",message:"is required",keyword:"required"}),i.parentHash===void 0&&t.push({path:e+".parentHash",message:"is required",keyword:"required"}),i.nonce===void 0&&t.push({path:e+".nonce",message:"is required",keyword:"required"}),i.sha3Uncles===void 0&&t.push({path:e+".sha3Uncles",message:"is required",keyword:"required"}),i.logsBloom===void 0&&t.push({path:e+".logsBloom",message:"is required",keyword:"required"}),i.transactionsRoot===void 0&&t.push({path:e+".transactionsRoot",message:"is required",keyword:"required"}),i.stateRoot===void 0&&t.push({path:e+".stateRoot",message:"is required",keyword:"required"}),i.receiptsRoot===void 0&&t.push({path:e+".receiptsRoot",message:"is required",keyword:"required"}),i.miner===void 0&&t.push({path:e+".miner",message:"is required",keyword:"required"}),i.extraData===void 0&&t.push({path:e+".extraData",message:"is required",keyword:"required"}),i.size===void 0&&t.push({path:e+".size",message:"is required",keyword:"required"}),i.gasLimit===void 0&&t.push({path:e+".gasLimit",message:"is required",keyword:"required"}),i.gasUsed===void 0&&t.push({path:e+".gasUsed",message:"is required",keyword:"required"}),i.timestamp===void 0&&t.push({path:e+".timestamp",message:"is required",keyword:"required"}),i.uncles===void 0&&t.push({path:e+".uncles",message:"is required",keyword:"required"}),i.mixHash===void 0&&t.push({path:e+".mixHash",message:"is required",keyword:"required"});let s=i.number;if(s!==void 0){let d=e+".number",w=(p(s)?1:0)+(S(s)?1:0);w===0?E(s,d,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Quantity, null; it matches \${w}\`,keyword:"oneOf"})}let o=i.hash;if(o!==void 0){let d=e+".hash",w=(h(o)?1:0)+(S(o)?1:0);w===0?E(o,d,t,[q,N],"oneOf","must match exactly one of: Hash32, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Hash32, null; it matches \${w}\`,keyword:"oneOf"})}let r=i.parentHash;if(r!==void 0){let d=e+".parentHash";h(r)||q(r,d,t)}let a=i.nonce;if(a!==void 0){let d=e+".nonce",w=(ue(a)?1:0)+(S(a)?1:0);w===0?E(a,d,t,[ft,N],"oneOf","must match exactly one of: Bytes8, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Bytes8, null; it matches \${w}\`,keyword:"oneOf"})}let u=i.sha3Uncles;if(u!==void 0){let d=e+".sha3Uncles";h(u)||q(u,d,t)}let f=i.logsBloom;if(f!==void 0){let d=e+".logsBloom",w=(Z(f)?1:0)+(S(f)?1:0);w===0?E(f,d,t,[kn,N],"oneOf","must match exactly one of: Bloom, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Bloom, null; it matches \${w}\`,keyword:"oneOf"})}let c=i.transactionsRoot;if(c!==void 0){let d=e+".transactionsRoot";h(c)||q(c,d,t)}let l=i.stateRoot;if(l!==void 0){let d=e+".stateRoot";h(l)||q(l,d,t)}let m=i.receiptsRoot;if(m!==void 0){let d=e+".receiptsRoot";h(m)||q(m,d,t)}let y=i.miner;if(y!==void 0){let d=e+".miner";B(y)||G(y,d,t)}let g=i.difficulty;if(g!==void 0){let d=e+".difficulty";p(g)||x(g,d,t)}let b=i.totalDifficulty;if(b!==void 0){let d=e+".totalDifficulty",w=(p(b)?1:0)+(S(b)?1:0);w===0?E(b,d,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Quantity, null; it matches \${w}\`,keyword:"oneOf"})}let k=i.extraData;if(k!==void 0){let d=e+".extraData";I(k)||M(k,d,t)}let v=i.size;if(v!==void 0){let d=e+".size";p(v)||x(v,d,t)}let R=i.gasLimit;if(R!==void 0){let d=e+".gasLimit";p(R)||x(R,d,t)}let T=i.gasUsed;if(T!==void 0){let d=e+".gasUsed";p(T)||x(T,d,t)}let A=i.timestamp;if(A!==void 0){let d=e+".timestamp";p(A)||x(A,d,t)}let V=i.uncles;if(V!==void 0){let d=e+".uncles";if(!Array.isArray(V))t.push({path:d,message:"must be array",keyword:"type"});else{let w=V;for(let U=0;U<w.length;U++){let te=w[U],je=d+"["+U+"]";h(te)||q(te,je,t)}}}let j=i.mixHash;if(j!==void 0){let d=e+".mixHash";h(j)||q(j,d,t)}}}function N(n,e,t){n!==null&&t.push({path:e,message:"must be null",keyword:"type"})}function di(n,e,t){{let i=n;ce(i)||lt(i,e,t)}{let i=n;if(!(typeof i=="object"&&i!==null&&!Array.isArray(i)))t.push({path:e,message:"must be object",keyword:"type"});else{let s=i;s.transactions===void 0&&t.push({path:e+".transactions",message:"is required",keyword:"required"});let o=s.transactions;if(o!==void 0){let r=e+".transactions";(K(o)?1:0)+(Ce(o)?1:0)===0&&E(o,r,t,[Se,ci],"anyOf","must match at least one of: array, array")}}}}function Se(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array",keyword:"type"});else{let i=n;for(let s=0;s<i.length;s++){let o=i[s],r=e+"["+s+"]";h(o)||q(o,r,t)}}}function ci(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array",keyword:"type"});else{let i=n;for(let s=0;s<i.length;s++){let o=i[s],r=e+"["+s+"]";le(o)||pt(o,r,t)}}}function pt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (Transaction)",keyword:"type"});else{let i=n;i.blockHash===void 0&&t.push({path:e+".blockHash",message:"is required",keyword:"required"}),i.blockNumber===void 0&&t.push({path:e+".blockNumber",message:"is required",keyword:"required"}),i.from===void 0&&t.push({path:e+".from",message:"is required",keyword:"required"}),i.gas===void 0&&t.push({path:e+".gas",message:"is required",keyword:"required"}),i.gasPrice===void 0&&t.push({path:e+".gasPrice",message:"is required",keyword:"required"}),i.hash===void 0&&t.push({path:e+".hash",message:"is required",keyword:"required"}),i.input===void 0&&t.push({path:e+".input",message:"is required",keyword:"required"}),i.nonce===void 0&&t.push({path:e+".nonce",message:"is required",keyword:"required"}),i.r===void 0&&t.push({path:e+".r",message:"is required",keyword:"required"}),i.s===void 0&&t.push({path:e+".s",message:"is required",keyword:"required"}),i.to===void 0&&t.push({path:e+".to",message:"is required",keyword:"required"}),i.transactionIndex===void 0&&t.push({path:e+".transactionIndex",message:"is required",keyword:"required"}),i.type===void 0&&t.push({path:e+".type",message:"is required",keyword:"required"}),i.v===void 0&&t.push({path:e+".v",message:"is required",keyword:"required"}),i.value===void 0&&t.push({path:e+".value",message:"is required",keyword:"required"});let s=i.accessList;if(s!==void 0){let d=e+".accessList";Me(s)||li(s,d,t)}let o=i.blockHash;if(o!==void 0){let d=e+".blockHash",w=(h(o)?1:0)+(S(o)?1:0);w===0?E(o,d,t,[q,N],"oneOf","must match exactly one of: Hash32, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Hash32, null; it matches \${w}\`,keyword:"oneOf"})}let r=i.blockNumber;if(r!==void 0){let d=e+".blockNumber",w=(p(r)?1:0)+(S(r)?1:0);w===0?E(r,d,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Quantity, null; it matches \${w}\`,keyword:"oneOf"})}let a=i.chainId;if(a!==void 0){let d=e+".chainId";p(a)||x(a,d,t)}let u=i.from;if(u!==void 0){let d=e+".from";B(u)||G(u,d,t)}let f=i.gas;if(f!==void 0){let d=e+".gas";p(f)||x(f,d,t)}let c=i.gasPrice;if(c!==void 0){let d=e+".gasPrice";p(c)||x(c,d,t)}let l=i.hash;if(l!==void 0){let d=e+".hash";h(l)||q(l,d,t)}let m=i.input;if(m!==void 0){let d=e+".input";I(m)||M(m,d,t)}let y=i.maxPriorityFeePerGas;if(y!==void 0){let d=e+".maxPriorityFeePerGas";p(y)||x(y,d,t)}let g=i.maxFeePerGas;if(g!==void 0){let d=e+".maxFeePerGas";p(g)||x(g,d,t)}let b=i.nonce;if(b!==void 0){let d=e+".nonce";p(b)||x(b,d,t)}let k=i.r;if(k!==void 0){let d=e+".r";ie(k)||st(k,d,t)}let v=i.s;if(v!==void 0){let d=e+".s";ie(v)||st(v,d,t)}let R=i.to;if(R!==void 0){let d=e+".to",w=(B(R)?1:0)+(S(R)?1:0);w===0?E(R,d,t,[G,N],"oneOf","must match exactly one of: Address, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Address, null; it matches \${w}\`,keyword:"oneOf"})}let T=i.transactionIndex;if(T!==void 0){let d=e+".transactionIndex",w=(p(T)?1:0)+(S(T)?1:0);w===0?E(T,d,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Quantity, null; it matches \${w}\`,keyword:"oneOf"})}let A=i.type;if(A!==void 0){let d=e+".type";p(A)||x(A,d,t)}let V=i.v;if(V!==void 0){let d=e+".v";p(V)||x(V,d,t)}let j=i.value;if(j!==void 0){let d=e+".value";p(j)||x(j,d,t)}}}function li(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array (AccessList)",keyword:"type"});else{let i=n;for(let s=0;s<i.length;s++){let o=i[s],r=e+"["+s+"]";_e(o)||pi(o,r,t)}}}function pi(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (AccessListEntry)",keyword:"type"});else{let i=n;i.address===void 0&&t.push({path:e+".address",message:"is required",keyword:"required"}),i.storageKeys===void 0&&t.push({path:e+".storageKeys",message:"is required",keyword:"required"});let s=i.address;if(s!==void 0){let r=e+".address";B(s)||G(s,r,t)}let o=i.storageKeys;if(o!==void 0){let r=e+".storageKeys";if(!Array.isArray(o))t.push({path:r,message:"must be array",keyword:"type"});else{let a=o;for(let u=0;u<a.length;u++){let f=a[u],c=r+"["+u+"]";h(f)||q(f,c,t)}}}}}function mt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (BlockHeader)",keyword:"type"});else{let i=n;i.number===void 0&&t.push({path:e+".number",message:"is required",keyword:"required"}),i.hash===void 0&&t.push({path:e+".hash",message:"is required",keyword:"required"}),i.parentHash===void 0&&t.push({path:e+".parentHash",message:"is required",keyword:"required"}),i.nonce===void 0&&t.push({path:e+".nonce",message:"is required",keyword:"required"}),i.sha3Uncles===void 0&&t.push({path:e+".sha3Uncles",message:"is required",keyword:"required"}),i.logsBloom===void 0&&t.push({path:e+".logsBloom",message:"is required",keyword:"required"}),i.transactionsRoot===void 0&&t.push({path:e+".transactionsRoot",message:"is required",keyword:"required"}),i.stateRoot===void 0&&t.push({path:e+".stateRoot",message:"is required",keyword:"required"}),i.receiptsRoot===void 0&&t.push({path:e+".receiptsRoot",message:"is required",keyword:"required"}),i.miner===void 0&&t.push({path:e+".miner",message:"is required",keyword:"required"}),i.extraData===void 0&&t.push({path:e+".extraData",message:"is required",keyword:"required"}),i.gasLimit===void 0&&t.push({path:e+".gasLimit",message:"is required",keyword:"required"}),i.gasUsed===void 0&&t.push({path:e+".gasUsed",message:"is required",keyword:"required"}),i.timestamp===void 0&&t.push({path:e+".timestamp",message:"is required",keyword:"required"}),i.mixHash===void 0&&t.push({path:e+".mixHash",message:"is required",keyword:"required"});let s=i.number;if(s!==void 0){let d=e+".number",w=(p(s)?1:0)+(S(s)?1:0);w===0?E(s,d,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Quantity, null; it matches \${w}\`,keyword:"oneOf"})}let o=i.hash;if(o!==void 0){let d=e+".hash",w=(h(o)?1:0)+(S(o)?1:0);w===0?E(o,d,t,[q,N],"oneOf","must match exactly one of: Hash32, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Hash32, null; it matches \${w}\`,keyword:"oneOf"})}let r=i.parentHash;if(r!==void 0){let d=e+".parentHash";h(r)||q(r,d,t)}let a=i.nonce;if(a!==void 0){let d=e+".nonce",w=(ue(a)?1:0)+(S(a)?1:0);w===0?E(a,d,t,[ft,N],"oneOf","must match exactly one of: Bytes8, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Bytes8, null; it matches \${w}\`,keyword:"oneOf"})}let u=i.sha3Uncles;if(u!==void 0){let d=e+".sha3Uncles";h(u)||q(u,d,t)}let f=i.logsBloom;if(f!==void 0){let d=e+".logsBloom",w=(Z(f)?1:0)+(S(f)?1:0);w===0?E(f,d,t,[kn,N],"oneOf","must match exactly one of: Bloom, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Bloom, null; it matches \${w}\`,keyword:"oneOf"})}let c=i.transactionsRoot;if(c!==void 0){let d=e+".transactionsRoot";h(c)||q(c,d,t)}let l=i.stateRoot;if(l!==void 0){let d=e+".stateRoot";h(l)||q(l,d,t)}let m=i.receiptsRoot;if(m!==void 0){let d=e+".receiptsRoot";h(m)||q(m,d,t)}let y=i.miner;if(y!==void 0){let d=e+".miner";B(y)||G(y,d,t)}let g=i.difficulty;if(g!==void 0){let d=e+".difficulty";p(g)||x(g,d,t)}let b=i.totalDifficulty;if(b!==void 0){let d=e+".totalDifficulty",w=(p(b)?1:0)+(S(b)?1:0);w===0?E(b,d,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):w>1&&t.push({path:d,message:\`must match exactly one of: Quantity, null; it matches \${w}\`,keyword:"oneOf"})}let k=i.extraData;if(k!==void 0){let d=e+".extraData";I(k)||M(k,d,t)}let v=i.size;if(v!==void 0){let d=e+".size";p(v)||x(v,d,t)}let R=i.gasLimit;if(R!==void 0){let d=e+".gasLimit";p(R)||x(R,d,t)}let T=i.gasUsed;if(T!==void 0){let d=e+".gasUsed";p(T)||x(T,d,t)}let A=i.timestamp;if(A!==void 0){let d=e+".timestamp";p(A)||x(A,d,t)}let V=i.uncles;if(V!==void 0){let d=e+".uncles";if(!Array.isArray(V))t.push({path:d,message:"must be array",keyword:"type"});else{let w=V;for(let U=0;U<w.length;U++){let te=w[U],je=d+"["+U+"]";h(te)||q(te,je,t)}}}let j=i.mixHash;if(j!==void 0){let d=e+".mixHash";h(j)||q(j,d,t)}}}function mi(n,e,t){n==="0x0"||n==="0x1"||t.push({path:e,message:'must be one of "0x0", "0x1" (ReceiptStatus)',keyword:"enum"}),typeof n!="string"&&t.push({path:e,message:"must be string (ReceiptStatus)",keyword:"type"})}function yt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TransactionReceipt)",keyword:"type"});else{let i=n;i.blockHash===void 0&&t.push({path:e+".blockHash",message:"is required",keyword:"required"}),i.blockNumber===void 0&&t.push({path:e+".blockNumber",message:"is required",keyword:"required"}),i.contractAddress===void 0&&t.push({path:e+".contractAddress",message:"is required",keyword:"required"}),i.cumulativeGasUsed===void 0&&t.push({path:e+".cumulativeGasUsed",message:"is required",keyword:"required"}),i.effectiveGasPrice===void 0&&t.push({path:e+".effectiveGasPrice",message:"is required",keyword:"required"}),i.from===void 0&&t.push({path:e+".from",message:"is required",keyword:"required"}),i.gasUsed===void 0&&t.push({path:e+".gasUsed",message:"is required",keyword:"required"}),i.logs===void 0&&t.push({path:e+".logs",message:"is required",keyword:"required"}),i.logsBloom===void 0&&t.push({path:e+".logsBloom",message:"is required",keyword:"required"}),i.to===void 0&&t.push({path:e+".to",message:"is required",keyword:"required"}),i.transactionHash===void 0&&t.push({path:e+".transactionHash",message:"is required",keyword:"required"}),i.transactionIndex===void 0&&t.push({path:e+".transactionIndex",message:"is required",keyword:"required"}),i.type===void 0&&t.push({path:e+".type",message:"is required",keyword:"required"});let s=i.blockHash;if(s!==void 0){let A=e+".blockHash";h(s)||q(s,A,t)}let o=i.blockNumber;if(o!==void 0){let A=e+".blockNumber";p(o)||x(o,A,t)}let r=i.contractAddress;if(r!==void 0){let A=e+".contractAddress",V=(B(r)?1:0)+(S(r)?1:0);V===0?E(r,A,t,[G,N],"oneOf","must match exactly one of: Address, null"):V>1&&t.push({path:A,message:\`must match exactly one of: Address, null; it matches \${V}\`,keyword:"oneOf"})}let a=i.cumulativeGasUsed;if(a!==void 0){let A=e+".cumulativeGasUsed";p(a)||x(a,A,t)}let u=i.effectiveGasPrice;if(u!==void 0){let A=e+".effectiveGasPrice";p(u)||x(u,A,t)}let f=i.from;if(f!==void 0){let A=e+".from";B(f)||G(f,A,t)}let c=i.gasUsed;if(c!==void 0){let A=e+".gasUsed";p(c)||x(c,A,t)}let l=i.logs;if(l!==void 0){let A=e+".logs";if(!Array.isArray(l))t.push({path:A,message:"must be array",keyword:"type"});else{let V=l;for(let j=0;j<V.length;j++){let d=V[j],w=A+"["+j+"]";Y(d)||Ne(d,w,t)}}}let m=i.logsBloom;if(m!==void 0){let A=e+".logsBloom";Z(m)||kn(m,A,t)}let y=i.root;if(y!==void 0){let A=e+".root";h(y)||q(y,A,t)}let g=i.status;if(g!==void 0){let A=e+".status";Le(g)||mi(g,A,t)}let b=i.to;if(b!==void 0){let A=e+".to",V=(B(b)?1:0)+(S(b)?1:0);V===0?E(b,A,t,[G,N],"oneOf","must match exactly one of: Address, null"):V>1&&t.push({path:A,message:\`must match exactly one of: Address, null; it matches \${V}\`,keyword:"oneOf"})}let k=i.transactionHash;if(k!==void 0){let A=e+".transactionHash";h(k)||q(k,A,t)}let v=i.transactionIndex;if(v!==void 0){let A=e+".transactionIndex";p(v)||x(v,A,t)}let R=i.type;if(R!==void 0){let A=e+".type";p(R)||x(R,A,t)}let T=(Ue(n)?1:0)+(ze(n)?1:0);T===0?E(n,e,t,[yi,gi],"oneOf","must match exactly one of: an object with status, an object with root"):T>1&&t.push({path:e,message:\`must match exactly one of: an object with status, an object with root; it matches \${T}\`,keyword:"oneOf"})}}function Ne(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (Log)",keyword:"type"});else{let i=n;i.removed===void 0&&t.push({path:e+".removed",message:"is required",keyword:"required"}),i.logIndex===void 0&&t.push({path:e+".logIndex",message:"is required",keyword:"required"}),i.transactionIndex===void 0&&t.push({path:e+".transactionIndex",message:"is required",keyword:"required"}),i.transactionHash===void 0&&t.push({path:e+".transactionHash",message:"is required",keyword:"required"}),i.blockHash===void 0&&t.push({path:e+".blockHash",message:"is required",keyword:"required"}),i.blockNumber===void 0&&t.push({path:e+".blockNumber",message:"is required",keyword:"required"}),i.address===void 0&&t.push({path:e+".address",message:"is required",keyword:"required"}),i.data===void 0&&t.push({path:e+".data",message:"is required",keyword:"required"}),i.topics===void 0&&t.push({path:e+".topics",message:"is required",keyword:"required"});let s=i.removed;if(s!==void 0){let y=e+".removed";typeof s!="boolean"&&t.push({path:y,message:"must be boolean",keyword:"type"})}let o=i.logIndex;if(o!==void 0){let y=e+".logIndex",g=(p(o)?1:0)+(S(o)?1:0);g===0?E(o,y,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):g>1&&t.push({path:y,message:\`must match exactly one of: Quantity, null; it matches \${g}\`,keyword:"oneOf"})}let r=i.transactionIndex;if(r!==void 0){let y=e+".transactionIndex",g=(p(r)?1:0)+(S(r)?1:0);g===0?E(r,y,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):g>1&&t.push({path:y,message:\`must match exactly one of: Quantity, null; it matches \${g}\`,keyword:"oneOf"})}let a=i.transactionHash;if(a!==void 0){let y=e+".transactionHash",g=(h(a)?1:0)+(S(a)?1:0);g===0?E(a,y,t,[q,N],"oneOf","must match exactly one of: Hash32, null"):g>1&&t.push({path:y,message:\`must match exactly one of: Hash32, null; it matches \${g}\`,keyword:"oneOf"})}let u=i.blockHash;if(u!==void 0){let y=e+".blockHash",g=(h(u)?1:0)+(S(u)?1:0);g===0?E(u,y,t,[q,N],"oneOf","must match exactly one of: Hash32, null"):g>1&&t.push({path:y,message:\`must match exactly one of: Hash32, null; it matches \${g}\`,keyword:"oneOf"})}let f=i.blockNumber;if(f!==void 0){let y=e+".blockNumber",g=(p(f)?1:0)+(S(f)?1:0);g===0?E(f,y,t,[x,N],"oneOf","must match exactly one of: Quantity, null"):g>1&&t.push({path:y,message:\`must match exactly one of: Quantity, null; it matches \${g}\`,keyword:"oneOf"})}let c=i.address;if(c!==void 0){let y=e+".address";B(c)||G(c,y,t)}let l=i.data;if(l!==void 0){let y=e+".data";I(l)||M(l,y,t)}let m=i.topics;if(m!==void 0){let y=e+".topics";if(!Array.isArray(m))t.push({path:y,message:"must be array",keyword:"type"});else{let g=m;g.length>4&&t.push({path:y,message:"must have at most 4 items",keyword:"maxItems"});for(let b=0;b<g.length;b++){let k=g[b],v=y+"["+b+"]";h(k)||q(k,v,t)}}}}}function yi(n,e,t){typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.status===void 0&&t.push({path:e+".status",message:"is required",keyword:"required"}),$e(n)&&t.push({path:e,message:"must not be an object with root",keyword:"not"})}function gi(n,e,t){typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.root===void 0&&t.push({path:e+".root",message:"is required",keyword:"required"}),Qe(n)&&t.push({path:e,message:"must not be an object with status",keyword:"not"})}function gt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (Filter)",keyword:"type"});else{let i=n,s=i.address;if(s!==void 0){let f=e+".address",c=(B(s)?1:0)+(me(s)?1:0);c===0?E(s,f,t,[G,ht],"oneOf","must match exactly one of: Address, array"):c>1&&t.push({path:f,message:\`must match exactly one of: Address, array; it matches \${c}\`,keyword:"oneOf"})}let o=i.fromBlock;if(o!==void 0){let f=e+".fromBlock";C(o)||$(o,f,t)}let r=i.toBlock;if(r!==void 0){let f=e+".toBlock";C(r)||$(r,f,t)}let a=i.topics;if(a!==void 0){let f=e+".topics";if(!Array.isArray(a))t.push({path:f,message:"must be array",keyword:"type"});else{let c=a;for(let l=0;l<c.length;l++){let m=c[l],y=f+"["+l+"]";ye(m)||kt(m,y,t)}}}let u=i.blockHash;if(u!==void 0){let f=e+".blockHash";h(u)||q(u,f,t)}Je(n)&&t.push({path:e,message:"must not be an object with blockHash and fromBlock or an object with blockHash and toBlock",keyword:"not"})}}function ht(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array",keyword:"type"});else{let i=n;for(let s=0;s<i.length;s++){let o=i[s],r=e+"["+s+"]";B(o)||G(o,r,t)}}}function kt(n,e,t){let i=(h(n)?1:0)+(S(n)?1:0)+(K(n)?1:0);i===0?E(n,e,t,[q,N,Se],"oneOf","must match exactly one of: Hash32, null, array"):i>1&&t.push({path:e,message:\`must match exactly one of: Hash32, null, array; it matches \${i}\`,keyword:"oneOf"})}function wt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (LogSubscriptionFilter)",keyword:"type"});else{let i=n,s=i.address;if(s!==void 0){let r=e+".address",a=(B(s)?1:0)+(me(s)?1:0);a===0?E(s,r,t,[G,ht],"oneOf","must match exactly one of: Address, array"):a>1&&t.push({path:r,message:\`must match exactly one of: Address, array; it matches \${a}\`,keyword:"oneOf"})}let o=i.topics;if(o!==void 0){let r=e+".topics";if(!Array.isArray(o))t.push({path:r,message:"must be array",keyword:"type"});else{let a=o;for(let u=0;u<a.length;u++){let f=a[u],c=r+"["+u+"]";ye(f)||kt(f,c,t)}}}Ze(n)&&t.push({path:e,message:"must not be an object with fromBlock or an object with toBlock or an object with blockHash",keyword:"not"})}}function bt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TransactionReceiptsFilter)",keyword:"type"});else{let s=n.transactionHashes;if(s!==void 0){let o=e+".transactionHashes";if(!Array.isArray(s))t.push({path:o,message:"must be array",keyword:"type"});else{let r=s;for(let a=0;a<r.length;a++){let u=r[a],f=o+"["+a+"]";h(u)||q(u,f,t)}}}}}function bn(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (CallObject)",keyword:"type"});else{let i=n,s=i.from;if(s!==void 0){let m=e+".from";B(s)||G(s,m,t)}let o=i.to;if(o!==void 0){let m=e+".to";B(o)||G(o,m,t)}let r=i.gas;if(r!==void 0){let m=e+".gas";p(r)||x(r,m,t)}let a=i.gasPrice;if(a!==void 0){let m=e+".gasPrice";p(a)||x(a,m,t)}let u=i.maxPriorityFeePerGas;if(u!==void 0){let m=e+".maxPriorityFeePerGas";p(u)||x(u,m,t)}let f=i.maxFeePerGas;if(f!==void 0){let m=e+".maxFeePerGas";p(f)||x(f,m,t)}let c=i.value;if(c!==void 0){let m=e+".value";p(c)||x(c,m,t)}let l=i.data;if(l!==void 0){let m=e+".data";I(l)||M(l,m,t)}}}function At(n,e,t){{let i=n;ge(i)||bn(i,e,t)}}function xt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (StateOverride)",keyword:"type"});else{let i=n;for(let s in i){let o=i[s],r=e+Ve(s);Ke(o)||hi(o,r,t)}Object.keys(i).length>64&&t.push({path:e,message:"must have at most 64 properties",keyword:"maxProperties"});for(let s in i)if(!B(s)){let o=[];G(s,e,o),t.push({path:e+Ve(s),message:"is not an allowed property name: "+o.map(r=>r.message).join("; "),keyword:"propertyNames"})}}}function hi(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (AccountOverride)",keyword:"type"});else{let i=n,s=i.balance;if(s!==void 0){let f=e+".balance";p(s)||x(s,f,t)}let o=i.nonce;if(o!==void 0){let f=e+".nonce";p(o)||x(o,f,t)}let r=i.code;if(r!==void 0){let f=e+".code";I(r)||M(r,f,t)}let a=i.state;if(a!==void 0){let f=e+".state";se(a)||ot(a,f,t)}let u=i.stateDiff;if(u!==void 0){let f=e+".stateDiff";se(u)||ot(u,f,t)}Ye(n)&&t.push({path:e,message:"must not be an object with state and stateDiff",keyword:"not"})}}function ot(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (StorageOverride)",keyword:"type"});else{let i=n;for(let s in i){let o=i[s],r=e+Ve(s);h(o)||q(o,r,t)}Object.keys(i).length>256&&t.push({path:e,message:"must have at most 256 properties",keyword:"maxProperties"});for(let s in i)if(!h(s)){let o=[];q(s,e,o),t.push({path:e+Ve(s),message:"is not an allowed property name: "+o.map(r=>r.message).join("; "),keyword:"propertyNames"})}}}function ki(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (StorageProof)",keyword:"type"});else{let i=n;i.key===void 0&&t.push({path:e+".key",message:"is required",keyword:"required"}),i.value===void 0&&t.push({path:e+".value",message:"is required",keyword:"required"}),i.proof===void 0&&t.push({path:e+".proof",message:"is required",keyword:"required"});let s=i.key;if(s!==void 0){let a=e+".key";fe(s)||wn(s,a,t)}let o=i.value;if(o!==void 0){let a=e+".value";p(o)||x(o,a,t)}let r=i.proof;if(r!==void 0){let a=e+".proof";if(!Array.isArray(r))t.push({path:a,message:"must be array",keyword:"type"});else{let u=r;for(let f=0;f<u.length;f++){let c=u[f],l=a+"["+f+"]";I(c)||M(c,l,t)}}}}}function Rt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (AccountProof)",keyword:"type"});else{let i=n;i.address===void 0&&t.push({path:e+".address",message:"is required",keyword:"required"}),i.balance===void 0&&t.push({path:e+".balance",message:"is required",keyword:"required"}),i.codeHash===void 0&&t.push({path:e+".codeHash",message:"is required",keyword:"required"}),i.nonce===void 0&&t.push({path:e+".nonce",message:"is required",keyword:"required"}),i.storageHash===void 0&&t.push({path:e+".storageHash",message:"is required",keyword:"required"}),i.accountProof===void 0&&t.push({path:e+".accountProof",message:"is required",keyword:"required"}),i.storageProof===void 0&&t.push({path:e+".storageProof",message:"is required",keyword:"required"});let s=i.address;if(s!==void 0){let l=e+".address";B(s)||G(s,l,t)}let o=i.balance;if(o!==void 0){let l=e+".balance";p(o)||x(o,l,t)}let r=i.codeHash;if(r!==void 0){let l=e+".codeHash";h(r)||q(r,l,t)}let a=i.nonce;if(a!==void 0){let l=e+".nonce";p(a)||x(a,l,t)}let u=i.storageHash;if(u!==void 0){let l=e+".storageHash";h(u)||q(u,l,t)}let f=i.accountProof;if(f!==void 0){let l=e+".accountProof";if(!Array.isArray(f))t.push({path:l,message:"must be array",keyword:"type"});else{let m=f;for(let y=0;y<m.length;y++){let g=m[y],b=l+"["+y+"]";I(g)||M(g,b,t)}}}let c=i.storageProof;if(c!==void 0){let l=e+".storageProof";if(!Array.isArray(c))t.push({path:l,message:"must be array",keyword:"type"});else{let m=c;for(let y=0;y<m.length;y++){let g=m[y],b=l+"["+y+"]";We(g)||ki(g,b,t)}}}}}function F(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Pubkey)",keyword:"type"}):(Pe(n)||t.push({path:e,message:"must match pattern ^[1-9A-HJ-NP-Za-km-z]+$ (Pubkey)",keyword:"pattern"}),ee(n)<32&&t.push({path:e,message:"must have at least 32 characters (Pubkey)",keyword:"minLength"}),ee(n)>44&&t.push({path:e,message:"must have at most 44 characters (Pubkey)",keyword:"maxLength"}))}function qt(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (Base64String)",keyword:"type"}):ke.test(n)||t.push({path:e,message:"must match pattern ^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$ (Base64String)",keyword:"pattern"})}function An(n,e,t){n==="finalized"||n==="confirmed"||n==="processed"||t.push({path:e,message:'must be one of "finalized", "confirmed", "processed" (Commitment)',keyword:"enum"}),typeof n!="string"&&t.push({path:e,message:"must be string (Commitment)",keyword:"type"})}function wi(n,e,t){n==="base58"||n==="base64"||n==="base64+zstd"||n==="jsonParsed"||t.push({path:e,message:'must be one of "base58", "base64", "base64+zstd", "jsonParsed" (AccountEncoding)',keyword:"enum"}),typeof n!="string"&&t.push({path:e,message:"must be string (AccountEncoding)",keyword:"type"})}function bi(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (DataSlice)",keyword:"type"});else{let i=n;i.offset===void 0&&t.push({path:e+".offset",message:"is required",keyword:"required"}),i.length===void 0&&t.push({path:e+".length",message:"is required",keyword:"required"});let s=i.offset;if(s!==void 0){let r=e+".offset";typeof s=="number"&&Number.isInteger(s)?s<0&&t.push({path:r,message:"must be >= 0",keyword:"minimum"}):t.push({path:r,message:"must be integer",keyword:"type"})}let o=i.length;if(o!==void 0){let r=e+".length";typeof o=="number"&&Number.isInteger(o)?o<0&&t.push({path:r,message:"must be >= 0",keyword:"minimum"}):t.push({path:r,message:"must be integer",keyword:"type"})}}}function Et(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAccountsFilter)",keyword:"type"});else{let i=n,s=i.mint;if(s!==void 0){let a=e+".mint";H(s)||F(s,a,t)}let o=i.programId;if(o!==void 0){let a=e+".programId";H(o)||F(o,a,t)}let r=(nn(n)?1:0)+(sn(n)?1:0);r===0?E(n,e,t,[Ai,xi],"oneOf","must match exactly one of: an object with mint, an object with programId"):r>1&&t.push({path:e,message:\`must match exactly one of: an object with mint, an object with programId; it matches \${r}\`,keyword:"oneOf"})}}function Ai(n,e,t){typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.mint===void 0&&t.push({path:e+".mint",message:"is required",keyword:"required"}),tn(n)&&t.push({path:e,message:"must not be an object with programId",keyword:"not"})}function xi(n,e,t){typeof n=="object"&&n!==null&&!Array.isArray(n)&&n.programId===void 0&&t.push({path:e+".programId",message:"is required",keyword:"required"}),on(n)&&t.push({path:e,message:"must not be an object with mint",keyword:"not"})}function vt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAccountsByDelegateConfig)",keyword:"type"});else{let i=n,s=i.commitment;if(s!==void 0){let u=e+".commitment";W(s)||An(s,u,t)}let o=i.encoding;if(o!==void 0){let u=e+".encoding";Xe(o)||wi(o,u,t)}let r=i.dataSlice;if(r!==void 0){let u=e+".dataSlice";en(r)||bi(r,u,t)}let a=i.minContextSlot;if(a!==void 0){let u=e+".minContextSlot";typeof a=="number"&&Number.isInteger(a)?a<0&&t.push({path:u,message:"must be >= 0",keyword:"minimum"}):t.push({path:u,message:"must be integer",keyword:"type"})}rn(n)&&t.push({path:e,message:"must not be an object with dataSlice and encoding",keyword:"not"})}}function Bt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (VoteAccountsConfig)",keyword:"type"});else{let i=n,s=i.commitment;if(s!==void 0){let u=e+".commitment";W(s)||An(s,u,t)}let o=i.votePubkey;if(o!==void 0){let u=e+".votePubkey";H(o)||F(o,u,t)}let r=i.keepUnstakedDelinquents;if(r!==void 0){let u=e+".keepUnstakedDelinquents";typeof r!="boolean"&&t.push({path:u,message:"must be boolean",keyword:"type"})}let a=i.delinquentSlotDistance;if(a!==void 0){let u=e+".delinquentSlotDistance";typeof a=="number"&&Number.isInteger(a)?a<0&&t.push({path:u,message:"must be >= 0",keyword:"minimum"}):t.push({path:u,message:"must be integer",keyword:"type"})}}}function Pt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (FeeForMessageConfig)",keyword:"type"});else{let i=n,s=i.commitment;if(s!==void 0){let r=e+".commitment";W(s)||An(s,r,t)}let o=i.minContextSlot;if(o!==void 0){let r=e+".minContextSlot";typeof o=="number"&&Number.isInteger(o)?o<0&&t.push({path:r,message:"must be >= 0",keyword:"minimum"}):t.push({path:r,message:"must be integer",keyword:"type"})}}}function Tt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (RpcContext)",keyword:"type"});else{let i=n;i.slot===void 0&&t.push({path:e+".slot",message:"is required",keyword:"required"});let s=i.slot;if(s!==void 0){let r=e+".slot";typeof s=="number"&&Number.isInteger(s)?s<0&&t.push({path:r,message:"must be >= 0",keyword:"minimum"}):t.push({path:r,message:"must be integer",keyword:"type"})}let o=i.apiVersion;if(o!==void 0){let r=e+".apiVersion";typeof o!="string"&&t.push({path:r,message:"must be string",keyword:"type"})}}}function rt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAmount)",keyword:"type"});else{let i=n;i.amount===void 0&&t.push({path:e+".amount",message:"is required",keyword:"required"}),i.decimals===void 0&&t.push({path:e+".decimals",message:"is required",keyword:"required"}),i.uiAmount===void 0&&t.push({path:e+".uiAmount",message:"is required",keyword:"required"}),i.uiAmountString===void 0&&t.push({path:e+".uiAmountString",message:"is required",keyword:"required"});let s=i.amount;if(s!==void 0){let u=e+".amount";de(s)||dt(s,u,t)}let o=i.decimals;if(o!==void 0){let u=e+".decimals";typeof o=="number"&&Number.isInteger(o)?o<0&&t.push({path:u,message:"must be >= 0",keyword:"minimum"}):t.push({path:u,message:"must be integer",keyword:"type"})}let r=i.uiAmount;if(r!==void 0){let u=e+".uiAmount";typeof r=="number"&&Number.isFinite(r)||r===null||t.push({path:u,message:"must be number or null",keyword:"type"})}let a=i.uiAmountString;if(a!==void 0){let u=e+".uiAmountString";typeof a!="string"&&t.push({path:u,message:"must be string",keyword:"type"})}}}function Ri(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAccountInfo)",keyword:"type"});else{let i=n;i.tokenAmount===void 0&&t.push({path:e+".tokenAmount",message:"is required",keyword:"required"}),i.delegate===void 0&&t.push({path:e+".delegate",message:"is required",keyword:"required"}),i.delegatedAmount===void 0&&t.push({path:e+".delegatedAmount",message:"is required",keyword:"required"}),i.state===void 0&&t.push({path:e+".state",message:"is required",keyword:"required"}),i.isNative===void 0&&t.push({path:e+".isNative",message:"is required",keyword:"required"}),i.mint===void 0&&t.push({path:e+".mint",message:"is required",keyword:"required"}),i.owner===void 0&&t.push({path:e+".owner",message:"is required",keyword:"required"});let s=i.tokenAmount;if(s!==void 0){let l=e+".tokenAmount";oe(s)||rt(s,l,t)}let o=i.delegate;if(o!==void 0){let l=e+".delegate";H(o)||F(o,l,t)}let r=i.delegatedAmount;if(r!==void 0){let l=e+".delegatedAmount";oe(r)||rt(r,l,t)}let a=i.state;if(a!==void 0){let l=e+".state";typeof a!="string"&&t.push({path:l,message:"must be string",keyword:"type"})}let u=i.isNative;if(u!==void 0){let l=e+".isNative";typeof u!="boolean"&&t.push({path:l,message:"must be boolean",keyword:"type"})}let f=i.mint;if(f!==void 0){let l=e+".mint";H(f)||F(f,l,t)}let c=i.owner;if(c!==void 0){let l=e+".owner";H(c)||F(c,l,t)}}}function qi(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (ParsedTokenAccount)",keyword:"type"});else{let i=n;i.info===void 0&&t.push({path:e+".info",message:"is required",keyword:"required"}),i.type===void 0&&t.push({path:e+".type",message:"is required",keyword:"required"});let s=i.info;if(s!==void 0){let r=e+".info";an(s)||Ri(s,r,t)}let o=i.type;if(o!==void 0){let r=e+".type";typeof o!="string"&&t.push({path:r,message:"must be string",keyword:"type"})}}}function Ei(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (ParsedTokenAccountData)",keyword:"type"});else{let i=n;i.program===void 0&&t.push({path:e+".program",message:"is required",keyword:"required"}),i.parsed===void 0&&t.push({path:e+".parsed",message:"is required",keyword:"required"}),i.space===void 0&&t.push({path:e+".space",message:"is required",keyword:"required"});let s=i.program;if(s!==void 0){let a=e+".program";typeof s!="string"&&t.push({path:a,message:"must be string",keyword:"type"})}let o=i.parsed;if(o!==void 0){let a=e+".parsed";un(o)||qi(o,a,t)}let r=i.space;if(r!==void 0){let a=e+".space";typeof r=="number"&&Number.isInteger(r)?r<0&&t.push({path:a,message:"must be >= 0",keyword:"minimum"}):t.push({path:a,message:"must be integer",keyword:"type"})}}}function vi(n,e,t){(cn(n)?1:0)+($n(n)?1:0)===0&&E(n,e,t,[Bi,Pi],"anyOf","must match at least one of: array, string")}function Bi(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array",keyword:"type"});else{let i=n;if(i.length<2&&t.push({path:e,message:"must have at least 2 items",keyword:"minItems"}),i.length>2&&t.push({path:e,message:"must have at most 2 items",keyword:"maxItems"}),i.length>0){let s=i[0],o=e+"[0]";typeof s!="string"&&t.push({path:o,message:"must be string",keyword:"type"})}if(i.length>1){let s=i[1],o=e+"[1]";s==="base58"||s==="base64"||s==="base64+zstd"||t.push({path:o,message:'must be one of "base58", "base64", "base64+zstd"',keyword:"enum"}),typeof s!="string"&&t.push({path:o,message:"must be string",keyword:"type"})}}}function Pi(n,e,t){typeof n!="string"&&t.push({path:e,message:"must be string",keyword:"type"})}function Ti(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAccount)",keyword:"type"});else{let i=n;i.data===void 0&&t.push({path:e+".data",message:"is required",keyword:"required"}),i.executable===void 0&&t.push({path:e+".executable",message:"is required",keyword:"required"}),i.lamports===void 0&&t.push({path:e+".lamports",message:"is required",keyword:"required"}),i.owner===void 0&&t.push({path:e+".owner",message:"is required",keyword:"required"}),i.rentEpoch===void 0&&t.push({path:e+".rentEpoch",message:"is required",keyword:"required"}),i.space===void 0&&t.push({path:e+".space",message:"is required",keyword:"required"});let s=i.data;if(s!==void 0){let c=e+".data",l=(dn(s)?1:0)+(fn(s)?1:0);l===0?E(s,c,t,[vi,Ei],"oneOf","must match exactly one of: EncodedAccountData, ParsedTokenAccountData"):l>1&&t.push({path:c,message:\`must match exactly one of: EncodedAccountData, ParsedTokenAccountData; it matches \${l}\`,keyword:"oneOf"})}let o=i.executable;if(o!==void 0){let c=e+".executable";typeof o!="boolean"&&t.push({path:c,message:"must be boolean",keyword:"type"})}let r=i.lamports;if(r!==void 0){let c=e+".lamports";typeof r=="number"&&Number.isInteger(r)?r<0&&t.push({path:c,message:"must be >= 0",keyword:"minimum"}):t.push({path:c,message:"must be integer",keyword:"type"})}let a=i.owner;if(a!==void 0){let c=e+".owner";H(a)||F(a,c,t)}let u=i.rentEpoch;if(u!==void 0){let c=e+".rentEpoch";typeof u=="number"&&Number.isInteger(u)?u<0&&t.push({path:c,message:"must be >= 0",keyword:"minimum"}):t.push({path:c,message:"must be integer",keyword:"type"})}let f=i.space;if(f!==void 0){let c=e+".space";typeof f=="number"&&Number.isInteger(f)?f<0&&t.push({path:c,message:"must be >= 0",keyword:"minimum"}):t.push({path:c,message:"must be integer",keyword:"type"})}}}function Vi(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAccountEntry)",keyword:"type"});else{let i=n;i.pubkey===void 0&&t.push({path:e+".pubkey",message:"is required",keyword:"required"}),i.account===void 0&&t.push({path:e+".account",message:"is required",keyword:"required"});let s=i.pubkey;if(s!==void 0){let r=e+".pubkey";H(s)||F(s,r,t)}let o=i.account;if(o!==void 0){let r=e+".account";ln(o)||Ti(o,r,t)}}}function Vt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (TokenAccountsByDelegateResult)",keyword:"type"});else{let i=n;i.context===void 0&&t.push({path:e+".context",message:"is required",keyword:"required"}),i.value===void 0&&t.push({path:e+".value",message:"is required",keyword:"required"});let s=i.context;if(s!==void 0){let r=e+".context";he(s)||Tt(s,r,t)}let o=i.value;if(o!==void 0){let r=e+".value";if(!Array.isArray(o))t.push({path:r,message:"must be array",keyword:"type"});else{let a=o;for(let u=0;u<a.length;u++){let f=a[u],c=r+"["+u+"]";pn(f)||Vi(f,c,t)}}}}}function Si(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array (EpochCredits)",keyword:"type"});else{let i=n;if(i.length<3&&t.push({path:e,message:"must have at least 3 items",keyword:"minItems"}),i.length>3&&t.push({path:e,message:"must have at most 3 items",keyword:"maxItems"}),i.length>0){let s=i[0],o=e+"[0]";typeof s=="number"&&Number.isInteger(s)?s<0&&t.push({path:o,message:"must be >= 0",keyword:"minimum"}):t.push({path:o,message:"must be integer",keyword:"type"})}if(i.length>1){let s=i[1],o=e+"[1]";typeof s=="number"&&Number.isInteger(s)?s<0&&t.push({path:o,message:"must be >= 0",keyword:"minimum"}):t.push({path:o,message:"must be integer",keyword:"type"})}if(i.length>2){let s=i[2],o=e+"[2]";typeof s=="number"&&Number.isInteger(s)?s<0&&t.push({path:o,message:"must be >= 0",keyword:"minimum"}):t.push({path:o,message:"must be integer",keyword:"type"})}}}function at(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (VoteAccountEntry)",keyword:"type"});else{let i=n;i.activatedStake===void 0&&t.push({path:e+".activatedStake",message:"is required",keyword:"required"}),i.commission===void 0&&t.push({path:e+".commission",message:"is required",keyword:"required"}),i.epochCredits===void 0&&t.push({path:e+".epochCredits",message:"is required",keyword:"required"}),i.epochVoteAccount===void 0&&t.push({path:e+".epochVoteAccount",message:"is required",keyword:"required"}),i.lastVote===void 0&&t.push({path:e+".lastVote",message:"is required",keyword:"required"}),i.nodePubkey===void 0&&t.push({path:e+".nodePubkey",message:"is required",keyword:"required"}),i.rootSlot===void 0&&t.push({path:e+".rootSlot",message:"is required",keyword:"required"}),i.votePubkey===void 0&&t.push({path:e+".votePubkey",message:"is required",keyword:"required"});let s=i.activatedStake;if(s!==void 0){let m=e+".activatedStake";typeof s=="number"&&Number.isInteger(s)?s<0&&t.push({path:m,message:"must be >= 0",keyword:"minimum"}):t.push({path:m,message:"must be integer",keyword:"type"})}let o=i.commission;if(o!==void 0){let m=e+".commission";typeof o=="number"&&Number.isInteger(o)?(o<0&&t.push({path:m,message:"must be >= 0",keyword:"minimum"}),o>100&&t.push({path:m,message:"must be <= 100",keyword:"maximum"})):t.push({path:m,message:"must be integer",keyword:"type"})}let r=i.epochCredits;if(r!==void 0){let m=e+".epochCredits";if(!Array.isArray(r))t.push({path:m,message:"must be array",keyword:"type"});else{let y=r;for(let g=0;g<y.length;g++){let b=y[g],k=m+"["+g+"]";mn(b)||Si(b,k,t)}}}let a=i.epochVoteAccount;if(a!==void 0){let m=e+".epochVoteAccount";typeof a!="boolean"&&t.push({path:m,message:"must be boolean",keyword:"type"})}let u=i.lastVote;if(u!==void 0){let m=e+".lastVote";typeof u=="number"&&Number.isInteger(u)?u<0&&t.push({path:m,message:"must be >= 0",keyword:"minimum"}):t.push({path:m,message:"must be integer",keyword:"type"})}let f=i.nodePubkey;if(f!==void 0){let m=e+".nodePubkey";H(f)||F(f,m,t)}let c=i.rootSlot;if(c!==void 0){let m=e+".rootSlot";typeof c=="number"&&Number.isInteger(c)?c<0&&t.push({path:m,message:"must be >= 0",keyword:"minimum"}):t.push({path:m,message:"must be integer",keyword:"type"})}let l=i.votePubkey;if(l!==void 0){let m=e+".votePubkey";H(l)||F(l,m,t)}}}function St(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (VoteAccounts)",keyword:"type"});else{let i=n;i.current===void 0&&t.push({path:e+".current",message:"is required",keyword:"required"}),i.delinquent===void 0&&t.push({path:e+".delinquent",message:"is required",keyword:"required"});let s=i.current;if(s!==void 0){let r=e+".current";if(!Array.isArray(s))t.push({path:r,message:"must be array",keyword:"type"});else{let a=s;for(let u=0;u<a.length;u++){let f=a[u],c=r+"["+u+"]";re(f)||at(f,c,t)}}}let o=i.delinquent;if(o!==void 0){let r=e+".delinquent";if(!Array.isArray(o))t.push({path:r,message:"must be array",keyword:"type"});else{let a=o;for(let u=0;u<a.length;u++){let f=a[u],c=r+"["+u+"]";re(f)||at(f,c,t)}}}}}function Ni(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (FeeForMessageResponse)",keyword:"type"});else{let i=n;i.context===void 0&&t.push({path:e+".context",message:"is required",keyword:"required"}),i.value===void 0&&t.push({path:e+".value",message:"is required",keyword:"required"});let s=i.context;if(s!==void 0){let r=e+".context";he(s)||Tt(s,r,t)}let o=i.value;if(o!==void 0){let r=e+".value",a=(Jn(o)?1:0)+(S(o)?1:0);a===0?E(o,r,t,[ji,N],"oneOf","must match exactly one of: number, null"):a>1&&t.push({path:r,message:\`must match exactly one of: number, null; it matches \${a}\`,keyword:"oneOf"})}}}function ji(n,e,t){typeof n=="number"&&Number.isFinite(n)||t.push({path:e,message:"must be number",keyword:"type"})}function L(n,e,t){typeof n!="string"?t.push({path:e,message:"must be string (StarknetHex)",keyword:"type"}):Te(n)||t.push({path:e,message:"must match pattern ^0x[0-9a-f]+$ (StarknetHex)",keyword:"pattern"})}function ut(n,e,t){typeof n!="string"&&t.push({path:e,message:"must be string (DataAvailabilityMode)",keyword:"type"})}function Hi(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (ResourceBounds)",keyword:"type"});else{let i=n,s=i.l1_gas;if(s!==void 0){let r=e+".l1_gas";O(s)||L(s,r,t)}let o=i.l2_gas;if(o!==void 0){let r=e+".l2_gas";O(o)||L(o,r,t)}}}function Nt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (DeployAccountTransaction)",keyword:"type"});else{let i=n,s=i.type;if(s!==void 0){let k=e+".type";s!=="DEPLOY_ACCOUNT"&&t.push({path:k,message:'must be "DEPLOY_ACCOUNT"',keyword:"const"}),typeof s!="string"&&t.push({path:k,message:"must be string",keyword:"type"})}let o=i.version;if(o!==void 0){let k=e+".version";O(o)||L(o,k,t)}let r=i.signature;if(r!==void 0){let k=e+".signature";if(!Array.isArray(r))t.push({path:k,message:"must be array",keyword:"type"});else{let v=r;for(let R=0;R<v.length;R++){let T=v[R],A=k+"["+R+"]";de(T)||dt(T,A,t)}}}let a=i.nonce;if(a!==void 0){let k=e+".nonce";O(a)||L(a,k,t)}let u=i.contract_address_salt;if(u!==void 0){let k=e+".contract_address_salt";O(u)||L(u,k,t)}let f=i.class_hash;if(f!==void 0){let k=e+".class_hash";O(f)||L(f,k,t)}let c=i.constructor_calldata;if(c!==void 0){let k=e+".constructor_calldata";if(!Array.isArray(c))t.push({path:k,message:"must be array",keyword:"type"});else{let v=c;for(let R=0;R<v.length;R++){let T=v[R],A=k+"["+R+"]";O(T)||L(T,A,t)}}}let l=i.resource_bounds;if(l!==void 0){let k=e+".resource_bounds";gn(l)||Hi(l,k,t)}let m=i.tip;if(m!==void 0){let k=e+".tip";O(m)||L(m,k,t)}let y=i.paymaster_data;if(y!==void 0){let k=e+".paymaster_data";Array.isArray(y)||t.push({path:k,message:"must be array",keyword:"type"})}let g=i.nonce_data_availability_mode;if(g!==void 0){let k=e+".nonce_data_availability_mode";ae(g)||ut(g,k,t)}let b=i.fee_data_availability_mode;if(b!==void 0){let k=e+".fee_data_availability_mode";ae(b)||ut(b,k,t)}}}function jt(n,e,t){if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))t.push({path:e,message:"must be object (DeployAccountTransactionResult)",keyword:"type"});else{let i=n;i.transaction_hash===void 0&&t.push({path:e+".transaction_hash",message:"is required",keyword:"required"}),i.contract_address===void 0&&t.push({path:e+".contract_address",message:"is required",keyword:"required"});let s=i.transaction_hash;if(s!==void 0){let r=e+".transaction_hash";O(s)||L(s,r,t)}let o=i.contract_address;if(o!==void 0){let r=e+".contract_address";O(o)||L(o,r,t)}}}function Ht(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array",keyword:"type"});else{let i=n;for(let s=0;s<i.length;s++){let o=i[s],r=e+"["+s+"]";Y(o)||Ne(o,r,t)}}}function Ot(n,e,t){let i=(ce(n)?1:0)+(S(n)?1:0);i===0?E(n,e,t,[lt,N],"oneOf","must match exactly one of: UncleBlock, null"):i>1&&t.push({path:e,message:\`must match exactly one of: UncleBlock, null; it matches \${i}\`,keyword:"oneOf"})}function xn(n,e,t){let i=(le(n)?1:0)+(S(n)?1:0);i===0?E(n,e,t,[pt,N],"oneOf","must match exactly one of: Transaction, null"):i>1&&t.push({path:e,message:\`must match exactly one of: Transaction, null; it matches \${i}\`,keyword:"oneOf"})}function It(n,e,t){typeof n!="boolean"&&t.push({path:e,message:"must be boolean",keyword:"type"})}function Gt(n,e,t){let i=(De(n)?1:0)+(S(n)?1:0);i===0?E(n,e,t,[di,N],"oneOf","must match exactly one of: Block, null"):i>1&&t.push({path:e,message:\`must match exactly one of: Block, null; it matches \${i}\`,keyword:"oneOf"})}function Ft(n,e,t){let i=(pe(n)?1:0)+(S(n)?1:0);i===0?E(n,e,t,[yt,N],"oneOf","must match exactly one of: TransactionReceipt, null"):i>1&&t.push({path:e,message:\`must match exactly one of: TransactionReceipt, null; it matches \${i}\`,keyword:"oneOf"})}function Dt(n,e,t){let i=(yn(n)?1:0)+(S(n)?1:0);i===0?E(n,e,t,[Ni,N],"oneOf","must match exactly one of: FeeForMessageResponse, null"):i>1&&t.push({path:e,message:\`must match exactly one of: FeeForMessageResponse, null; it matches \${i}\`,keyword:"oneOf"})}function Ct(n,e,t){if(!Array.isArray(n))t.push({path:e,message:"must be array",keyword:"type"});else{let i=n;for(let s=0;s<i.length;s++){let o=i[s],r=e+"["+s+"]";pe(o)||yt(o,r,t)}}}function Ve(n){return/^[A-Za-z_$][\\w$]*$/.test(n)?"."+n:"["+JSON.stringify(n)+"]"}function E(n,e,t,i,s,o){let r=[];for(let f of i){let c=[];f(n,e,c),c.length>0&&!c.every(l=>l.path===e&&l.keyword==="type")&&r.push(c)}let a=r.reduce((f,c)=>f===void 0||c.length<f.length?c:f,void 0);if(a!==void 0&&(r.length===1||!a.every(f=>f.path===e))){for(let f of a)t.push(f);return}let u=r.map(f=>f.map(c=>c.message).join(", ")).join("; or ");t.push({path:e,message:u===""?o:o+" ("+u+")",keyword:s})}function Oi(n){try{let e=[];return Array.isArray(n)?(n.length>3&&e.push({path:"params[3]",message:"too many params: eth_getStorageAt takes 3",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "address"',keyword:"required"}):B(n[0])||G(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "position"',keyword:"required"}):fe(n[1])||wn(n[1],"params[1]",e),n.length<=2?e.push({path:"params[2]",message:'missing required param "block"',keyword:"required"}):C(n[2])||$(n[2],"params[2]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Ii(n){try{if(I(n))return{ok:!0,value:n};let e=[];return M(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Gi(n){try{let e=[];return Array.isArray(n)?(n.length>1&&e.push({path:"params[1]",message:"too many params: eth_getLogs takes 1",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "filter"',keyword:"required"}):Tn(n[0])||gt(n[0],"params[0]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Fi(n){try{if(Yn(n))return{ok:!0,value:n};let e=[];return Ht(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Di(n){try{let e=[];return Array.isArray(n)?(n.length>2&&e.push({path:"params[2]",message:"too many params: eth_estimateGas takes 2",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "transaction"',keyword:"required"}):ge(n[0])||bn(n[0],"params[0]",e),n.length>1&&(C(n[1])||$(n[1],"params[1]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Ci(n){try{if(p(n))return{ok:!0,value:n};let e=[];return x(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Mi(n){try{let e=[];return Array.isArray(n)?(n.length>3&&e.push({path:"params[3]",message:"too many params: eth_call takes 3",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "transaction"',keyword:"required"}):Gn(n[0])||At(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "block"',keyword:"required"}):C(n[1])||$(n[1],"params[1]",e),n.length>2&&(Fn(n[2])||xt(n[2],"params[2]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function _i(n){try{if(I(n))return{ok:!0,value:n};let e=[];return M(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Li(n){try{let e=[];return Array.isArray(n)?(n.length>2&&e.push({path:"params[2]",message:"too many params: eth_getUncleByBlockHashAndIndex takes 2",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "blockHash"',keyword:"required"}):h(n[0])||q(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "index"',keyword:"required"}):p(n[1])||x(n[1],"params[1]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Ui(n){try{if(Wn(n))return{ok:!0,value:n};let e=[];return Ot(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function $i(n){try{let e=[];return Array.isArray(n)?(n.length>1&&e.push({path:"params[1]",message:"too many params: eth_getTransactionByHash takes 1",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "transactionHash"',keyword:"required"}):h(n[0])||q(n[0],"params[0]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function zi(n){try{if(hn(n))return{ok:!0,value:n};let e=[];return xn(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Qi(n){try{let e=[];return Array.isArray(n)?(n.length>2&&e.push({path:"params[2]",message:"too many params: eth_getTransactionByBlockNumberAndIndex takes 2",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "block"',keyword:"required"}):C(n[0])||$(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "index"',keyword:"required"}):p(n[1])||x(n[1],"params[1]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Ji(n){try{if(hn(n))return{ok:!0,value:n};let e=[];return xn(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Zi(n){try{let e=[];return Array.isArray(n)?(n.length>2&&e.push({path:"params[2]",message:"too many params: eth_getBlockByNumber takes 2",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "block"',keyword:"required"}):C(n[0])||$(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "hydratedTransactions"',keyword:"required"}):Xn(n[1])||It(n[1],"params[1]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Ki(n){try{if(et(n))return{ok:!0,value:n};let e=[];return Gt(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Yi(n){try{let e=[];return Array.isArray(n)?(n.length>1&&e.push({path:"params[1]",message:"too many params: eth_getTransactionReceipt takes 1",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "transactionHash"',keyword:"required"}):h(n[0])||q(n[0],"params[0]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function Wi(n){try{if(nt(n))return{ok:!0,value:n};let e=[];return Ft(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function Xi(n){try{let e=[];return Array.isArray(n)?(n.length>3&&e.push({path:"params[3]",message:"too many params: eth_getProof takes 3",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "address"',keyword:"required"}):B(n[0])||G(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "storageKeys"',keyword:"required"}):K(n[1])||Se(n[1],"params[1]",e),n.length<=2?e.push({path:"params[2]",message:'missing required param "blockParameter"',keyword:"required"}):Bn(n[2])||ct(n[2],"params[2]",e)):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function es(n){try{if(Dn(n))return{ok:!0,value:n};let e=[];return Rt(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function ns(n){try{let e=[];return Array.isArray(n)?(n.length>3&&e.push({path:"params[3]",message:"too many params: getTokenAccountsByDelegate takes 3",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "delegate"',keyword:"required"}):H(n[0])||F(n[0],"params[0]",e),n.length<=1?e.push({path:"params[1]",message:'missing required param "accountDetails"',keyword:"required"}):Mn(n[1])||Et(n[1],"params[1]",e),n.length>2&&(_n(n[2])||vt(n[2],"params[2]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function ts(n){try{if(zn(n))return{ok:!0,value:n};let e=[];return Vt(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function is(n){try{let e=[];return n===void 0&&(n=[]),Array.isArray(n)?(n.length>1&&e.push({path:"params[1]",message:"too many params: getVoteAccounts takes 1",keyword:"maxItems"}),n.length>0&&(Ln(n[0])||Bt(n[0],"params[0]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function ss(n){try{if(Qn(n))return{ok:!0,value:n};let e=[];return St(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function os(n){try{let e=[];return Array.isArray(n)?(n.length>2&&e.push({path:"params[2]",message:"too many params: getFeeForMessage takes 2",keyword:"maxItems"}),n.length<=0?e.push({path:"params[0]",message:'missing required param "message"',keyword:"required"}):Cn(n[0])||qt(n[0],"params[0]",e),n.length>1&&(Un(n[1])||Pt(n[1],"params[1]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function rs(n){try{if(tt(n))return{ok:!0,value:n};let e=[];return Dt(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function as(n){try{let e=[];if(!(typeof n=="object"&&n!==null&&!Array.isArray(n)))e.push({path:"params",message:"must be an object of params (by name)",keyword:"type"});else{let t=n,i=t.deploy_account_transaction;i===void 0?e.push({path:"params.deploy_account_transaction",message:'missing required param "deploy_account_transaction"',keyword:"required"}):Zn(i)||Nt(i,"params.deploy_account_transaction",e);for(let s in t)s!=="deploy_account_transaction"&&e.push({path:"params["+JSON.stringify(s)+"]",message:"unknown param",keyword:"additionalProperties"})}return e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function us(n){try{if(Kn(n))return{ok:!0,value:n};let e=[];return jt(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function fs(n){try{let e=[];return n===void 0&&(n=[]),Array.isArray(n)?n.length>0&&e.push({path:"params[0]",message:"too many params: subscribe.newHeads takes 0",keyword:"maxItems"}):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function ds(n){try{if(Pn(n))return{ok:!0,value:n};let e=[];return mt(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function cs(n){try{let e=[];return n===void 0&&(n=[]),Array.isArray(n)?(n.length>1&&e.push({path:"params[1]",message:"too many params: subscribe.logs takes 1",keyword:"maxItems"}),n.length>0&&(Nn(n[0])||wt(n[0],"params[0]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function ls(n){try{if(Y(n))return{ok:!0,value:n};let e=[];return Ne(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function ps(n){try{let e=[];return n===void 0&&(n=[]),Array.isArray(n)?n.length>0&&e.push({path:"params[0]",message:"too many params: subscribe.newPendingTransactions takes 0",keyword:"maxItems"}):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function ms(n){try{if(h(n))return{ok:!0,value:n};let e=[];return q(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}function ys(n){try{let e=[];return n===void 0&&(n=[]),Array.isArray(n)?(n.length>1&&e.push({path:"params[1]",message:"too many params: subscribe.transactionReceipts takes 1",keyword:"maxItems"}),n.length>0&&(In(n[0])||bt(n[0],"params[0]",e))):e.push({path:"params",message:"must be an array of params (by position)",keyword:"type"}),e.length===0?{ok:!0,value:n}:{ok:!1,errors:e}}catch(e){return P(e,"params")}}function gs(n){try{if(it(n))return{ok:!0,value:n};let e=[];return Ct(n,"result",e),{ok:!1,errors:e}}catch(e){return P(e,"result")}}var Mt={eth_getStorageAt:Oi,eth_getLogs:Gi,eth_estimateGas:Di,eth_call:Mi,eth_getUncleByBlockHashAndIndex:Li,eth_getTransactionByHash:$i,eth_getTransactionByBlockNumberAndIndex:Qi,eth_getBlockByNumber:Zi,eth_getTransactionReceipt:Yi,eth_getProof:Xi,getTokenAccountsByDelegate:ns,getVoteAccounts:is,getFeeForMessage:os,starknet_addDeployAccountTransaction:as};function $t(n,e){return Object.prototype.hasOwnProperty.call(Mt,n)?Mt[n](e):{ok:!1,errors:[{path:"method",message:"unknown method "+JSON.stringify(n),keyword:"method"}]}}var _t={eth_getStorageAt:Ii,eth_getLogs:Fi,eth_estimateGas:Ci,eth_call:_i,eth_getUncleByBlockHashAndIndex:Ui,eth_getTransactionByHash:zi,eth_getTransactionByBlockNumberAndIndex:Ji,eth_getBlockByNumber:Ki,eth_getTransactionReceipt:Wi,eth_getProof:es,getTokenAccountsByDelegate:ts,getVoteAccounts:ss,getFeeForMessage:rs,starknet_addDeployAccountTransaction:us};function zt(n,e){return Object.prototype.hasOwnProperty.call(_t,n)?_t[n](e):{ok:!1,errors:[{path:"method",message:"unknown method "+JSON.stringify(n),keyword:"method"}]}}var Lt={newHeads:ds,logs:ls,newPendingTransactions:ms,transactionReceipts:gs};function Qt(n,e){return Object.prototype.hasOwnProperty.call(Lt,n)?Lt[n](e):{ok:!1,errors:[{path:"subscription",message:"unknown subscription "+JSON.stringify(n),keyword:"subscription"}]}}var Ut={newHeads:fs,logs:cs,newPendingTransactions:ps,transactionReceipts:ys};function Jt(n,e){return Object.prototype.hasOwnProperty.call(Ut,n)?Ut[n](e):{ok:!1,errors:[{path:"subscription",message:"unknown subscription "+JSON.stringify(n),keyword:"subscription"}]}}function P(n,e){if(!(n instanceof RangeError))throw n;return{ok:!1,errors:[{path:e,message:"is nested too deeply to validate",keyword:"depth"}]}}return ei(hs);})());
  const panel = document.getElementById('try');
  if (panel === null) return;
  const urlInput = document.getElementById('try-url');
  const keyInput = document.getElementById('try-key');
  const note = document.getElementById('try-note');
  const keyVariable = panel.getAttribute('data-key-variable') || '';
  const served = location.protocol === 'http:' || location.protocol === 'https:';
  /** Longest answer read, and longest answer text shown: a gateway's answer is untrusted too. */
  const maxAnswerBytes = 8 * 1024 * 1024;
  const shownAnswerChars = 64 * 1024;
  /** Longest text a field takes (its maxlength says so too). */
  const maxFieldChars = 1024 * 1024;
  const shownErrors = 20;

  // The origins the page's policy lets it connect to: \`connect-src\` of its <meta> tag ('self' is the page's origin).
  const allowedOrigins = (() => {
    const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    const directive = (meta ? meta.getAttribute('content') || '' : '').split(';').map((d) => d.trim().split(/\\s+/)).find((d) => d[0] === 'connect-src');
    if (directive === undefined) return [];
    return directive.slice(1).flatMap((source) => (source === "'self'" ? (served ? [location.origin] : []) : /^https?:\\/\\/[^/'\\s]+$/i.test(source) ? [source.toLowerCase()] : []));
  })();

  const originPattern = /^[a-z][a-z0-9+.-]*:\\/\\/[^/]*/i;
  if (served) {
    // The page's own server answers at the spec's path: the spec's host is swapped for the page's.
    // A spec without servers is served at \`/\`; a server URL that is a path (\`/rpc\`) is on the page's origin.
    const spec = urlInput.value;
    urlInput.value = spec === '' ? \`\${location.origin}/\` : spec.startsWith('/') ? \`\${location.origin}\${spec}\` : spec.replace(originPattern, location.origin);
    note.textContent = \`Send goes to the server URL below\${keyVariable ? \`, with {\${keyVariable}} replaced by the key\` : ''}. This page may connect to \${allowedOrigins.join(', ') || 'no server'} only (its Content-Security-Policy).\`;
  } else {
    note.textContent = 'Opened from a file: this page sends nothing (its policy allows no connection). Each form still builds the curl line and the client call to copy.';
  }
  panel.hidden = false;

  const shellQuote = (text) => \`'\${text.replace(/'/g, "'\\\\''")}'\`;
  /** The server URL as shell words, the key as "$API_KEY". */
  const urlWords = () => {
    const url = urlInput.value.trim() || '$RPC_URL';
    if (keyVariable === '' || !url.includes(\`{\${keyVariable}}\`)) return url === '$RPC_URL' ? '"$RPC_URL"' : shellQuote(url);
    return url
      .split(\`{\${keyVariable}}\`)
      .map((part) => (part === '' ? '' : shellQuote(part)))
      .join('"$API_KEY"');
  };

  const forms = Array.from(document.querySelectorAll('.try-form'));
  for (const details of document.querySelectorAll('details.try')) details.hidden = false;

  /** The form's fields read as params, with the reasons a field cannot be read. */
  const read = (form) => {
    const byName = form.getAttribute('data-structure') === 'by-name';
    const fieldErrors = new Map();
    const named = {};
    const positional = [];
    let last = -1;
    const fields = Array.from(form.querySelectorAll('[data-param]'));
    fields.forEach((field, index) => {
      const kind = field.getAttribute('data-kind');
      const text = field.value;
      let value;
      if (text.length > maxFieldChars) fieldErrors.set(field, \`longer than \${maxFieldChars} characters\`);
      else if (text.trim() === '' && kind !== 'string' && kind !== 'enum') value = undefined;
      else if (text === '') value = undefined;
      else if (kind === 'number') {
        if (/^-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?$/.test(text.trim())) value = Number(text.trim());
        else fieldErrors.set(field, 'must be a number');
      } else if (kind === 'boolean') value = text === 'true';
      else if (kind === 'json') {
        try {
          value = JSON.parse(text);
        } catch (error) {
          fieldErrors.set(field, \`not JSON: \${error instanceof Error ? error.message : String(error)}\`);
        }
      } else value = text;
      if (value !== undefined) {
        named[field.getAttribute('data-param')] = value;
        positional[index] = value;
        last = index;
      }
    });
    // By position, a param left out before one given is sent as null; those after the last given are left out.
    const list = [];
    for (let i = 0; i <= last; i++) list.push(positional[i] === undefined ? null : positional[i]);
    return { fields, fieldErrors, params: byName ? named : list, byName };
  };

  /** The field an error path of the validators points into: \`params[1]\\u2026\` by position, \`params.name\\u2026\` by name. */
  const fieldOf = (fields, path, byName) => {
    const position = /^params\\[(\\d+)\\]/.exec(path);
    if (position !== null && !byName) return fields[Number(position[1])];
    const name = /^params\\.([A-Za-z_$][\\w$]*)/.exec(path) || /^params\\[("(?:[^"\\\\]|\\\\.)*")\\]/.exec(path);
    if (name === null || !byName) return undefined;
    const key = name[1].startsWith('"') ? JSON.parse(name[1]) : name[1];
    return fields.find((f) => f.getAttribute('data-param') === key);
  };

  const showFieldError = (field, message) => {
    const box = document.getElementById(\`\${field.id}-error\`);
    box.textContent = message;
    box.hidden = message === '';
    if (message === '') field.removeAttribute('aria-invalid');
    else field.setAttribute('aria-invalid', 'true');
  };

  /** Checks the form: each field's reasons next to it, the rest under the fields. Updates the curl line and the
   * client call. Returns the params when they are valid. */
  const check = (form) => {
    const method = form.getAttribute('data-method');
    const { fields, fieldErrors, params, byName } = read(form);
    const messages = new Map(fields.map((f) => [f, fieldErrors.has(f) ? [fieldErrors.get(f)] : []]));
    const rest = [];
    if (fieldErrors.size === 0) {
      const verdict = validators().validateParams(method, params);
      if (!verdict.ok) {
        for (const error of verdict.errors.slice(0, shownErrors)) {
          const field = fieldOf(fields, error.path, byName);
          const line = \`\${error.path}: \${error.message}\`;
          if (field === undefined) rest.push(line);
          else messages.get(field).push(line);
        }
      }
    }
    for (const [field, list] of messages) showFieldError(field, list.join('\\n'));
    const formError = document.getElementById(\`\${form.id}-error\`);
    formError.textContent = rest.join('\\n');
    formError.hidden = rest.length === 0;
    if (fieldErrors.size === 0) render(form, method, params, byName);
    const ok = fieldErrors.size === 0 && rest.length === 0 && [...messages.values()].every((l) => l.length === 0);
    return ok ? params : undefined;
  };

  const render = (form, method, params, byName) => {
    const request = { jsonrpc: '2.0', id: 1, method, params };
    document.getElementById(\`\${form.id}-curl\`).querySelector('code').textContent = \`curl -sS -X POST -H 'content-type: application/json' --data \${shellQuote(JSON.stringify(request))} \${urlWords()}\`;
    const call = document.getElementById(\`\${form.id}-call\`);
    if (call === null) return;
    const start = form.getAttribute('data-call');
    const code = call.querySelector('code');
    if (form.getAttribute('data-call-style') === 'request') code.textContent = \`\${start}\${JSON.stringify({ method, params }, null, 2)});\`;
    else if (byName) code.textContent = \`\${start}\${Object.keys(params).length === 0 ? '' : JSON.stringify(params, null, 2)});\`;
    else code.textContent = \`\${start}\${params.map((v) => JSON.stringify(v, null, 2)).join(', ')});\`;
  };

  /** Indented JSON into \`code\`, a long line (a hex string) wrapping under its own indentation, as the page's
   * examples do (\`.wrap.wN\`, N its two-space levels; emit/docs/page.ts jsonView). */
  const showJson = (code, text) => {
    code.textContent = '';
    let plain = '';
    for (const line of text.split('\\n')) {
      if (line.length <= 60) {
        plain += \`\${line}\\n\`;
        continue;
      }
      code.append(plain);
      plain = '\\n';
      const span = document.createElement('span');
      span.className = \`wrap w\${Math.min(20, Math.floor((line.length - line.trimStart().length) / 2))}\`;
      span.textContent = line;
      code.append(span);
    }
    code.append(plain.slice(0, -1));
  };

  /** The answer's bytes, at most maxAnswerBytes (undefined past that). */
  const readBounded = async (response) => {
    const reader = response.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxAnswerBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
    const all = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    return new TextDecoder().decode(all);
  };

  /** The URL \`template\` names with the key put in (a method's send and a subscription's socket), or why there is none. */
  const keyedUrl = (template) => {
    const key = keyInput === null ? '' : keyInput.value;
    if (keyVariable !== '' && template.includes(\`{\${keyVariable}}\`) && key === '') return { reason: 'enter an API key at the top of the page (Try it)' };
    try {
      return { url: new URL(keyVariable === '' ? template : template.split(\`{\${keyVariable}}\`).join(encodeURIComponent(key))) };
    } catch {
      return { reason: 'the server URL at the top of the page is not a URL' };
    }
  };

  const send = async (form) => {
    const status = document.getElementById(\`\${form.id}-status\`);
    const answer = document.getElementById(\`\${form.id}-answer\`);
    const verdictBox = document.getElementById(\`\${form.id}-verdict\`);
    // A send that is refused below shows no answer: the last one's answer and verdict would read as this one's.
    answer.hidden = true;
    verdictBox.textContent = '';
    const params = check(form);
    if (params === undefined) {
      status.textContent = 'Not sent: fix the fields marked above.';
      const first = form.querySelector('[aria-invalid="true"]');
      if (first !== null) first.focus();
      return;
    }
    const keyed = keyedUrl(urlInput.value.trim());
    if (keyed.url === undefined) {
      status.textContent = \`Not sent: \${keyed.reason}.\`;
      return;
    }
    const target = keyed.url;
    if (!allowedOrigins.includes(target.origin)) {
      status.textContent = \`Not sent: this page may connect to \${allowedOrigins.join(', ') || 'no server'} only (its Content-Security-Policy), not \${target.origin}.\`;
      return;
    }
    const method = form.getAttribute('data-method');
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
    status.textContent = 'Sending\\u2026';
    const started = performance.now();
    let text;
    let response;
    try {
      response = await fetch(target.href, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(30_000) });
      text = await readBounded(response);
    } catch (error) {
      // The browser hides why (CORS, refused, offline); its message names no URL, so no key either.
      status.textContent = \`No answer: \${error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 30 s' : 'the request failed (server down, refused, or not allowed by CORS)'}.\`;
      return;
    }
    const ms = Math.round(performance.now() - started);
    if (text === undefined) {
      status.textContent = \`HTTP \${response.status} in \${ms} ms: the answer is larger than \${maxAnswerBytes / 1024 / 1024} MiB, not shown.\`;
      return;
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const lines = [];
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) lines.push('The answer is not a JSON-RPC response.');
    else if (parsed.error !== undefined) lines.push(\`A JSON-RPC error: \${parsed.error && typeof parsed.error === 'object' ? \`\${String(parsed.error.code)} \${String(parsed.error.message)}\` : 'malformed'}\`);
    else if ('result' in parsed) {
      if (form.getAttribute('data-has-result') !== 'true') lines.push('A result, where the spec declares none.');
      else {
        const verdict = validators().validateResult(method, parsed.result);
        if (verdict.ok) lines.push('The result matches its schema.');
        else {
          lines.push(\`The result does not match its schema (\${verdict.errors.length} reason\${verdict.errors.length === 1 ? '' : 's'}):\`);
          for (const error of verdict.errors.slice(0, shownErrors)) lines.push(\`\${error.path}: \${error.message}\`);
        }
      }
    } else lines.push('The answer has neither a result nor an error.');
    const nothingFound = parsed !== undefined && parsed !== null && typeof parsed === 'object' && (parsed.error !== undefined || parsed.result === null);
    if (nothingFound && form.getAttribute('data-prefilled') === 'true' && form.getAttribute('data-edited') !== 'true') {
      lines.push("The fields hold the spec's example: a node on another network, or a local one, may not have its block, transaction or account.");
    }
    const shown = parsed === undefined ? text : JSON.stringify(parsed, null, 2);
    showJson(document.getElementById(\`\${form.id}-answer-json\`).querySelector('code'), shown.length > shownAnswerChars ? \`\${shown.slice(0, shownAnswerChars)}\\n\\u2026 \${Math.ceil((shown.length - shownAnswerChars) / 1024)} KiB more not shown\` : shown);
    verdictBox.textContent = lines.join('\\n');
    verdictBox.className = \`try-verdict\${lines[0] === 'The result matches its schema.' ? '' : ' warn'}\`;
    answer.hidden = false;
    status.textContent = \`HTTP \${response.status} in \${ms} ms. \${lines[0]}\`;
  };

  for (const form of forms) {
    const sendButton = form.querySelector('button.send');
    if (served) sendButton.hidden = false;
    sendButton.addEventListener('click', () => void send(form));
    const edited = () => {
      form.setAttribute('data-edited', 'true');
      check(form);
    };
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
    form.addEventListener('keydown', (event) => {
      const target = event.target;
      // Enter sends from a line or a choice list; Ctrl+Enter (or \\u2318+Enter) from a JSON editor.
      if (event.key !== 'Enter' || !served || !(target instanceof HTMLElement) || !target.hasAttribute('data-param')) return;
      if (target instanceof HTMLTextAreaElement && !event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      void send(form);
    });
  }
  const all = () => {
    for (const form of forms) if (form.closest('details').open) check(form);
  };
  urlInput.addEventListener('input', all);
  // The forms are checked when opened (most stay closed: a long page stays fast).
  for (const details of document.querySelectorAll('details.try')) {
    details.addEventListener('toggle', () => {
      if (details.open) check(details.querySelector('.try-form'));
    });
  }
  // Subscriptions' Try it: a WebSocket to the server (the server URL's origin, the spec's WebSocket path), the
  // subscribe call, the first notifications shown and checked against their schema, then the unsubscribe call. One
  // socket per form, closed on Stop, after the last notification shown, or when the form's section is closed.
  const shownNotifications = 5;
  const wsTemplate = panel.getAttribute('data-ws-url') || '';
  const subscriptionForms = Array.from(document.querySelectorAll('.try-sub-form'));
  for (const details of document.querySelectorAll('details.try-sub')) details.hidden = !served;

  /** The WebSocket URL with the key put in, or the reason there is none. */
  const socketTarget = () => {
    const origin = originPattern.exec(urlInput.value.trim());
    if (origin === null) return { reason: 'the server URL at the top of the page is not a URL' };
    const keyed = keyedUrl(\`\${origin[0].replace(/^http/i, 'ws')}\${wsTemplate.replace(originPattern, '')}\`);
    if (keyed.url === undefined) return keyed;
    const target = keyed.url;
    // The policy's origins are http(s); a WebSocket to the same host and port is what they allow.
    const asHttp = \`\${target.protocol === 'wss:' ? 'https:' : 'http:'}//\${target.host}\`;
    if (!allowedOrigins.includes(asHttp)) return { reason: \`this page may connect to \${allowedOrigins.join(', ') || 'no server'} only (its Content-Security-Policy), not \${asHttp}\` };
    return { url: target.href };
  };

  const subscriptionRunner = (form) => {
    const field = document.getElementById(\`\${form.id}-params\`);
    const fieldError = document.getElementById(\`\${form.id}-error\`);
    const status = document.getElementById(\`\${form.id}-status\`);
    const list = document.getElementById(\`\${form.id}-list\`);
    const subscribeButton = form.querySelector('button.subscribe');
    const stopButton = form.querySelector('button.stop');
    const name = form.getAttribute('data-name');
    const value = form.getAttribute('data-value') || '';
    const notification = form.getAttribute('data-notification');
    const [subscriptionParam, resultParam] = JSON.parse(form.getAttribute('data-notification-params'));
    const unsubscribeByName = form.getAttribute('data-unsubscribe-by-name') || '';
    let socket;
    let subscription;
    let shown = 0;

    const end = (message) => {
      const open = socket;
      socket = undefined;
      subscribeButton.disabled = false;
      stopButton.disabled = true;
      if (message !== undefined) status.textContent = message;
      if (open === undefined) return;
      if (subscription !== undefined && open.readyState === WebSocket.OPEN) {
        const params = unsubscribeByName === '' ? [subscription] : { [unsubscribeByName]: subscription };
        open.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: form.getAttribute('data-unsubscribe'), params }));
        // The unsubscribe answer closes the socket; a server that does not answer is left after 5 s.
        setTimeout(() => open.close(1000), 5000);
      } else open.close(1000);
    };

    const show = (result) => {
      shown++;
      const verdict = validators().validateNotification(name, result);
      const item = document.createElement('li');
      const line = document.createElement('p');
      line.className = \`try-verdict\${verdict.ok ? '' : ' warn'}\`;
      line.textContent = verdict.ok ? 'Matches its schema.' : [\`Does not match its schema:\`, ...verdict.errors.slice(0, shownErrors).map((e) => \`\${e.path}: \${e.message}\`)].join('\\n');
      const pre = document.createElement('pre');
      const code = document.createElement('code');
      const text = JSON.stringify(result, null, 2) ?? 'undefined';
      showJson(code, text.length > shownAnswerChars ? \`\${text.slice(0, shownAnswerChars)}\\n\\u2026 more not shown\` : text);
      pre.append(code);
      item.append(line, pre);
      list.append(item);
      if (shown >= shownNotifications) end(\`\${shown} notifications shown; unsubscribed.\`);
      else status.textContent = \`Subscribed (id \${String(subscription)}): \${shown} notification\${shown === 1 ? '' : 's'} of \${shownNotifications}.\`;
    };

    const received = (opened, event) => {
      if (typeof event.data !== 'string' || event.data.length > maxAnswerBytes) return end('A message that is not JSON text, or larger than 8 MiB: closed.');
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return end('A message that is not JSON: closed.');
      }
      if (message === null || typeof message !== 'object') return end('A message that is not a JSON-RPC message: closed.');
      if (message.id === 2) return opened.close(1000);
      if (message.id === 1 && socket === opened) {
        if (message.error !== undefined) return end(\`Refused: \${message.error && typeof message.error === 'object' ? \`\${String(message.error.code)} \${String(message.error.message)}\` : 'a malformed error'}.\`);
        subscription = message.result;
        status.textContent = \`Subscribed (id \${String(subscription)}): waiting for notifications.\`;
        return undefined;
      }
      const params = message.params;
      if (message.method === notification && socket === opened && params && typeof params === 'object' && subscription !== undefined && params[subscriptionParam] === subscription) show(params[resultParam]);
      return undefined;
    };

    const start = () => {
      end();
      let params;
      try {
        params = JSON.parse(field.value);
      } catch (error) {
        params = undefined;
        fieldError.textContent = \`not JSON: \${error instanceof Error ? error.message : String(error)}\`;
      }
      const verdict = params === undefined ? undefined : validators().validateSubscriptionParams(name, params);
      if (verdict !== undefined && !verdict.ok) fieldError.textContent = verdict.errors.slice(0, shownErrors).map((e) => \`\${e.path}: \${e.message}\`).join('\\n');
      fieldError.hidden = verdict !== undefined && verdict.ok;
      if (fieldError.hidden) field.removeAttribute('aria-invalid');
      else {
        field.setAttribute('aria-invalid', 'true');
        status.textContent = 'Not subscribed: fix the params.';
        return;
      }
      const target = socketTarget();
      if (target.url === undefined) {
        status.textContent = \`Not subscribed: \${target.reason}.\`;
        return;
      }
      list.textContent = '';
      shown = 0;
      subscription = undefined;
      const opened = new WebSocket(target.url);
      socket = opened;
      subscribeButton.disabled = true;
      stopButton.disabled = false;
      status.textContent = 'Connecting\\u2026';
      opened.addEventListener('open', () => {
        const wire = value === '' ? params : [value, ...(Array.isArray(params) ? params : [params])];
        opened.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: form.getAttribute('data-subscribe'), params: wire }));
      });
      opened.addEventListener('message', (event) => received(opened, event));
      // The browser hides why a WebSocket failed; its event names no URL, so no key either.
      opened.addEventListener('close', (event) => {
        if (socket === opened) end(\`The connection closed (\${event.code}\${event.reason ? \`: \${event.reason}\` : ''}).\`);
      });
    };

    subscribeButton.addEventListener('click', start);
    stopButton.addEventListener('click', () => end(\`Stopped after \${shown} notification\${shown === 1 ? '' : 's'}; unsubscribed.\`));
    form.closest('details').addEventListener('toggle', (event) => {
      if (!event.target.open) end();
    });
  };
  if (served) for (const form of subscriptionForms) subscriptionRunner(form);
})();<\/script>
</body>
</html>
`;
const docsPageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; script-src 'sha256-cuYU2JvlTTcaFyR3K+3A3mumlGB1ObzFBdvKPgr7jfk='; style-src 'sha256-2wvznbNE+KoPdJ8GpRTKLwUgda6lpqf3wAfqeCD+A0M='; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "cache-control": "public, max-age=300",
  etag: '"9c2f77ef2e337171789f00658833fbf3"',
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff"
};
export {
  discoverDefined,
  docsPage,
  docsPageHeaders,
  openrpcDocument,
  openrpcDocumentEtag
};
