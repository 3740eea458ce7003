/** Code-unit order of two strings, for `Array.prototype.sort`. */
export declare const byCodeUnit: (a: string, b: string) => number;
