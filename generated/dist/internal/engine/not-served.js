import { JsonRpcError } from "../../errors.js";
class NotServedError extends JsonRpcError {
  /** What the server reads: the call is answered with this error and not charged. */
  notServed = true;
  constructor(code, message, data) {
    super(code, message, data);
    this.name = "NotServedError";
  }
}
function isNotServed(error) {
  return typeof error === "object" && error !== null && error.notServed === true;
}
export {
  NotServedError,
  isNotServed
};
