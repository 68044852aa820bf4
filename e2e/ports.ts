// Where the end-to-end tests find the app and the fixture server: the app on 127.0.0.1 at
// E2E_PORT, host pages and the fake proxy on localhost at E2E_PORT + 10 (another origin).

export const appPort = Number(process.env.E2E_PORT || 18_480);
export const appOrigin = `http://127.0.0.1:${appPort}`;
export const fixturePort = appPort + 10;
export const fixtureOrigin = `http://localhost:${fixturePort}`;

/** A second app that offers waits (ER_EXPOSE_WAITS=1), for the waits view; the first does not. */
export const appWithWaitsPort = appPort + 5;
export const appWithWaitsOrigin = `http://127.0.0.1:${appWithWaitsPort}`;
