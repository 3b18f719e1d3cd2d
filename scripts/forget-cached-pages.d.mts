// Types for forget-cached-pages.mjs, used by the TypeScript bench.
export declare function forgetCachedListingPages(dir?: string): void;
