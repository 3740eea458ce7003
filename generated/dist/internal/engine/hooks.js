import { platform } from "#platform";
import { createClient } from "../../client.js";
import { ConnectionError, HttpStatusError, ResponseBudgetError, ResultValidationError, SocketClosedError, TimeoutError, TransportError } from "../../client-errors.js";
import { JsonRpcError } from "../../errors.js";
import { methodInfo } from "../../methods.js";
import { validateParams, validateResult, validators } from "../../validators.js";
import { defaultResponseBudget } from "../response-budget.js";
import { forwarding } from "../rpc-client.js";
import { handingOff } from "./hand-off.js";
import { NotServedError } from "./not-served.js";
import { SubscriptionBook } from "./subscription-book.js";
import { serverErrors } from "./options.js";
import { countParams } from "../metering/limits.js";
import { defaultMaxResponseBytes, maskJson, masker } from "../transport.js";
const runtimeHooks = {
  methodInfo,
  validators,
  validateParams: (method, params) => validateParams(method, params),
  validateResult: (method, result) => validateResult(method, result),
  createClient,
  JsonRpcError,
  NotServedError,
  serverErrors,
  clientErrors: { ConnectionError, HttpStatusError, ResponseBudgetError, ResultValidationError, SocketClosedError, TimeoutError, TransportError },
  forwarding,
  masker: (secrets) => masker(secrets),
  maskJson: (value, mask) => maskJson(value, mask),
  defaultResponseBudget,
  defaultMaxResponseBytes,
  webSocket: () => platform.webSocket?.(),
  handingOff,
  countParams,
  SubscriptionBook
};
export {
  runtimeHooks
};
