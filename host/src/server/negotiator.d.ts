/**
 * The part of negotiator 1.x (Express's own content negotiation) the host uses; its DefinitelyTyped
 * types describe 0.6, which lacks the server's `preferred` order.
 */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { readonly headers: Readonly<Record<string, string | readonly string[] | undefined>> });
    /** The acceptable encoding of `available` with the highest q-value; ties go to `options.preferred`'s order. */
    encoding(available: readonly string[], options?: { readonly preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}
