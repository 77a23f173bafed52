/**
 * Whether this runtime lets code be generated from strings. Cloudflare Workers, Edge runtimes,
 * Chrome MV3 extensions, pages whose Content-Security-Policy lacks 'unsafe-eval', and Node with
 * --disallow-code-generation-from-strings refuse `new Function` (an EvalError). Asked once.
 */
let allowed: boolean | undefined;

export function codeGenerationAllowed(): boolean {
  if (allowed === undefined) {
    try {
      allowed = new Function('return true')() === true;
    } catch {
      allowed = false;
    }
  }
  return allowed;
}
