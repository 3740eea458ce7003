

/** The bundled OpenRPC document (openrpc.json) as JSON text: GET <base>/openrpc.json, and the result of `rpc.discover`. */
export declare const openrpcDocument: string;

/** The ETag of openrpcDocument. */
export declare const openrpcDocumentEtag: string;

/** Whether the spec defines `rpc.discover` itself: then its handler answers it, not the server. */
export declare const discoverDefined: boolean;

/** The reference docs page (docs/index.html), served at GET <base>/; undefined in a package generated without docs. */
export declare const docsPage: string | undefined;

/** The headers the page is served with: its Content-Security-Policy (scripts and styles by hash, no network), caching. */
export declare const docsPageHeaders: { readonly [name: string]: string };
