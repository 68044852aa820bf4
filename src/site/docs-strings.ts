// The words of the developer docs, in both official languages. The facts (paths, parameters,
// patterns, status and error codes, cache windows, limits) come from the OpenAPI document and
// the server's defaults; these tables only say them in words, keyed by the document's own
// names, so a name the document adds without words here stops the build (api-docs.ts).

import type { ErrorCode } from '../contract/errors';
import type { Lang } from '../contract/provinces';

export type OperationId = 'closures' | 'coverage' | 'waits' | 'history' | 'openapi';
export type ParameterName = 'province' | 'basis' | 'period' | 'format' | 'If-None-Match';
export type Tier = 'free' | 'commercial' | 'public';

const en = {
  heading: 'Developer API',
  intro:
    'The v1 API answers `GET` requests with JSON, readable from any origin (CORS). Every data endpoint needs a key. Its machine-readable description is the [OpenAPI document](/api/v1/openapi.json), from which this section is generated.',
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
  optional: 'optional',
  defaultLabel: 'Default:',
  valuesLabel: 'Values:',
  patternLabel: 'Pattern:',
  answersLabel: 'Answers',
  fieldsLabel: 'Fields of a 200 answer',
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
  } satisfies Record<OperationId, string>,
  parameters: {
    province: 'Two-letter code of a province or territory, in any case. Omitted: all of Canada.',
    basis: 'Comma-separated list of the basis values to keep. Omitted: every row.',
    period: 'How far back to look, in days, from `1d` to `3650d`.',
    format: '`json`, or `csv` for bulk use.',
    'If-None-Match': 'The `ETag` of an earlier answer: the answer is 304 while it is unchanged.',
  } satisfies Record<ParameterName, string>,
  statuses: {
    '200': 'The answer.',
    '304': 'Not modified: still the answer whose ETag you sent.',
  } as Record<string, string>,
  errors: {
    api_key_required: 'No key, or a key that is not valid or has been revoked.',
    commercial_license_required:
      'The endpoint needs a commercial key. The history answer also gives `licensing`, a link to the licensing terms.',
    rate_limited: 'Too many requests this minute: wait for `Retry-After` seconds.',
    server_error: 'Unexpected server error. Quote the `X-Request-Id` header if you report it.',
    history_unavailable: 'History is unavailable for a moment. Try again shortly.',
    invalid_province: 'The province is not one of the 13 codes; the message lists them.',
    invalid_basis: 'A basis value is not one of `live`, `predicted`, `typical`, `closed`, `none`.',
    invalid_period: 'The period is not a number of days from 1 to 3650 followed by `d`.',
    invalid_format: 'The format is neither `json` nor `csv`.',
    not_found: 'No such endpoint.',
    invalid_webhook: 'The webhook request is not a JSON object with a url and a list of known event types.',
    webhook_url_refused: 'The webhook URL is refused: it must be a public https address.',
    webhook_limit_reached: 'The key already has as many webhook endpoints as it may (10).',
    method_not_allowed: 'Only `GET`, `HEAD` and `OPTIONS` are allowed; the `Allow` header says so.',
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
};

export type DocsStrings = typeof en;

const fr: DocsStrings = {
  heading: 'API pour les développeurs',
  intro:
    'L’API v1 répond aux requêtes `GET` en JSON, lisible depuis n’importe quelle origine (CORS). Chaque point de terminaison de données demande une clé. Sa description lisible par machine est le [document OpenAPI](/api/v1/openapi.json), à partir duquel cette section est produite.',
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
  optional: 'facultatif',
  defaultLabel: 'Par défaut\u00a0:',
  valuesLabel: 'Valeurs\u00a0:',
  patternLabel: 'Motif\u00a0:',
  answersLabel: 'Réponses',
  fieldsLabel: 'Champs d’une réponse 200',
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
  },
  parameters: {
    province:
      'Code à deux lettres d’une province ou d’un territoire, en majuscules ou en minuscules. Omis\u00a0: tout le Canada.',
    basis: 'Liste, séparée par des virgules, des bases à garder. Omis\u00a0: toutes les lignes.',
    period: 'La période à couvrir, en jours, de `1d` à `3650d`.',
    format: '`json`, ou `csv` pour les données en bloc.',
    'If-None-Match': 'L’`ETag` d’une réponse précédente\u00a0: la réponse est 304 tant qu’elle n’a pas changé.',
  },
  statuses: {
    '200': 'La réponse.',
    '304': 'Non modifiée\u00a0: toujours la réponse dont vous avez envoyé l’ETag.',
  },
  errors: {
    api_key_required: 'Aucune clé, ou une clé non valide ou révoquée.',
    commercial_license_required:
      'Le point de terminaison demande une clé commerciale. La réponse de l’historique donne aussi `licensing`, un lien vers les conditions de licence.',
    rate_limited: 'Trop de requêtes cette minute\u00a0: attendez `Retry-After` secondes.',
    server_error: 'Erreur inattendue du serveur. Citez l’en-tête `X-Request-Id` si vous la signalez.',
    history_unavailable: 'L’historique est momentanément indisponible. Réessayez bientôt.',
    invalid_province: 'La province n’est pas l’un des 13 codes; le message les énumère.',
    invalid_basis: 'Une base n’est pas l’une de `live`, `predicted`, `typical`, `closed`, `none`.',
    invalid_period: 'La période n’est pas un nombre de jours de 1 à 3650 suivi de `d`.',
    invalid_format: 'Le format n’est ni `json` ni `csv`.',
    not_found: 'Ce point de terminaison n’existe pas.',
    invalid_webhook: 'La demande de webhook n’est pas un objet JSON avec une url et une liste de types d’événements connus.',
    webhook_url_refused: 'L’URL du webhook est refusée\u00a0: elle doit être une adresse https publique.',
    webhook_limit_reached: 'La clé a déjà autant de points de terminaison de webhook qu’elle peut en avoir (10).',
    method_not_allowed: 'Seules les méthodes `GET`, `HEAD` et `OPTIONS` sont permises; l’en-tête `Allow` les indique.',
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
};

export const DOCS_STRINGS: Readonly<Record<Lang, DocsStrings>> = { en, fr };
