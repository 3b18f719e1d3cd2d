// Types for content-security-policy.mjs (plain JavaScript: the page cache's handler loads it uncompiled).
export declare function contentSecurityPolicy(
  production: boolean,
  checkoutUrl?: string,
  inlineScripts?: string[],
  tileUrl?: string,
): string;
export declare function tileSource(template: string): string;
export declare function serverPolicy(env?: Record<string, string | undefined>): string;
export declare function withInlineScripts(policy: string, inlineScripts: string[]): string;
