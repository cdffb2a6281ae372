/**
 * What the preview frame's bundle has in place of `@module-federation/enhanced/runtime`
 * (plugins/playground aliases it): chayns-api requires it only in `initModuleFederationSharing`, to
 * load remote modules over the network, which the sandboxed frame does not have. An example that
 * calls it gets this error at once instead of every "Try it" downloading the runtime (about 12 KB
 * gzip) for a call that could not succeed here.
 */
export function createInstance(): never {
  throw new Error(
    'Module federation loads remote modules over the network, which the playground preview does not have; run this example in a chayns app.',
  );
}
