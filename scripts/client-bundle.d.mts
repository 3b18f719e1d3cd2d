// Types for client-bundle.mjs.
export declare function clientFilesContaining(dir: string, value: string): string[];
export declare function firstLoadChunks(html: string): string[];
export declare function gzipSize(bytes: Uint8Array): number;
export declare function chunksGzipSize(buildDir: string, chunks: string[]): number;
export declare function firstLoadChunksContaining(buildDir: string, html: string, value: string): string[];
export declare function buildFloorApp(projectDir?: string): { dir: string; version: string };
export declare function floorFirstLoad(projectDir?: string): {
  version: string;
  chunks: string[];
  gzipBytes: number;
};
