// Types for client-bundle.mjs.
export declare function clientFilesContaining(dir: string, value: string): string[];
