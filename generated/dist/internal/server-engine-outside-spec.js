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
/** At most this many names' terms are kept (a catalogue has a few hundred; `serves` bounds which names get here). */
const maxKeptNames = 4096;
/** What the engine needs of `outsideSpec`, checked once. */
export class OutsideSpec {
    defaults;
    borrow;
    /** The option's handler; the gateway's once its start-up gate has settled (server-engine-hand-off.ts). */
    handler;
    serves;
    terms;
    credits;
    info;
    /** Each served name's compiled method, made on its first call. */
    compiled = new Map();
    constructor(options, defaults, 
    /** The spec's method of a name, as the engine compiled it (for `terms.limitsOf`); undefined when it serves none. */
    borrow) {
        this.defaults = defaults;
        this.borrow = borrow;
        if (typeof options !== 'object' || options === null || typeof options.handler !== 'function') {
            throw new TypeError('server options: outsideSpec must be { handler(method, params, context), credits }');
        }
        if (!isCredits(options.credits))
            throw new RangeError('server options: outsideSpec.credits must be a whole number of credits, 0 or more');
        if (options.serves !== undefined && typeof options.serves !== 'function')
            throw new TypeError('server options: outsideSpec.serves must be a function');
        if (options.terms !== undefined && typeof options.terms !== 'function')
            throw new TypeError('server options: outsideSpec.terms must be a function');
        this.handler = options.handler;
        whenHandedOff(options.handler, (to) => (this.handler = to));
        this.serves = options.serves;
        this.terms = options.terms;
        this.credits = options.credits;
        this.info = { name: outsideSpecLabel, paramStructure: 'either', params: [], paramsOptional: true, credits: options.credits, idempotent: false };
    }
    /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
    method(name) {
        const known = this.compiled.get(name);
        if (known !== undefined)
            return known;
        if (!plainName.test(name) || /^rpc\./i.test(name) || Object.prototype.hasOwnProperty.call(methodInfo, name))
            return undefined;
        let compiled;
        try {
            if (this.serves !== undefined && this.serves(name) !== true)
                return undefined;
            compiled = this.compile(name, this.terms?.(name));
        }
        catch {
            return undefined;
        }
        if (this.compiled.size < maxKeptNames)
            this.compiled.set(name, compiled);
        return compiled;
    }
    /** The compiled method of a served name under its terms: the defaults, what `limitsOf` lends, then its own. */
    compile(name, terms) {
        const lent = terms?.limitsOf === undefined ? undefined : this.borrow(terms.limitsOf);
        if (terms?.limitsOf !== undefined && lent === undefined)
            throw new Error(`outsideSpec.terms(${name}).limitsOf: the server serves no method ${terms.limitsOf}`);
        const cost = terms?.credits ?? lent?.cost ?? this.credits;
        if (!isCredits(cost))
            throw new RangeError(`outsideSpec.terms(${name}).credits must be a whole number of credits, 0 or more`);
        const gasValues = terms?.gasValues;
        const gasCap = lent?.gasCap === undefined ? undefined : { ...lent.gasCap, of: terms.limitsOf, ...(gasValues === undefined ? {} : { values: (params) => gasValues.call(terms, params) }) };
        return {
            ...this.defaults,
            ...(lent === undefined ? {} : { timeoutMs: lent.timeoutMs, timeoutError: lent.timeoutError, maxResults: lent.maxResults, resultLimitError: lent.resultLimitError }),
            name: outsideSpecLabel,
            outside: name,
            info: cost === this.credits ? this.info : { ...this.info, credits: cost },
            handler: (params, context) => this.handler(name, params, context),
            cost,
            countParams: [],
            gasCap,
            checkParams: terms?.checkParams === undefined ? undefined : (params) => terms.checkParams(params),
        };
    }
}
const isCredits = (n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
/** -32602 for params nested deeper than `maxOutsideDepth`; else undefined. */
export function outsideParamsError(params) {
    return paramsDepthError(params, maxOutsideDepth);
}
