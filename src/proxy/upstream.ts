// Where the proxy gets v1 answers. In service mode: our own v1 service, in-process. In relay
// mode: a remote v1 service over HTTPS. Either way the key travels only in the X-API-Key
// header of the upstream request, never in a URL.

export type UpstreamMode = 'service' | 'relay';

export interface Upstream {
  readonly mode: UpstreamMode;
  /** Where the v1 API lives, for people (healthz, the relay's 404): never holds the key. */
  readonly apiUrl: string;
  request(path: string, params: URLSearchParams, signal: AbortSignal): Promise<Response>;
}

type FetchHandler = (request: Request) => Response | Promise<Response>;

function v1Url(base: string, path: string, params: URLSearchParams): URL {
  const url = new URL(`/api/v1/${path}`, base);
  url.search = params.toString();
  return url;
}

export function relayUpstream(options: { baseUrl: string; apiKey: string; fetch?: typeof fetch }): Upstream {
  const { baseUrl, apiKey, fetch: send = globalThis.fetch } = options;
  return {
    mode: 'relay',
    apiUrl: new URL('/api/v1/', baseUrl).href,
    request: (path, params, signal) =>
      send(v1Url(baseUrl, path, params), {
        headers: { 'X-API-Key': apiKey, Accept: 'application/json' },
        signal,
        // A redirect would carry the key header to wherever it points.
        redirect: 'manual',
      }),
  };
}

export function serviceUpstream(handler: FetchHandler, apiKey: string): Upstream {
  return {
    mode: 'service',
    apiUrl: '/api/v1/',
    request: async (path, params, signal) => {
      const request = new Request(v1Url('http://service.internal', path, params), {
        headers: { 'X-API-Key': apiKey, Accept: 'application/json' },
        signal,
      });
      return handler(request);
    },
  };
}
