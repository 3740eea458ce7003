import { isAccountProof, isAddress, isBase64String, isBlockHeader, isBlockNumberOrTag, isBytes, isCallObject, isDeployAccountTransaction, isDeployAccountTransactionResult, isEthCallObject, isEthGetBlockByNumberResult, isEthGetLogsResult, isEthGetTransactionByHashResult, isEthGetTransactionReceiptResult, isEthGetUncleByBlockHashAndIndexResult, isFeeForMessageConfig, isFilter, isGetFeeForMessageResult, isHash32, isJsonBoolean, isLog, isLogSubscriptionFilter, isProofBlockNumberOrTag, isPubkey, isQuantity, isStateOverride, isStorageSlot, isTokenAccountsByDelegateConfig, isTokenAccountsByDelegateResult, isTokenAccountsFilter, isTransactionHashes, isTransactionReceiptsFilter, isTransactionReceiptsNotification, isVoteAccounts, isVoteAccountsConfig } from "./internal/is.js";
import { reportAccountProof, reportAddress, reportBase64String, reportBlockHeader, reportBlockNumberOrTag, reportBytes, reportCallObject, reportDeployAccountTransaction, reportDeployAccountTransactionResult, reportEthCallObject, reportEthGetBlockByNumberResult, reportEthGetLogsResult, reportEthGetTransactionByHashResult, reportEthGetTransactionReceiptResult, reportEthGetUncleByBlockHashAndIndexResult, reportFeeForMessageConfig, reportFilter, reportGetFeeForMessageResult, reportHash32, reportJsonBoolean, reportLog, reportLogSubscriptionFilter, reportProofBlockNumberOrTag, reportPubkey, reportQuantity, reportStateOverride, reportStorageSlot, reportTokenAccountsByDelegateConfig, reportTokenAccountsByDelegateResult, reportTokenAccountsFilter, reportTransactionHashes, reportTransactionReceiptsFilter, reportTransactionReceiptsNotification, reportVoteAccounts, reportVoteAccountsConfig } from "./internal/report.js";
function validateEthGetStorageAtParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 3) errors.push({ path: "params[3]", message: "too many params: eth_getStorageAt takes 3", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "address"', keyword: "required" });
      else if (!isAddress(params[0])) reportAddress(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "position"', keyword: "required" });
      else if (!isStorageSlot(params[1])) reportStorageSlot(params[1], "params[1]", errors);
      if (params.length <= 2) errors.push({ path: "params[2]", message: 'missing required param "block"', keyword: "required" });
      else if (!isBlockNumberOrTag(params[2])) reportBlockNumberOrTag(params[2], "params[2]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetStorageAtResult(result) {
  try {
    if (isBytes(result)) return { ok: true, value: result };
    const errors = [];
    reportBytes(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetLogsParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 1) errors.push({ path: "params[1]", message: "too many params: eth_getLogs takes 1", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "filter"', keyword: "required" });
      else if (!isFilter(params[0])) reportFilter(params[0], "params[0]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetLogsResult(result) {
  try {
    if (isEthGetLogsResult(result)) return { ok: true, value: result };
    const errors = [];
    reportEthGetLogsResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthEstimateGasParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 2) errors.push({ path: "params[2]", message: "too many params: eth_estimateGas takes 2", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "transaction"', keyword: "required" });
      else if (!isCallObject(params[0])) reportCallObject(params[0], "params[0]", errors);
      if (params.length > 1) {
        if (!isBlockNumberOrTag(params[1])) reportBlockNumberOrTag(params[1], "params[1]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthEstimateGasResult(result) {
  try {
    if (isQuantity(result)) return { ok: true, value: result };
    const errors = [];
    reportQuantity(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthCallParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 3) errors.push({ path: "params[3]", message: "too many params: eth_call takes 3", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "transaction"', keyword: "required" });
      else if (!isEthCallObject(params[0])) reportEthCallObject(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "block"', keyword: "required" });
      else if (!isBlockNumberOrTag(params[1])) reportBlockNumberOrTag(params[1], "params[1]", errors);
      if (params.length > 2) {
        if (!isStateOverride(params[2])) reportStateOverride(params[2], "params[2]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthCallResult(result) {
  try {
    if (isBytes(result)) return { ok: true, value: result };
    const errors = [];
    reportBytes(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetUncleByBlockHashAndIndexParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 2) errors.push({ path: "params[2]", message: "too many params: eth_getUncleByBlockHashAndIndex takes 2", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "blockHash"', keyword: "required" });
      else if (!isHash32(params[0])) reportHash32(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "index"', keyword: "required" });
      else if (!isQuantity(params[1])) reportQuantity(params[1], "params[1]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetUncleByBlockHashAndIndexResult(result) {
  try {
    if (isEthGetUncleByBlockHashAndIndexResult(result)) return { ok: true, value: result };
    const errors = [];
    reportEthGetUncleByBlockHashAndIndexResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetTransactionByHashParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 1) errors.push({ path: "params[1]", message: "too many params: eth_getTransactionByHash takes 1", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "transactionHash"', keyword: "required" });
      else if (!isHash32(params[0])) reportHash32(params[0], "params[0]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetTransactionByHashResult(result) {
  try {
    if (isEthGetTransactionByHashResult(result)) return { ok: true, value: result };
    const errors = [];
    reportEthGetTransactionByHashResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetTransactionByBlockNumberAndIndexParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 2) errors.push({ path: "params[2]", message: "too many params: eth_getTransactionByBlockNumberAndIndex takes 2", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "block"', keyword: "required" });
      else if (!isBlockNumberOrTag(params[0])) reportBlockNumberOrTag(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "index"', keyword: "required" });
      else if (!isQuantity(params[1])) reportQuantity(params[1], "params[1]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetTransactionByBlockNumberAndIndexResult(result) {
  try {
    if (isEthGetTransactionByHashResult(result)) return { ok: true, value: result };
    const errors = [];
    reportEthGetTransactionByHashResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetBlockByNumberParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 2) errors.push({ path: "params[2]", message: "too many params: eth_getBlockByNumber takes 2", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "block"', keyword: "required" });
      else if (!isBlockNumberOrTag(params[0])) reportBlockNumberOrTag(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "hydratedTransactions"', keyword: "required" });
      else if (!isJsonBoolean(params[1])) reportJsonBoolean(params[1], "params[1]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetBlockByNumberResult(result) {
  try {
    if (isEthGetBlockByNumberResult(result)) return { ok: true, value: result };
    const errors = [];
    reportEthGetBlockByNumberResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetTransactionReceiptParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 1) errors.push({ path: "params[1]", message: "too many params: eth_getTransactionReceipt takes 1", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "transactionHash"', keyword: "required" });
      else if (!isHash32(params[0])) reportHash32(params[0], "params[0]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetTransactionReceiptResult(result) {
  try {
    if (isEthGetTransactionReceiptResult(result)) return { ok: true, value: result };
    const errors = [];
    reportEthGetTransactionReceiptResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateEthGetProofParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 3) errors.push({ path: "params[3]", message: "too many params: eth_getProof takes 3", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "address"', keyword: "required" });
      else if (!isAddress(params[0])) reportAddress(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "storageKeys"', keyword: "required" });
      else if (!isTransactionHashes(params[1])) reportTransactionHashes(params[1], "params[1]", errors);
      if (params.length <= 2) errors.push({ path: "params[2]", message: 'missing required param "blockParameter"', keyword: "required" });
      else if (!isProofBlockNumberOrTag(params[2])) reportProofBlockNumberOrTag(params[2], "params[2]", errors);
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateEthGetProofResult(result) {
  try {
    if (isAccountProof(result)) return { ok: true, value: result };
    const errors = [];
    reportAccountProof(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateGetTokenAccountsByDelegateParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 3) errors.push({ path: "params[3]", message: "too many params: getTokenAccountsByDelegate takes 3", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "delegate"', keyword: "required" });
      else if (!isPubkey(params[0])) reportPubkey(params[0], "params[0]", errors);
      if (params.length <= 1) errors.push({ path: "params[1]", message: 'missing required param "accountDetails"', keyword: "required" });
      else if (!isTokenAccountsFilter(params[1])) reportTokenAccountsFilter(params[1], "params[1]", errors);
      if (params.length > 2) {
        if (!isTokenAccountsByDelegateConfig(params[2])) reportTokenAccountsByDelegateConfig(params[2], "params[2]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateGetTokenAccountsByDelegateResult(result) {
  try {
    if (isTokenAccountsByDelegateResult(result)) return { ok: true, value: result };
    const errors = [];
    reportTokenAccountsByDelegateResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateGetVoteAccountsParams(params) {
  try {
    const errors = [];
    if (params === void 0) params = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 1) errors.push({ path: "params[1]", message: "too many params: getVoteAccounts takes 1", keyword: "maxItems" });
      if (params.length > 0) {
        if (!isVoteAccountsConfig(params[0])) reportVoteAccountsConfig(params[0], "params[0]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateGetVoteAccountsResult(result) {
  try {
    if (isVoteAccounts(result)) return { ok: true, value: result };
    const errors = [];
    reportVoteAccounts(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateGetFeeForMessageParams(params) {
  try {
    const errors = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 2) errors.push({ path: "params[2]", message: "too many params: getFeeForMessage takes 2", keyword: "maxItems" });
      if (params.length <= 0) errors.push({ path: "params[0]", message: 'missing required param "message"', keyword: "required" });
      else if (!isBase64String(params[0])) reportBase64String(params[0], "params[0]", errors);
      if (params.length > 1) {
        if (!isFeeForMessageConfig(params[1])) reportFeeForMessageConfig(params[1], "params[1]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateGetFeeForMessageResult(result) {
  try {
    if (isGetFeeForMessageResult(result)) return { ok: true, value: result };
    const errors = [];
    reportGetFeeForMessageResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateStarknetAddDeployAccountTransactionParams(params) {
  try {
    const errors = [];
    if (!(typeof params === "object" && params !== null && !Array.isArray(params))) errors.push({ path: "params", message: "must be an object of params (by name)", keyword: "type" });
    else {
      const named = params;
      const param0 = named["deploy_account_transaction"];
      if (param0 === void 0) errors.push({ path: "params.deploy_account_transaction", message: 'missing required param "deploy_account_transaction"', keyword: "required" });
      else if (!isDeployAccountTransaction(param0)) reportDeployAccountTransaction(param0, "params.deploy_account_transaction", errors);
      for (const key in named) {
        if (key !== "deploy_account_transaction") errors.push({ path: "params[" + JSON.stringify(key) + "]", message: "unknown param", keyword: "additionalProperties" });
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateStarknetAddDeployAccountTransactionResult(result) {
  try {
    if (isDeployAccountTransactionResult(result)) return { ok: true, value: result };
    const errors = [];
    reportDeployAccountTransactionResult(result, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateNewHeadsSubscriptionParams(params) {
  try {
    const errors = [];
    if (params === void 0) params = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 0) errors.push({ path: "params[0]", message: "too many params: subscribe.newHeads takes 0", keyword: "maxItems" });
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateNewHeadsNotification(value) {
  try {
    if (isBlockHeader(value)) return { ok: true, value };
    const errors = [];
    reportBlockHeader(value, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateLogsSubscriptionParams(params) {
  try {
    const errors = [];
    if (params === void 0) params = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 1) errors.push({ path: "params[1]", message: "too many params: subscribe.logs takes 1", keyword: "maxItems" });
      if (params.length > 0) {
        if (!isLogSubscriptionFilter(params[0])) reportLogSubscriptionFilter(params[0], "params[0]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateLogsNotification(value) {
  try {
    if (isLog(value)) return { ok: true, value };
    const errors = [];
    reportLog(value, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateNewPendingTransactionsSubscriptionParams(params) {
  try {
    const errors = [];
    if (params === void 0) params = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 0) errors.push({ path: "params[0]", message: "too many params: subscribe.newPendingTransactions takes 0", keyword: "maxItems" });
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateNewPendingTransactionsNotification(value) {
  try {
    if (isHash32(value)) return { ok: true, value };
    const errors = [];
    reportHash32(value, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
function validateTransactionReceiptsSubscriptionParams(params) {
  try {
    const errors = [];
    if (params === void 0) params = [];
    if (!Array.isArray(params)) errors.push({ path: "params", message: "must be an array of params (by position)", keyword: "type" });
    else {
      if (params.length > 1) errors.push({ path: "params[1]", message: "too many params: subscribe.transactionReceipts takes 1", keyword: "maxItems" });
      if (params.length > 0) {
        if (!isTransactionReceiptsFilter(params[0])) reportTransactionReceiptsFilter(params[0], "params[0]", errors);
      }
    }
    return errors.length === 0 ? { ok: true, value: params } : { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "params");
  }
}
function validateTransactionReceiptsNotification(value) {
  try {
    if (isTransactionReceiptsNotification(value)) return { ok: true, value };
    const errors = [];
    reportTransactionReceiptsNotification(value, "result", errors);
    return { ok: false, errors };
  } catch (error) {
    return tooDeep(error, "result");
  }
}
const paramsValidators = {
  eth_getStorageAt: validateEthGetStorageAtParams,
  eth_getLogs: validateEthGetLogsParams,
  eth_estimateGas: validateEthEstimateGasParams,
  eth_call: validateEthCallParams,
  eth_getUncleByBlockHashAndIndex: validateEthGetUncleByBlockHashAndIndexParams,
  eth_getTransactionByHash: validateEthGetTransactionByHashParams,
  eth_getTransactionByBlockNumberAndIndex: validateEthGetTransactionByBlockNumberAndIndexParams,
  eth_getBlockByNumber: validateEthGetBlockByNumberParams,
  eth_getTransactionReceipt: validateEthGetTransactionReceiptParams,
  eth_getProof: validateEthGetProofParams,
  getTokenAccountsByDelegate: validateGetTokenAccountsByDelegateParams,
  getVoteAccounts: validateGetVoteAccountsParams,
  getFeeForMessage: validateGetFeeForMessageParams,
  starknet_addDeployAccountTransaction: validateStarknetAddDeployAccountTransactionParams
};
function validateParams(method, params) {
  if (!Object.prototype.hasOwnProperty.call(paramsValidators, method)) {
    return { ok: false, errors: [{ path: "method", message: "unknown method " + JSON.stringify(method), keyword: "method" }] };
  }
  return paramsValidators[method](params);
}
const resultValidators = {
  eth_getStorageAt: validateEthGetStorageAtResult,
  eth_getLogs: validateEthGetLogsResult,
  eth_estimateGas: validateEthEstimateGasResult,
  eth_call: validateEthCallResult,
  eth_getUncleByBlockHashAndIndex: validateEthGetUncleByBlockHashAndIndexResult,
  eth_getTransactionByHash: validateEthGetTransactionByHashResult,
  eth_getTransactionByBlockNumberAndIndex: validateEthGetTransactionByBlockNumberAndIndexResult,
  eth_getBlockByNumber: validateEthGetBlockByNumberResult,
  eth_getTransactionReceipt: validateEthGetTransactionReceiptResult,
  eth_getProof: validateEthGetProofResult,
  getTokenAccountsByDelegate: validateGetTokenAccountsByDelegateResult,
  getVoteAccounts: validateGetVoteAccountsResult,
  getFeeForMessage: validateGetFeeForMessageResult,
  starknet_addDeployAccountTransaction: validateStarknetAddDeployAccountTransactionResult
};
function validateResult(method, result) {
  if (!Object.prototype.hasOwnProperty.call(resultValidators, method)) {
    return { ok: false, errors: [{ path: "method", message: "unknown method " + JSON.stringify(method), keyword: "method" }] };
  }
  return resultValidators[method](result);
}
const notificationValidators = {
  newHeads: validateNewHeadsNotification,
  logs: validateLogsNotification,
  newPendingTransactions: validateNewPendingTransactionsNotification,
  transactionReceipts: validateTransactionReceiptsNotification
};
function validateNotification(name, value) {
  if (!Object.prototype.hasOwnProperty.call(notificationValidators, name)) {
    return { ok: false, errors: [{ path: "subscription", message: "unknown subscription " + JSON.stringify(name), keyword: "subscription" }] };
  }
  return notificationValidators[name](value);
}
const subscriptionParamsValidators = {
  newHeads: validateNewHeadsSubscriptionParams,
  logs: validateLogsSubscriptionParams,
  newPendingTransactions: validateNewPendingTransactionsSubscriptionParams,
  transactionReceipts: validateTransactionReceiptsSubscriptionParams
};
function validateSubscriptionParams(name, params) {
  if (!Object.prototype.hasOwnProperty.call(subscriptionParamsValidators, name)) {
    return { ok: false, errors: [{ path: "subscription", message: "unknown subscription " + JSON.stringify(name), keyword: "subscription" }] };
  }
  return subscriptionParamsValidators[name](params);
}
function tooDeep(error, path) {
  if (!(error instanceof RangeError)) throw error;
  return { ok: false, errors: [{ path, message: "is nested too deeply to validate", keyword: "depth" }] };
}
const validators = { validateParams, validateResult, validateNotification, validateSubscriptionParams };
export {
  validateEthCallParams,
  validateEthCallResult,
  validateEthEstimateGasParams,
  validateEthEstimateGasResult,
  validateEthGetBlockByNumberParams,
  validateEthGetBlockByNumberResult,
  validateEthGetLogsParams,
  validateEthGetLogsResult,
  validateEthGetProofParams,
  validateEthGetProofResult,
  validateEthGetStorageAtParams,
  validateEthGetStorageAtResult,
  validateEthGetTransactionByBlockNumberAndIndexParams,
  validateEthGetTransactionByBlockNumberAndIndexResult,
  validateEthGetTransactionByHashParams,
  validateEthGetTransactionByHashResult,
  validateEthGetTransactionReceiptParams,
  validateEthGetTransactionReceiptResult,
  validateEthGetUncleByBlockHashAndIndexParams,
  validateEthGetUncleByBlockHashAndIndexResult,
  validateGetFeeForMessageParams,
  validateGetFeeForMessageResult,
  validateGetTokenAccountsByDelegateParams,
  validateGetTokenAccountsByDelegateResult,
  validateGetVoteAccountsParams,
  validateGetVoteAccountsResult,
  validateLogsNotification,
  validateLogsSubscriptionParams,
  validateNewHeadsNotification,
  validateNewHeadsSubscriptionParams,
  validateNewPendingTransactionsNotification,
  validateNewPendingTransactionsSubscriptionParams,
  validateNotification,
  validateParams,
  validateResult,
  validateStarknetAddDeployAccountTransactionParams,
  validateStarknetAddDeployAccountTransactionResult,
  validateSubscriptionParams,
  validateTransactionReceiptsNotification,
  validateTransactionReceiptsSubscriptionParams,
  validators
};
