// Types for kept-while-read.mjs (plain JavaScript: the cache handler that uses it is loaded uncompiled).
export declare const KEPT_WHILE_READ_TAG: "kept-while-read";
export declare const IDLE_LIFE_MS: number;
export declare const SWEEP_EVERY_MS: number;
