// Types for page-answer.mjs (plain JavaScript: Next.js loads the cache handler that uses it uncompiled).
export declare function inlineScriptSources(html: string): string[];
export declare const GONE: 410;
export declare function describePageAnswer(
  value: { kind?: string; html?: unknown; headers?: Record<string, unknown>; status?: number } | null | undefined,
  policy: string,
): void;
