// The developer docs, rendered at build time from the OpenAPI document the server publishes
// (api-docs.ts reads it) and from the server's defaults: endpoints, parameters, answers,
// errors, caching windows, rate limits, keys, self-hosting, relay mode and webhooks.

import type { Lang } from '../contract/provinces';
import { MAX_ENDPOINTS_PER_KEY, RETRY_SCHEDULE_MS } from '../contract/webhooks';
import {
  curlOptions,
  type DocField,
  type DocOperation,
  errorCodes,
  examplePath,
  readOperations,
  readWebhooks,
  receiverExample,
} from './api-docs';
import { CodeBlock, Origin } from './Code';
import { DOCS_STRINGS, type DocsStrings } from './docs-strings';
import { Inline, inline } from './Inline';

/** The server's defaults the docs state (read from its configuration with no environment). */
export interface ServerDefaults {
  rateLimits: { free: number; commercial: number };
  widgetRatePerMinute: number;
  /** How long the proxy keeps serving its last good answer when the source fails. */
  keptHours: number;
}

/** A code that may wrap after its underscores only, so a narrow table column stays readable. */
/** A code with a line-break opportunity after each underscore and dot (error codes, event types). */
function breakable(code: string) {
  return code.split(/(?<=[_.])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

function Fields({ fields, t }: { fields: DocField[]; t: DocsStrings }) {
  return (
    <ul class="fields">
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code> <code class="type">{field.type}</code>
          {field.nullable && ` ${t.nullable}`}
          {field.fields.length > 0 && <Fields fields={field.fields} t={t} />}
        </li>
      ))}
    </ul>
  );
}

function Operation({ operation, t }: { operation: DocOperation; t: DocsStrings }) {
  const parameters = operation.parameters;
  return (
    <section class="operation" aria-labelledby={`op-${operation.id}`}>
      <h4 id={`op-${operation.id}`}>
        <code>
          {operation.method} {operation.path}
        </code>
      </h4>
      <Inline text={t.operations[operation.id]} />
      <dl class="facts">
        <div>
          <dt>{t.tierLabel}</dt>
          <dd>{t.tiers[operation.tier]}</dd>
        </div>
        {operation.cacheSeconds !== null && (
          <div>
            <dt>{t.cacheLabel}</dt>
            <dd>{t.cacheSeconds(operation.cacheSeconds)}</dd>
          </div>
        )}
      </dl>
      <h5>{t.parametersLabel}</h5>
      {parameters.length === 0 ? (
        <p>{t.noParameters}</p>
      ) : (
        <dl class="parameters">
          {parameters.map((parameter) => (
            <div key={parameter.name}>
              <dt>
                <code>{parameter.name}</code> (
                {parameter.in === 'header' ? t.inHeader : parameter.in === 'path' ? t.inPath : t.inQuery}
                {parameter.required ? '' : `, ${t.optional}`})
              </dt>
              <dd>
                {inline(t.parameters[parameter.name])}
                {parameter.values.length > 0 && (
                  <>
                    {' '}
                    {t.valuesLabel} <code>{parameter.values.join(' | ')}</code>.
                  </>
                )}
                {parameter.pattern && (
                  <>
                    {' '}
                    {t.patternLabel} <code>{parameter.pattern}</code>.
                  </>
                )}
                {parameter.default && (
                  <>
                    {' '}
                    {t.defaultLabel} <code>{parameter.default}</code>.
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {operation.requestFields.length > 0 && (
        <>
          <h5>{t.requestLabel}</h5>
          <Fields fields={operation.requestFields} t={t} />
        </>
      )}
      <h5>{t.answersLabel}</h5>
      <ul class="answers">
        {operation.answers.map(({ status, codes }) => (
          <li key={status}>
            <strong>{status}</strong>{' '}
            {codes.length === 0
              ? t.statuses[status]
              : codes.flatMap((code, index) => [index > 0 ? ', ' : '', <code key={code}>{code}</code>])}
          </li>
        ))}
      </ul>
      {operation.fields.length > 0 && (
        <>
          <h5>{t.fieldsLabel(operation.okStatus)}</h5>
          <Fields fields={operation.fields} t={t} />
        </>
      )}
      <h5>{t.exampleLabel}</h5>
      <CodeBlock>
        curl {curlOptions(operation)}"<Origin />
        {examplePath(operation)}"
      </CodeBlock>
    </section>
  );
}

/** The webhooks: event types, subscribing, delivery, verifying, then the subscription routes. */
function Webhooks({ document, t }: { document: unknown; t: DocsStrings }) {
  const webhooks = readWebhooks(document);
  const route = (id: DocOperation['id']) => {
    const operation = webhooks.operations.find((read) => read.id === id);
    if (!operation) throw new Error(`API docs: the document has no webhook operation "${id}"`);
    return operation;
  };
  const create = route('webhooks_create');
  const test = route('webhooks_test');
  return (
    <section id="webhooks" aria-labelledby="webhooks-heading">
      <h3 id="webhooks-heading">{t.webhooksHeading}</h3>
      <Inline text={t.webhooksIntro} />
      <Inline text={t.webhooksSource} />

      <h4 id="webhook-events">{t.eventsHeading}</h4>
      <table class="events">
        <thead>
          <tr>
            <th scope="col">{t.eventColumn}</th>
            <th scope="col">{t.meaningColumn}</th>
          </tr>
        </thead>
        <tbody>
          {webhooks.events.map((type) => (
            <tr key={type}>
              <td>
                <code>{breakable(type)}</code>
              </td>
              <td>{inline(t.events[type])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Inline text={t.eventBody} />

      <h4 id="webhook-subscribe">{t.subscribeHeading}</h4>
      <Inline text={t.subscribe} />
      <CodeBlock>
        curl {curlOptions(create)}"<Origin />
        {examplePath(create)}"{'\n'}
        curl {curlOptions(test)}"<Origin />
        {examplePath(test)}"
      </CodeBlock>
      <Inline text={t.subscribeLimits(MAX_ENDPOINTS_PER_KEY)} />

      <h4 id="webhook-delivery">{t.deliveryHeading}</h4>
      <Inline text={t.deliveryHeaders} />
      <dl class="parameters signature-headers">
        {webhooks.headers.map((name) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{inline(t.signatureHeaders[name])}</dd>
          </div>
        ))}
      </dl>
      <Inline text={t.deliveryRetries(...RETRY_SCHEDULE_MS)} />
      <Inline text={t.deliveryOrder} />

      <h4 id="webhook-verify">{t.verifyHeading}</h4>
      <Inline text={t.verify} />
      <CodeBlock>npm install standardwebhooks</CodeBlock>
      <CodeBlock>{receiverExample(t.receiverComments)}</CodeBlock>
      <Inline text={t.verifyRun} />
      <CodeBlock>ER_WEBHOOK_SECRET=whsec_… node receiver.mjs</CodeBlock>

      {webhooks.operations.map((operation) => (
        <Operation key={operation.id} operation={operation} t={t} />
      ))}
    </section>
  );
}

export function ApiDocs({ lang, document, defaults }: { lang: Lang; document: unknown; defaults: ServerDefaults }) {
  const t = DOCS_STRINGS[lang];
  const operations = readOperations(document);
  return (
    <section id="api" aria-labelledby="api-heading">
      <h2 id="api-heading">{t.heading}</h2>
      <Inline text={t.intro} />
      <p>
        {t.base}{' '}
        <code>
          <Origin />
        </code>
      </p>

      <h3 id="keys">{t.keyHeading}</h3>
      <Inline text={t.keyCreate} />
      <CodeBlock>npm run keys -- create --tier free --name "{t.keyCreateExample}"</CodeBlock>
      <Inline text={t.keyKeep} />
      <Inline text={t.keySend} />

      <h3 id="endpoints">{t.endpointsHeading}</h3>
      {operations.map((operation) => (
        <Operation key={operation.id} operation={operation} t={t} />
      ))}

      <h3 id="errors">{t.errorsHeading}</h3>
      <Inline text={t.errorsIntro} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t.statusColumn}</th>
            <th scope="col">{t.codeColumn}</th>
            <th scope="col">{t.meaningColumn}</th>
          </tr>
        </thead>
        <tbody>
          {errorCodes(document).map(({ status, code }) => (
            <tr key={code}>
              <td>{status}</td>
              <td>
                <code>{breakable(code)}</code>
              </td>
              <td>{inline(t.errors[code])}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 id="caching">{t.cachingHeading}</h3>
      <p>{t.cachingIntro}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.endpointColumn}</th>
            <th scope="col">{t.windowColumn}</th>
          </tr>
        </thead>
        <tbody>
          {operations.map(({ id, path, cacheSeconds }) =>
            cacheSeconds === null ? null : (
              <tr key={id}>
                <td>
                  <code>{path}</code>
                </td>
                <td>{t.cacheSeconds(cacheSeconds)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      <Inline text={t.cachingHow} />

      <h3 id="rate-limits">{t.limitsHeading}</h3>
      <Inline text={t.limits(defaults.rateLimits.free, defaults.rateLimits.commercial, defaults.widgetRatePerMinute)} />

      <h3 id="self-hosting">{t.selfHostHeading}</h3>
      <Inline text={t.selfHost} />
      <CodeBlock>npm ci && npm start</CodeBlock>
      <Inline text={t.selfHostThen} />

      <h3 id="relay">{t.relayHeading}</h3>
      <Inline text={t.relay} />
      <CodeBlock>ERSTAT_API_KEY=ers_… ERSTAT_BASE_URL=https://erstat.ca npm start</CodeBlock>
      <Inline text={t.relayThen} />

      <Webhooks document={document} t={t} />
    </section>
  );
}
