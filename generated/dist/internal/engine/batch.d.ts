/** The error of a call whose answer would take its batch's answer past `maxBatchReplyBytes`. */
export declare const batchReplyTooLarge: {
    readonly code: -32005;
    readonly message: "batch answer too large";
};
/** The reply text of a call past the bound, with its id (as JSON text). */
export declare function overBatchText(idJson: string, maxBatchReplyBytes: number): string;
/** The id's JSON text in a reply the engine wrote (a string, a number or null). */
export declare function replyIdJson(body: string): string;
/**
 * Replaces, in place, the reply that takes the batch's answer (the replies joined, with their commas and brackets)
 * past `max` characters, and every reply after it. Returns whether any was replaced.
 */
export declare function boundBatch(bodies: (string | undefined)[], max: number): boolean;
