// The words of the developer docs, in both official languages. The facts (paths, parameters,
// patterns, status and error codes, cache windows, limits) come from the OpenAPI document and
// the server's defaults; these tables only say them in words, keyed by the document's own
// names, so a name the document adds without words here stops the build (api-docs.ts).

import type { ErrorCode } from '../contract/errors';
import type { Lang } from '../contract/provinces';
import type { TEST_EVENT_TYPE, WebhookEventType } from '../contract/webhooks';

export type OperationId =
  | 'closures'
  | 'coverage'
  | 'waits'
  | 'history'
  | 'openapi'
  | 'webhooks_list'
  | 'webhooks_create'
  | 'webhooks_show'
  | 'webhooks_delete'
  | 'webhooks_rotate_secret'
  | 'webhooks_test';
export type ParameterName = 'province' | 'basis' | 'period' | 'format' | 'If-None-Match' | 'id';
export type Tier = 'free' | 'commercial' | 'public';
export type EventType = WebhookEventType | typeof TEST_EVENT_TYPE;
export type SignatureHeader = 'webhook-id' | 'webhook-timestamp' | 'webhook-signature';

/** "5 s, 5 min, 30 min, 2 h…": a wait in seconds, minutes or hours, the unit after `space`. */
const spokenWait = (ms: number, space: string) =>
  ms % 3_600_000 === 0
    ? `${ms / 3_600_000}${space}h`
    : ms % 60_000 === 0
      ? `${ms / 60_000}${space}min`
      : `${ms / 1000}${space}s`;

/** "a, b and c" with the language's word for "and". */
const listed = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const en = {
  heading: 'Developer API',
  intro:
    'The v1 API answers `GET` requests with JSON, readable from any origin (CORS). Every data endpoint needs a key, and a commercial key can also subscribe to [webhooks](#webhooks). Its machine-readable description is the [OpenAPI document](/api/v1/openapi.json), from which this section is generated.',
  base: 'Base address:',
  keyHeading: 'Get a key',
  keyCreate:
    'Keys are made on the server with its command-line tool, in service mode (the default: the server answers the API from its own data):',
  keyCreateExample: 'Your name or organization',
  keyKeep:
    'It prints the key alone on its last line. Keep it: only a digest is stored, so a lost key cannot be shown again, only revoked and replaced. `--tier commercial` makes a commercial key, `npm run keys -- list` lists the keys (never the keys themselves) and `npm run keys -- revoke ers_AbCd1234` revokes one by its prefix. A change takes effect within 5 seconds.',
  keySend:
    'Send the key in the `X-API-Key` header (preferred) or as `?key=`. A key is `ers_` followed by 32 letters and digits. In the examples below, `$KEY` stands for your key.',
  endpointsHeading: 'Endpoints',
  tierLabel: 'Key',
  tiers: { free: 'free or commercial', commercial: 'commercial', public: 'none' } satisfies Record<Tier, string>,
  cacheLabel: 'Cached for',
  cacheSeconds: (seconds: number) => `${seconds} seconds`,
  parametersLabel: 'Parameters',
  noParameters: 'No parameters.',
  inQuery: 'query string',
  inHeader: 'header',
  inPath: 'path',
  optional: 'optional',
  defaultLabel: 'Default:',
  valuesLabel: 'Values:',
  patternLabel: 'Pattern:',
  answersLabel: 'Answers',
  fieldsLabel: (status: string) => `Fields of a ${status} answer`,
  requestLabel: 'Request body (JSON)',
  nullable: 'or null',
  exampleLabel: 'Example',
  operations: {
    closures:
      'Emergency rooms closed or under a service disruption, for all of Canada or one province or territory, most recently updated first.',
    coverage:
      'How many emergency rooms each province and territory has and how many report live (a wait time, or where a province publishes counts instead, as Québec does, those counts), with national totals.',
    waits:
      'The current wait of every emergency room, with the basis of each figure: live, predicted, typical, closed or none.',
    history:
      'Status events (closures, disruptions, reopenings) and hourly wait aggregates over a period, as JSON or, with `format=csv`, as one streamed CSV table.',
    openapi: 'This API’s description, in OpenAPI 3.1.',
    webhooks_list: 'Your key’s webhook endpoints, each with its status, pending events and latest delivery attempts.',
    webhooks_create:
      'Subscribes an endpoint to the event types you list. The answer holds the endpoint and its `secret`, shown only this once.',
    webhooks_show:
      'One of your endpoints: its status (with `disabled_reason` once disabled), pending events and latest delivery attempts. Never its secret.',
    webhooks_delete: 'Deletes an endpoint and its pending events: nothing more is sent to it.',
    webhooks_rotate_secret:
      'Gives an endpoint a new `secret`, shown only in this answer. Every delivery from now on, retries included, is signed with it.',
    webhooks_test:
      'Queues a `webhook.test` event for this endpoint alone, delivered like any other. The answer gives its `event_id`.',
  } satisfies Record<OperationId, string>,
  parameters: {
    province: 'Two-letter code of a province or territory, in any case. Omitted: all of Canada.',
    basis: 'Comma-separated list of the basis values to keep. Omitted: every row.',
    period: 'How far back to look, in days, from `1d` to `3650d`.',
    format: '`json`, or `csv` for bulk use.',
    'If-None-Match': 'The `ETag` of an earlier answer: the answer is 304 while it is unchanged.',
    id: 'The endpoint’s id (`we_…`), as its creation answered. An id your key does not own answers 404.',
  } satisfies Record<ParameterName, string>,
  statuses: {
    '200': 'The answer.',
    '201': 'Created: the endpoint and its secret.',
    '202': 'Accepted: the test event is queued.',
    '204': 'Deleted.',
    '304': 'Not modified: still the answer whose ETag you sent.',
  } as Record<string, string>,
  errors: {
    api_key_required: 'No key, or a key that is not valid or has been revoked.',
    commercial_license_required:
      'The endpoint needs a commercial key. The answer also gives `licensing`, a link to the licensing terms.',
    rate_limited: 'Too many requests this minute: wait for `Retry-After` seconds.',
    server_error: 'Unexpected server error. Quote the `X-Request-Id` header if you report it.',
    history_unavailable: 'History is unavailable for a moment. Try again shortly.',
    invalid_province: 'The province is not one of the 13 codes; the message lists them.',
    invalid_basis: 'A basis value is not one of `live`, `predicted`, `typical`, `closed`, `none`.',
    invalid_period: 'The period is not a number of days from 1 to 3650 followed by `d`.',
    invalid_format: 'The format is neither `json` nor `csv`.',
    not_found: 'No such endpoint, or no webhook endpoint of your key with this id.',
    invalid_webhook: 'The webhook request is not a JSON object with a url and a list of known event types.',
    webhook_url_refused: 'The webhook URL is refused: it must be a public https address.',
    body_too_large: 'The body is larger than the endpoint takes (8 KB); it was not read.',
    webhook_limit_reached: 'The key already has as many webhook endpoints as it may (10).',
    method_not_allowed:
      'The method is not allowed here: the `Allow` header lists those that are (`GET`, `HEAD` and `OPTIONS` on the data endpoints).',
    upstream_timeout: 'The data service did not answer in time.',
    upstream_unavailable: 'The data service could not be reached.',
    upstream_bad_response: 'The data service sent an answer that could not be read.',
    upstream_auth_failed: 'The server could not authenticate with its data service.',
    upstream_rate_limited: 'The data service asked the server to slow down.',
    waits_not_exposed: 'This server does not offer wait times to the widget.',
  } satisfies Record<ErrorCode, string>,
  errorsHeading: 'Errors',
  errorsIntro:
    'An error answers with its HTTP status and a JSON body: `error`, the code below, and `message`, a sentence in English that says what to do.',
  statusColumn: 'Status',
  codeColumn: 'Code',
  meaningColumn: 'Meaning',
  endpointColumn: 'Endpoint',
  windowColumn: 'Window',
  cachingHeading: 'Caching windows',
  cachingIntro: 'Answers are rebuilt whenever the data changes. Each endpoint’s answer may be reused for its window:',
  cachingHow:
    'Keyed answers carry `Cache-Control: private, max-age=<window>` and an `ETag`; send it back in `If-None-Match` and the answer is 304 while nothing changed. The widget’s keyless paths (`/embed/api/*`) are public and can be cached by a CDN.',
  limitsHeading: 'Rate limits',
  limits: (free: number, commercial: number, widget: number) =>
    `Per key and per minute: ${free} requests with a free key and ${commercial} with a commercial key, by default (the server’s \`ER_RATE_FREE\` and \`ER_RATE_COMMERCIAL\`). Past the limit the answer is 429 \`rate_limited\` with \`Retry-After\`, in seconds. Every answer to a valid key carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`. The widget’s keyless paths allow ${widget} requests per minute from each visitor’s address (\`ER_EMBED_RATE\`).`,
  selfHostHeading: 'Run your own server',
  selfHost: 'er-status is one Node.js process (version 20.19 or later) that serves the API, the widget and this page:',
  selfHostThen:
    'It listens on `http://127.0.0.1:8080` (`HOST`, `PORT`) with the built-in sample data, which is always labelled as such. To serve real data, point `ER_DATA` at a folder in the ERstat open-data layout. Keys and data are kept in an SQLite file (`ER_DB`). Every public answer carries `Cache-Control` headers that a CDN can honour.',
  relayHeading: 'Relay mode',
  relay: 'To show the data of an existing ER status service instead of your own, give the server a key for it:',
  relayThen:
    'The widget and this page then read that service through your server, which keeps the key to itself, caches the answers, and serves the last good answer, marked as such, when the service fails. A relay does not serve `/api/v1`: it answers 404 with the address of the upstream API, where your own key works.',
  webhooksHeading: 'Webhooks: changes pushed to you',
  webhooksIntro:
    'With a commercial key, the server tells you of changes as they happen: it POSTs each event to the https endpoints you subscribe, signed by the [Standard Webhooks](https://www.standardwebhooks.com) scheme so that you can check where it comes from. The subscription routes are the only ones of the API that are not `GET`: a subscription is your key’s own configuration, not data.',
  webhooksSource:
    'Events come from the changes the server sees while it runs, in its live feeds: the data it loads when it starts is its starting state, not a change. A relay serves no `/api/v1`, and so no webhooks.',
  eventsHeading: 'Event types',
  eventColumn: 'Event',
  events: {
    'closure.started': 'An emergency room closed. `data` is the closure as `/api/v1/closures` shows it.',
    'closure.updated':
      'The message or expected reopening of a closed or disrupted emergency room changed. `data` is the closure as `/api/v1/closures` shows it.',
    'closure.ended':
      'A closed emergency room reopened (or is now disrupted, or its status unknown). `data` is the closure as it was, with status `closed`.',
    'disruption.started':
      'An emergency room’s service is disrupted. `data` is the closure as `/api/v1/closures` shows it.',
    'disruption.ended': 'A disruption ended. `data` is the closure as it was, with status `disruption`.',
    'wait.stale':
      'An emergency room’s live wait feed stopped: its latest reading is past the staleness threshold. `data` is the wait as `/api/v1/waits` shows it, no longer `live`.',
    'wait.live':
      'An emergency room’s live wait feed resumed (or started). `data` is the wait as `/api/v1/waits` shows it, `live`.',
    'webhook.test':
      'Sent when you ask (`POST /api/v1/webhooks/{id}/test`), to that endpoint alone, never from the data: check that your receiver gets and verifies deliveries.',
  } satisfies Record<EventType, string>,
  eventBody:
    'Each event is a JSON object: `id` (the same as the `webhook-id` header), `type`, `occurred_at` (when the change took effect, in UTC), `data` and `links`: `page`, the emergency room’s page, and `page_fr`, the same page in French, for a person to read the whole story (a test event has no `links`).',
  subscribeHeading: 'Subscribe',
  subscribe:
    'Create an endpoint with its `url` and the `events` it should receive. The answer holds its `secret` (`whsec_…`), shown only then and when you rotate it: keep it where your receiver reads it. Then send the endpoint a test event and check that it arrives:',
  subscribeLimits: (max: number) =>
    `A key may have ${max} endpoints. A URL must be https, to a public address (a server of your own allows http and private addresses too with \`ER_WEBHOOK_ALLOW_PRIVATE=1\`, for development). \`GET /api/v1/webhooks/{id}\` shows an endpoint’s pending events and latest attempts, and why it was disabled, if it was.`,
  deliveryHeading: 'Delivery',
  deliveryHeaders: 'Each delivery is a `POST` of the event, in JSON, with three headers:',
  signatureHeaders: {
    'webhook-id': 'The event’s id, the same in every attempt to deliver it.',
    'webhook-timestamp': 'When the attempt was signed, in seconds since 1970 (UTC).',
    'webhook-signature':
      '`v1,` followed by the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with your secret (the base64 after `whsec_`).',
  } satisfies Record<SignatureHeader, string>,
  deliveryRetries: (...waitsMs: number[]) =>
    `A 2xx answer within 10 seconds delivers the event. Any other answer, no answer or a redirect (never followed) fails the attempt, which is retried after ${listed(
      waitsMs.map((ms) => spokenWait(ms, ' ')),
      'and',
    )}: about 24 hours in all. When the last attempt fails too, the endpoint is disabled, with the reason in its \`disabled_reason\`.`,
  deliveryOrder:
    'Each endpoint receives its events in order: the next one waits until the one before is delivered. Delivery is at least once: an event may arrive more than once, always with the same `webhook-id`, so handle each `webhook-id` once.',
  verifyHeading: 'Verify a delivery',
  verify:
    'Check the signature on the raw body, before parsing it, with a Standard Webhooks library: for Node.js, the `standardwebhooks` package. This receiver answers 204 to a delivery it accepts and 400 to a bad signature, and handles each `webhook-id` once:',
  verifyRun: 'Run it with the secret of your endpoint:',
  receiverComments: {
    handled: 'The webhook-id of each event already handled (keep them in your database)',
    rawBody: 'The raw body, exactly as it came: verify it before parsing it',
    refused: 'A bad signature, or a timestamp more than 5 minutes away from the clock',
    handle: 'Handle the event once, and answer within 10 seconds',
  },
};

export type DocsStrings = typeof en;

const fr: DocsStrings = {
  heading: 'API pour les développeurs',
  intro:
    'L’API v1 répond aux requêtes `GET` en JSON, lisible depuis n’importe quelle origine (CORS). Chaque point de terminaison de données demande une clé, et une clé commerciale peut aussi s’abonner à des [webhooks](#webhooks). Sa description lisible par machine est le [document OpenAPI](/api/v1/openapi.json), à partir duquel cette section est produite.',
  base: 'Adresse de base\u00a0:',
  keyHeading: 'Obtenir une clé',
  keyCreate:
    'Les clés sont créées sur le serveur avec son outil en ligne de commande, en mode service (le mode par défaut\u00a0: le serveur répond à l’API avec ses propres données)\u00a0:',
  keyCreateExample: 'Votre nom ou organisation',
  keyKeep:
    'La clé est affichée seule sur la dernière ligne. Conservez-la\u00a0: seule une empreinte est enregistrée, donc une clé perdue ne peut pas être affichée de nouveau, seulement révoquée et remplacée. `--tier commercial` crée une clé commerciale, `npm run keys -- list` liste les clés (jamais les clés elles-mêmes) et `npm run keys -- revoke ers_AbCd1234` en révoque une par son préfixe. Un changement prend effet en moins de 5 secondes.',
  keySend:
    'Envoyez la clé dans l’en-tête `X-API-Key` (de préférence) ou avec `?key=`. Une clé est formée de `ers_` suivi de 32 lettres et chiffres. Dans les exemples ci-dessous, `$KEY` représente votre clé.',
  endpointsHeading: 'Points de terminaison',
  tierLabel: 'Clé',
  tiers: { free: 'gratuite ou commerciale', commercial: 'commerciale', public: 'aucune' },
  cacheLabel: 'Mise en cache',
  cacheSeconds: (seconds) => `${seconds} secondes`,
  parametersLabel: 'Paramètres',
  noParameters: 'Aucun paramètre.',
  inQuery: 'chaîne de requête',
  inHeader: 'en-tête',
  inPath: 'chemin',
  optional: 'facultatif',
  defaultLabel: 'Par défaut\u00a0:',
  valuesLabel: 'Valeurs\u00a0:',
  patternLabel: 'Motif\u00a0:',
  answersLabel: 'Réponses',
  fieldsLabel: (status) => `Champs d’une réponse ${status}`,
  requestLabel: 'Corps de la requête (JSON)',
  nullable: 'ou null',
  exampleLabel: 'Exemple',
  operations: {
    closures:
      'Les urgences fermées ou touchées par une perturbation de service, pour tout le Canada ou une province ou un territoire, les plus récemment mises à jour en premier.',
    coverage:
      'Le nombre d’urgences de chaque province et territoire et combien publient des données en direct (un temps d’attente ou, là où une province publie plutôt des comptes, comme le Québec, ces comptes), avec les totaux nationaux.',
    waits:
      'Le temps d’attente actuel de chaque urgence, avec la base de chaque chiffre\u00a0: en direct (`live`), prédit (`predicted`), habituel (`typical`), fermé (`closed`) ou aucun (`none`).',
    history:
      'Les changements d’état (fermetures, perturbations, réouvertures) et les temps d’attente agrégés par heure sur une période, en JSON ou, avec `format=csv`, en un seul tableau CSV transmis en continu.',
    openapi: 'La description de cette API, en OpenAPI 3.1.',
    webhooks_list:
      'Les points de terminaison de webhook de votre clé, chacun avec son état, ses événements en attente et ses dernières tentatives de livraison.',
    webhooks_create:
      'Abonne un point de terminaison aux types d’événements que vous énumérez. La réponse contient le point de terminaison et son `secret`, affiché cette seule fois.',
    webhooks_show:
      'Un de vos points de terminaison\u00a0: son état (avec `disabled_reason` une fois désactivé), ses événements en attente et ses dernières tentatives de livraison. Jamais son secret.',
    webhooks_delete:
      'Supprime un point de terminaison et ses événements en attente\u00a0: plus rien ne lui est envoyé.',
    webhooks_rotate_secret:
      'Donne un nouveau `secret` à un point de terminaison, affiché dans cette seule réponse. Chaque livraison à partir de maintenant, nouvelles tentatives comprises, est signée avec lui.',
    webhooks_test:
      'Place un événement `webhook.test` dans la file d’attente de ce seul point de terminaison, qui le reçoit comme tout autre. La réponse donne son `event_id`.',
  },
  parameters: {
    province:
      'Code à deux lettres d’une province ou d’un territoire, en majuscules ou en minuscules. Omis\u00a0: tout le Canada.',
    basis: 'Liste, séparée par des virgules, des bases à garder. Omis\u00a0: toutes les lignes.',
    period: 'La période à couvrir, en jours, de `1d` à `3650d`.',
    format: '`json`, ou `csv` pour les données en bloc.',
    'If-None-Match': 'L’`ETag` d’une réponse précédente\u00a0: la réponse est 304 tant qu’elle n’a pas changé.',
    id: 'L’identifiant du point de terminaison (`we_…`), tel que sa création l’a donné. Un identifiant qui n’est pas à votre clé répond 404.',
  },
  statuses: {
    '200': 'La réponse.',
    '201': 'Créé\u00a0: le point de terminaison et son secret.',
    '202': 'Accepté\u00a0: l’événement de test est dans la file d’attente.',
    '204': 'Supprimé.',
    '304': 'Non modifiée\u00a0: toujours la réponse dont vous avez envoyé l’ETag.',
  },
  errors: {
    api_key_required: 'Aucune clé, ou une clé non valide ou révoquée.',
    commercial_license_required:
      'Le point de terminaison demande une clé commerciale. La réponse donne aussi `licensing`, un lien vers les conditions de licence.',
    rate_limited: 'Trop de requêtes cette minute\u00a0: attendez `Retry-After` secondes.',
    server_error: 'Erreur inattendue du serveur. Citez l’en-tête `X-Request-Id` si vous la signalez.',
    history_unavailable: 'L’historique est momentanément indisponible. Réessayez bientôt.',
    invalid_province: 'La province n’est pas l’un des 13 codes; le message les énumère.',
    invalid_basis: 'Une base n’est pas l’une de `live`, `predicted`, `typical`, `closed`, `none`.',
    invalid_period: 'La période n’est pas un nombre de jours de 1 à 3650 suivi de `d`.',
    invalid_format: 'Le format n’est ni `json` ni `csv`.',
    not_found:
      'Ce point de terminaison n’existe pas, ou votre clé n’a aucun point de terminaison de webhook avec cet identifiant.',
    invalid_webhook:
      'La demande de webhook n’est pas un objet JSON avec une url et une liste de types d’événements connus.',
    webhook_url_refused: 'L’URL du webhook est refusée\u00a0: elle doit être une adresse https publique.',
    body_too_large: 'Le corps dépasse ce que le point de terminaison accepte (8\u00a0Ko)\u00a0: il n’a pas été lu.',
    webhook_limit_reached: 'La clé a déjà autant de points de terminaison de webhook qu’elle peut en avoir (10).',
    method_not_allowed:
      'La méthode n’est pas permise ici\u00a0: l’en-tête `Allow` indique celles qui le sont (`GET`, `HEAD` et `OPTIONS` pour les points de terminaison de données).',
    upstream_timeout: 'Le service de données n’a pas répondu à temps.',
    upstream_unavailable: 'Le service de données est injoignable.',
    upstream_bad_response: 'Le service de données a envoyé une réponse illisible.',
    upstream_auth_failed: 'Le serveur n’a pas pu s’authentifier auprès de son service de données.',
    upstream_rate_limited: 'Le service de données a demandé au serveur de ralentir.',
    waits_not_exposed: 'Ce serveur n’offre pas les temps d’attente au widget.',
  },
  errorsHeading: 'Erreurs',
  errorsIntro:
    'Une erreur répond avec son statut HTTP et un corps JSON\u00a0: `error`, le code ci-dessous, et `message`, une phrase en anglais qui dit quoi faire.',
  statusColumn: 'Statut',
  codeColumn: 'Code',
  meaningColumn: 'Signification',
  endpointColumn: 'Point de terminaison',
  windowColumn: 'Durée',
  cachingHeading: 'Durées de mise en cache',
  cachingIntro:
    'Les réponses sont reconstruites chaque fois que les données changent. La réponse de chaque point de terminaison peut être réutilisée pendant sa durée\u00a0:',
  cachingHow:
    'Les réponses obtenues avec une clé portent `Cache-Control: private, max-age=<durée>` et un `ETag`; renvoyez-le dans `If-None-Match` et la réponse est 304 tant que rien n’a changé. Les chemins sans clé du widget (`/embed/api/*`) sont publics et peuvent être mis en cache par un CDN.',
  limitsHeading: 'Limites de débit',
  limits: (free, commercial, widget) =>
    `Par clé et par minute\u00a0: ${free} requêtes avec une clé gratuite et ${commercial} avec une clé commerciale, par défaut (\`ER_RATE_FREE\` et \`ER_RATE_COMMERCIAL\` du serveur). Au-delà, la réponse est 429 \`rate_limited\` avec \`Retry-After\`, en secondes. Chaque réponse à une clé valide porte \`RateLimit-Limit\`, \`RateLimit-Remaining\` et \`RateLimit-Reset\`. Les chemins sans clé du widget permettent ${widget} requêtes par minute depuis l’adresse de chaque visiteur (\`ER_EMBED_RATE\`).`,
  selfHostHeading: 'Héberger votre propre serveur',
  selfHost:
    'er-status est un seul processus Node.js (version 20.19 ou plus récente) qui sert l’API, le widget et cette page\u00a0:',
  selfHostThen:
    'Il écoute sur `http://127.0.0.1:8080` (`HOST`, `PORT`) avec les données d’exemple intégrées, toujours signalées comme telles. Pour servir des données réelles, indiquez dans `ER_DATA` un dossier au format des données ouvertes d’ERstat. Les clés et les données sont conservées dans un fichier SQLite (`ER_DB`). Chaque réponse publique porte des en-têtes `Cache-Control` qu’un CDN peut respecter.',
  relayHeading: 'Mode relais',
  relay:
    'Pour afficher les données d’un service d’état des urgences existant plutôt que les vôtres, donnez au serveur une clé de ce service\u00a0:',
  relayThen:
    'Le widget et cette page lisent alors ce service par l’intermédiaire de votre serveur, qui garde la clé pour lui, met les réponses en cache et sert la dernière bonne réponse, signalée comme telle, quand le service est en panne. Un relais ne sert pas `/api/v1`\u00a0: il répond 404 avec l’adresse de l’API d’origine, où votre propre clé fonctionne.',
  webhooksHeading: 'Webhooks\u00a0: les changements vous sont envoyés',
  webhooksIntro:
    'Avec une clé commerciale, le serveur vous signale les changements dès qu’ils se produisent\u00a0: il envoie chaque événement par `POST` aux points de terminaison https auxquels vous l’abonnez, signé selon le schéma [Standard Webhooks](https://www.standardwebhooks.com) pour que vous puissiez vérifier d’où il vient. Les routes d’abonnement sont les seules de l’API qui ne sont pas `GET`\u00a0: un abonnement est la configuration propre à votre clé, pas des données.',
  webhooksSource:
    'Les événements viennent des changements que le serveur observe pendant qu’il fonctionne, dans ses flux en direct\u00a0: les données qu’il charge au démarrage sont son état de départ, pas un changement. Un relais ne sert pas `/api/v1`, donc aucun webhook.',
  eventsHeading: 'Types d’événements',
  eventColumn: 'Événement',
  events: {
    'closure.started': 'Une urgence a fermé. `data` est la fermeture telle que `/api/v1/closures` la montre.',
    'closure.updated':
      'Le message ou la réouverture prévue d’une urgence fermée ou perturbée a changé. `data` est la fermeture telle que `/api/v1/closures` la montre.',
    'closure.ended':
      'Une urgence fermée a rouvert (ou est maintenant perturbée, ou son état est inconnu). `data` est la fermeture telle qu’elle était, avec le statut `closed`.',
    'disruption.started':
      'Le service d’une urgence est perturbé. `data` est la fermeture telle que `/api/v1/closures` la montre.',
    'disruption.ended':
      'Une perturbation a pris fin. `data` est la fermeture telle qu’elle était, avec le statut `disruption`.',
    'wait.stale':
      'Le flux d’attente en direct d’une urgence s’est arrêté\u00a0: sa dernière lecture a dépassé le seuil de fraîcheur. `data` est l’attente telle que `/api/v1/waits` la montre, qui n’est plus `live`.',
    'wait.live':
      'Le flux d’attente en direct d’une urgence a repris (ou commencé). `data` est l’attente telle que `/api/v1/waits` la montre, `live`.',
    'webhook.test':
      'Envoyé quand vous le demandez (`POST /api/v1/webhooks/{id}/test`), à ce seul point de terminaison, jamais tiré des données\u00a0: vérifiez que votre récepteur reçoit et vérifie les livraisons.',
  },
  eventBody:
    'Chaque événement est un objet JSON\u00a0: `id` (le même que l’en-tête `webhook-id`), `type`, `occurred_at` (le moment où le changement a pris effet, en UTC), `data` et `links`\u00a0: `page`, la page de l’urgence en anglais, et `page_fr`, la même page en français, pour qu’une personne y lise toute l’histoire (un événement de test n’a pas de `links`).',
  subscribeHeading: 'S’abonner',
  subscribe:
    'Créez un point de terminaison avec son `url` et les `events` qu’il doit recevoir. La réponse contient son `secret` (`whsec_…`), affiché seulement à ce moment et quand vous le renouvelez\u00a0: gardez-le là où votre récepteur le lit. Envoyez ensuite un événement de test au point de terminaison et vérifiez qu’il arrive\u00a0:',
  subscribeLimits: (max) =>
    `Une clé peut avoir ${max} points de terminaison. Une URL doit être en https, vers une adresse publique (un serveur à vous permet aussi http et les adresses privées avec \`ER_WEBHOOK_ALLOW_PRIVATE=1\`, pour le développement). \`GET /api/v1/webhooks/{id}\` montre les événements en attente d’un point de terminaison, ses dernières tentatives et, s’il a été désactivé, pourquoi.`,
  deliveryHeading: 'Livraison',
  deliveryHeaders: 'Chaque livraison est un `POST` de l’événement, en JSON, avec trois en-têtes\u00a0:',
  signatureHeaders: {
    'webhook-id': 'L’identifiant de l’événement, le même à chaque tentative de le livrer.',
    'webhook-timestamp': 'Le moment où la tentative a été signée, en secondes depuis 1970 (UTC).',
    'webhook-signature':
      '`v1,` suivi du HMAC-SHA256 en base64 de `<webhook-id>.<webhook-timestamp>.<corps>`, calculé avec votre secret (la partie en base64 après `whsec_`).',
  },
  deliveryRetries: (...waitsMs) =>
    `Une réponse 2xx en moins de 10 secondes livre l’événement. Toute autre réponse, une absence de réponse ou une redirection (jamais suivie) fait échouer la tentative, qui est refaite après ${listed(
      waitsMs.map((ms) => spokenWait(ms, '\u00a0')),
      'et',
    )}\u00a0: environ 24 heures en tout. Si la dernière tentative échoue aussi, le point de terminaison est désactivé, avec la raison dans son \`disabled_reason\`.`,
  deliveryOrder:
    'Chaque point de terminaison reçoit ses événements dans l’ordre\u00a0: le suivant attend que le précédent soit livré. La livraison se fait au moins une fois\u00a0: un événement peut arriver plus d’une fois, toujours avec le même `webhook-id`, alors traitez chaque `webhook-id` une seule fois.',
  verifyHeading: 'Vérifier une livraison',
  verify:
    'Vérifiez la signature sur le corps brut, avant de l’analyser, avec une bibliothèque Standard Webhooks\u00a0: pour Node.js, le paquet `standardwebhooks`. Ce récepteur répond 204 à une livraison qu’il accepte et 400 à une mauvaise signature, et traite chaque `webhook-id` une seule fois\u00a0:',
  verifyRun: 'Lancez-le avec le secret de votre point de terminaison\u00a0:',
  receiverComments: {
    handled: 'Le webhook-id de chaque événement déjà traité (gardez-les dans votre base de données)',
    rawBody: 'Le corps brut, tel qu’il est arrivé\u00a0: vérifiez-le avant de l’analyser',
    refused: 'Une mauvaise signature, ou un horodatage à plus de 5 minutes de l’horloge',
    handle: 'Traitez l’événement une seule fois, et répondez en moins de 10 secondes',
  },
};

export const DOCS_STRINGS: Readonly<Record<Lang, DocsStrings>> = { en, fr };
