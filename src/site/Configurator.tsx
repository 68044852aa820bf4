// The embed configurator as the build renders it: the choices (pre-set to DEFAULT_CHOICE),
// the code for that choice, a copy button and the place of the live preview. configurator.ts
// makes it work.

import { type Lang, PROVINCE_CODES, PROVINCES } from '../contract/provinces';
import { PICKER_STRINGS } from '../widget/picker/strings';
import { ORIGIN_PLACEHOLDER } from './origin';
import { DEFAULT_CHOICE, snippetFor } from './snippet';
import { PAGE_STRINGS } from './strings';
import { OFFERED_VIEWS, VIEW_LABELS } from './views';

interface RadiosProps {
  legend: string;
  name: string;
  options: [value: string, label: string][];
  checked: string;
}

function Radios({ legend, name, options, checked }: RadiosProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={value === checked} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

export function Configurator({ lang }: { lang: Lang }) {
  const t = PAGE_STRINGS[lang];
  const provinces = [...PROVINCE_CODES].sort((a, b) =>
    PROVINCES[a].name[lang].localeCompare(PROVINCES[b].name[lang], lang),
  );
  const choice = DEFAULT_CHOICE;
  return (
    <section id="embed" aria-labelledby="embed-heading">
      <h2 id="embed-heading">{t.embedHeading}</h2>
      <p>{t.embedIntro}</p>
      <div class="configurator">
        <form id="configurator" class="choices">
          <div class="field">
            <label for="choice-province">{t.province}</label>
            <select id="choice-province" name="province">
              <option value="">{PICKER_STRINGS[lang].allOfCanada}</option>
              {provinces.map((code) => (
                <option key={code} value={code}>
                  {PROVINCES[code].name[lang]}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend>{t.views}</legend>
            {OFFERED_VIEWS.map((view) => (
              // Wait times show only once this server's proxy says it offers them (configurator.ts).
              <label key={view} hidden={view === 'waits'} data-view={view}>
                <input type="checkbox" name="views" value={view} checked={choice.views.includes(view)} />{' '}
                {VIEW_LABELS[view][lang]}
              </label>
            ))}
          </fieldset>
          <label class="single">
            <input type="checkbox" name="controls" checked={choice.controls} /> {t.controls}
          </label>
          <Radios
            legend={t.language}
            name="lang"
            options={[
              ['', t.langAuto],
              ['en', t.langEn],
              ['fr', t.langFr],
            ]}
            checked={choice.lang ?? ''}
          />
          <Radios
            legend={t.theme}
            name="theme"
            options={[
              ['light', t.themes.light],
              ['dark', t.themes.dark],
              ['auto', t.themes.auto],
            ]}
            checked={choice.theme}
          />
          <Radios
            legend={t.mapHeight}
            name="mapHeight"
            options={[
              ['', t.mapHeights.usual],
              ['400', t.mapHeights.taller],
              ['600', t.mapHeights.tallest],
            ]}
            checked={choice.mapHeight ? String(choice.mapHeight) : ''}
          />
          <Radios
            legend={t.kind}
            name="kind"
            options={[
              ['script', t.kinds.script],
              ['iframe', t.kinds.iframe],
            ]}
            checked={choice.kind}
          />
        </form>
        <div class="result">
          <label for="embed-code">{t.code}</label>
          <p id="embed-code-hint" class="hint">
            {t.codeHint}
          </p>
          <textarea id="embed-code" rows={6} readOnly aria-describedby="embed-code-hint" spellcheck={false}>
            {snippetFor(choice, ORIGIN_PLACEHOLDER)}
          </textarea>
          <p class="actions">
            <button type="button" data-copy="">
              {t.copy}
            </button>{' '}
            <span role="status" data-copy-status="" />
          </p>
          <noscript>
            <p>{t.configuratorNoscript}</p>
          </noscript>
          <h3 id="preview-heading">{t.preview}</h3>
          <p>{t.previewNote}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
          <section class="widget-frame" aria-label={t.previewRegion} tabIndex={0} data-preview="" />
        </div>
      </div>
    </section>
  );
}
