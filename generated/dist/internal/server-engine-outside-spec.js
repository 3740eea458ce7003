import { methodInfo } from '../methods.js';
import { whenHandedOff } from './server-engine-hand-off.js';
import { paramsDepthError } from './server-engine-params-depth.js';
/** The `method` label of every call outside the spec in the metrics and the call log (the name itself is `called`). */
export const outsideSpecLabel = '(outside the spec)';
/** The deepest nesting of the params of a call outside the spec (the spec's own methods nest a few levels). */
export const maxOutsideDepth = 32;
/**
 * Plain, bounded method names: a letter, then at most 63 letters, digits, `_` or `.` (`eth_chainId`, `net_version`,
 * `starknet_blockNumber`). `rpc.` names are JSON-RPC's own and never served.
 */
const plainName = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
/** What the engine needs of `outsideSpec`, checked once. */
export class OutsideSpec {
    defaults;
    /** The option's handler; the gateway's once its start-up gate has settled (server-engine-hand-off.ts). */
    handler;
    serves;
    credits;
    info;
    constructor(options, defaults) {
        this.defaults = defaults;
        if (typeof options !== 'object' || options === null || typeof options.handler !== 'function') {
            throw new TypeError('server options: outsideSpec must be { handler(method, params, context), credits }');
        }
        if (!(typeof options.credits === 'number' && Number.isSafeInteger(options.credits) && options.credits >= 0)) {
            throw new RangeError('server options: outsideSpec.credits must be a whole number of credits, 0 or more');
        }
        if (options.serves !== undefined && typeof options.serves !== 'function')
            throw new TypeError('server options: outsideSpec.serves must be a function');
        this.handler = options.handler;
        whenHandedOff(options.handler, (to) => (this.handler = to));
        this.serves = options.serves;
        this.credits = options.credits;
        this.info = { name: outsideSpecLabel, paramStructure: 'either', params: [], paramsOptional: true, credits: options.credits, idempotent: false };
    }
    /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
    method(name) {
        if (!plainName.test(name) || /^rpc\./i.test(name) || Object.prototype.hasOwnProperty.call(methodInfo, name))
            return undefined;
        try {
            if (this.serves !== undefined && this.serves(name) !== true)
                return undefined;
        }
        catch {
            return undefined;
        }
        const handler = this.handler;
        return {
            ...this.defaults,
            name: outsideSpecLabel,
            outside: name,
            info: this.info,
            handler: (params, context) => handler(name, params, context),
            cost: this.credits,
            countParams: [],
        };
    }
}
/** -32602 for params nested deeper than `maxOutsideDepth`; else undefined. */
export function outsideParamsError(params) {
    return paramsDepthError(params, maxOutsideDepth);
}
