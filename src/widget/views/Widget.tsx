// The whole widget: title, the sample-data banner, the chosen views, a polite live region,
// and the attribution footer.

import { liveText } from '../announce';
import type { Answer } from '../feed';
import { placeName, STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { Attribution } from './Attribution';
import { VIEW_COMPONENTS } from './index';
import { LazyView } from './LazyView';

export function Widget({ state }: { state: WidgetState }) {
  const { lang, options } = state;
  const t = STRINGS[lang];
  const province = state.province.value;
  const closures = state.closures?.state.value.answer;
  const answers = [closures, ...Object.values(state.lazyAnswers.value)].filter(Boolean) as Answer<{
    attribution: string;
  }>[];
  const sample = answers.some((answer) => answer.meta.source === 'sample');
  return (
    // An article: a self-contained widget, whose header and footer are its own, not the page's landmarks.
    <article class={`ers ${state.dark.value ? 'dark' : 'light'}`} lang={lang}>
      {sample && (
        <p class="sample" part="sample">
          <strong>{t.sample}</strong>
        </p>
      )}
      <header part="header">
        <h2 part="title">{t.title(placeName(lang, province))}</h2>
        {/* Its place is kept while its script loads (widget.css): nothing below moves when it comes. */}
        {options.controls && <LazyView state={state} view="picker" id="picker" />}
      </header>
      <p class="sr-only" role="status">
        {state.closures && liveText(lang, province, state.closures.state.value, state.now.value)}
      </p>
      {options.views.map((view) => {
        const View = VIEW_COMPONENTS[view];
        return <View key={view} state={state} view={view} />;
      })}
      <Attribution lang={lang} province={province} answers={answers} />
    </article>
  );
}
